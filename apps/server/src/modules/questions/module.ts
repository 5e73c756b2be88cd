import { questionAnswers, questions } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { adminQuestionsRoutes } from './admin-routes';
import { seedQuestions } from './seed';
import { publicQuestionsRoutes } from './storefront-routes';

export const questionsModule: AppModule = {
  name: 'questions',
  routes: publicQuestionsRoutes,
  adminRoutes: adminQuestionsRoutes,
  seed: seedQuestions,
  richText: [
    { table: questions, id: questions.id, column: questions.content },
    { table: questions, id: questions.id, column: questions.solution },
    // Options and statements are rich text; accepted values are digits, '-' and ',' (unchanged by it).
    { table: questionAnswers, id: questionAnswers.id, column: questionAnswers.content },
  ],
};
