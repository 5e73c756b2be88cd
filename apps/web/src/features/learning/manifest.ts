import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { learningTexts } from './i18n/texts';

/** Every page of the feature loads its texts with it. */
const texts = [learningTexts];

/**
 * The learning screen and a submission's page: app-like screens rendered in the browser (no prefetch),
 * each its own chunk, loaded when a student opens a lesson; the video player is a further chunk.
 */
export const learningRoutes: FeatureRoutes = {
  site: [
    sitePage('/bai-giang/:courseId/:id/:slug', 'page.lesson.title', () => import('./routes/lesson-page'), {
      breadcrumb: ['page.myCourses.title', 'page.lesson.title'],
      texts,
    }),
    sitePage(
      '/lich-su/:courseId/:lessonId/:slug/:id',
      'page.lessonHistory.title',
      () => import('./routes/history-page'),
      { breadcrumb: ['page.myCourses.title', 'page.lessonHistory.title'], requiresLogin: true, texts },
    ),
  ],
};
