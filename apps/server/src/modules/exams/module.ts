import { exams } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { adminExamsRoutes, publicExamsRoutes } from './routes';
import { seedExams } from './seed';
import { examPages } from './seo';

export const examsModule: AppModule = {
  name: 'exams',
  routes: publicExamsRoutes,
  adminRoutes: adminExamsRoutes,
  // Exam pages, the listing and the home's new exams are cached; admin writes here clear them.
  feedsPublicPages: true,
  richText: [{ table: exams, id: exams.id, column: exams.description }],
  detailPages: [examPages.detailPage],
  sitemap: { sources: [examPages.sitemap] },
  seed: seedExams,
};
