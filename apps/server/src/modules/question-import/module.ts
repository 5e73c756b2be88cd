import type { AppModule } from '../shared/app-module';
import { adminQuestionImportRoutes } from './routes';

/** Create questions from a PDF (issue 11): drafts for the review screen; the bank saves them. */
export const questionImportModule: AppModule = {
  name: 'question-import',
  adminRoutes: adminQuestionImportRoutes,
};
