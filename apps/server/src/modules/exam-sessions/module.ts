import type { AppModule } from '../shared/app-module';
import { adminExamSessionRoutes } from './admin-routes';
import { examSessionRoutes } from './routes';

/**
 * The session engine: students taking exams and lessons' timed exams (opening, autosave, submit, the
 * deadline sweep), their histories, results and ranks, and photos of their working. One engine for both
 * kinds of paper; exams and the question bank themselves are their own domains.
 */
export const examSessionsModule: AppModule = {
  name: 'exam-sessions',
  routes: examSessionRoutes,
  adminRoutes: adminExamSessionRoutes,
};
