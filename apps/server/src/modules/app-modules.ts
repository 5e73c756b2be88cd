import { activationCodesModule } from './activation-codes/module';
import { authModule } from './auth/module';
import { bannersModule } from './banners/module';
import { booksModule } from './books/module';
import { categoriesModule } from './categories/module';
import { checkoutModule } from './checkout/module';
import { combosModule } from './combos/module';
import { courseGroupsModule } from './course-groups/module';
import { coursesModule } from './courses/module';
import { customDataModule } from './custom-data/module';
import { documentsModule } from './documents/module';
import { embedLivesModule } from './embed-lives/module';
import { enrollmentsModule } from './enrollments/module';
import { examReportsModule } from './exam-reports/module';
import { examSessionsModule } from './exam-sessions/module';
import { examsModule } from './exams/module';
import { extraDataModule } from './extra-data/module';
import { foldersModule } from './folders/module';
import { homeModule } from './home/module';
import { imagesModule } from './images/module';
import { learningModule } from './learning/module';
import { menusModule } from './menus/module';
import { newsModule } from './news/module';
import { notificationsModule } from './notifications/module';
import { orderAdminModule } from './order-admin/module';
import { pagesModule } from './pages/module';
import { paymentsModule } from './payments/module';
import { permissionsModule } from './permissions/module';
import { questionImportModule } from './question-import/module';
import { questionsModule } from './questions/module';
import { rolesModule } from './roles/module';
import { rulesModule } from './rules/module';
import { seoModule } from './seo/module';
import type { AppModule } from './shared/app-module';
import { siteSettingsModule } from './site-settings/module';
import { slideshowsModule } from './slideshows/module';
import { systemModule } from './system/module';
import { tagsModule } from './tags/module';
import { usersModule } from './users/module';
import { videosModule } from './videos/module';

/**
 * Every domain of the server, one line each. The order is the order of demo data (site settings and
 * users before the catalogue) and of the sitemap (categories before their items).
 */
export const appModules: readonly AppModule[] = [
  systemModule,
  siteSettingsModule,
  authModule,
  usersModule,
  rolesModule,
  permissionsModule,
  rulesModule,
  extraDataModule,
  categoriesModule,
  tagsModule,
  foldersModule,
  imagesModule,
  booksModule,
  combosModule,
  courseGroupsModule,
  coursesModule,
  enrollmentsModule,
  documentsModule,
  learningModule,
  examsModule,
  checkoutModule,
  paymentsModule,
  activationCodesModule,
  notificationsModule,
  orderAdminModule,
  videosModule,
  questionsModule,
  questionImportModule,
  examSessionsModule,
  examReportsModule,
  menusModule,
  slideshowsModule,
  bannersModule,
  embedLivesModule,
  newsModule,
  pagesModule,
  homeModule,
  customDataModule,
  seoModule,
];
