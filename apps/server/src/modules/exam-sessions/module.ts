import type { AppModule } from '../shared/app-module';
import { adminExamSessionRoutes } from './admin-routes';
import { examSessionRoutes } from './routes';
import { seedExamSessions } from './seed';

/**
 * The session engine: students taking exams and lessons' timed exams (opening, autosave, submit, the
 * deadline sweep), their histories, results and ranks, and photos of their working. One engine for both
 * kinds of paper; exams and the question bank themselves are their own domains.
 */
export const examSessionsModule: AppModule = {
  name: 'exam-sessions',
  routes: examSessionRoutes,
  adminRoutes: adminExamSessionRoutes,
  // After the exams (their papers are in the bank) and the courses, in module order: it grades demo
  // attempts on them.
  seed: seedExamSessions,
};
