import { admin, create, edit, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { questionsAdminTexts } from './admin/i18n/texts';

const texts = [questionsAdminTexts];
const list = 'adminPage.questions.list';

/**
 * The question bank's back office (spec §2 `questions/*`): the list, `multiple` (the create page: one
 * or several questions saved together) and `{id}/edit`; and a lesson's questions, under the lesson's
 * video page as spec §2 places it. `questions/create-from-pdf` belongs to the PDF import.
 */
export const questionsAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/questions', list, {
      permissions: read('question'),
      page: () => import('./admin/routes/questions-list-page'),
      texts,
    }),
    admin('/questions/multiple', 'adminPage.questions.multiple', {
      permissions: create('question'),
      breadcrumb: [list, 'adminPage.questions.multiple'],
      page: () => import('./admin/routes/questions-multiple-page'),
      texts,
    }),
    admin('/questions/:id/edit', 'adminPage.questions.edit', {
      permissions: edit('question'),
      breadcrumb: [list, 'adminPage.questions.edit'],
      page: () => import('./admin/routes/question-edit-page'),
      texts,
    }),
    admin('/courses/:courseId/:thematicId/:lessonId/lesson-questions', 'adminPage.courses.lessonQuestions', {
      permissions: read('lesson-question'),
      breadcrumb: [
        'adminPage.courses.list',
        'adminPage.courses.lessons',
        'adminPage.courses.lessonQuestions',
      ],
      page: () => import('./admin/routes/lesson-questions-page'),
      texts,
    }),
  ],
};
