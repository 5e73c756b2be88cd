import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { examTakingTexts } from './i18n/texts';

const texts = [examTakingTexts];
const examCrumbs = ['page.examCategory.title', 'page.exam.title'];

/**
 * Taking an exam or a lesson exam, and the result pages: app-like screens for signed-in students,
 * rendered in the browser (no prefetch), each its own chunk, so the storefront's first load carries none
 * of it.
 */
export const examTakingRoutes: FeatureRoutes = {
  site: [
    sitePage('/de-thi-cua-toi', 'page.myExams.title', () => import('./routes/my-exams-page'), {
      requiresLogin: true,
      texts,
    }),
    sitePage('/de-thi/:id/:slug/lam-bai', 'page.examTake.title', () => import('./routes/take-exam-page'), {
      breadcrumb: [...examCrumbs, 'page.examTake.title'],
      requiresLogin: true,
      texts,
    }),
    sitePage(
      '/de-thi/:examId/:id/:slug/ket-qua',
      'page.examResult.title',
      () => import('./routes/exam-result-page'),
      { breadcrumb: [...examCrumbs, 'page.examResult.title'], requiresLogin: true, texts },
    ),
    sitePage(
      '/lam-bai-thi/:courseId/:id/:slug',
      'page.lessonExam.title',
      () => import('./routes/take-lesson-exam-page'),
      { breadcrumb: ['page.myCourses.title', 'page.lessonExam.title'], requiresLogin: true, texts },
    ),
    sitePage(
      '/ket-qua-thi/:courseId/:lessonId/:slug/:id',
      'page.lessonExamResult.title',
      () => import('./routes/lesson-exam-result-page'),
      { breadcrumb: ['page.myCourses.title', 'page.lessonExamResult.title'], requiresLogin: true, texts },
    ),
  ],
};
