import type { AppModule } from '../shared/app-module';
import { adminExamReportsRoutes } from './routes';

/**
 * The back office's view of the exam engine: sessions of an exam or lesson exam (list, extend, reset)
 * and reports of their graded histories (figures, takers, xlsx). Reads the engine's tables; never grades.
 */
export const examReportsModule: AppModule = {
  name: 'exam-reports',
  adminRoutes: adminExamReportsRoutes,
};
