import { admin, crud, read } from '@/app/route-builders';
import type { AppRoute, FeatureRoutes } from '@/app/route-handle';
import { examsAdminTexts } from './admin/i18n/texts';

const texts = [examsAdminTexts];

/** The exam back office (spec §2 `exams/*`): list, create, edit and the paper's questions. */
export const examsAdminRoutes: FeatureRoutes = {
  admin: [
    ...crud('exams', 'exams', 'exam', {
      list: () => import('./admin/routes/exams-list-page'),
      create: () => import('./admin/routes/exam-create-page'),
      edit: () => import('./admin/routes/exam-edit-page'),
    }).map(
      (route): AppRoute => ({
        ...route,
        handle: { ...route.handle, texts: [...(route.handle.texts ?? []), ...texts] },
      }),
    ),
    admin('/exams/:examId/exam-questions', 'adminPage.exams.questions', {
      permissions: read('exam-question'),
      breadcrumb: ['adminPage.exams.list', 'adminPage.exams.questions'],
      page: () => import('./admin/routes/exam-questions-page'),
      texts,
    }),
  ],
};
