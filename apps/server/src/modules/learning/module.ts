import { lessons } from '../../db/schema';
import type { AppModule } from '../shared/app-module';
import { adminLearningRoutes } from './admin-routes';
import { seedLearning } from './seed';
import { learningRoutes } from './storefront-routes';

/**
 * The course structure (thematics and lessons in chains, their files, copies) and what students do in it
 * (answer sheets, histories, ranks, progress, gifts). One domain: these share the lesson access rule and
 * the chain code, and the import graph keeps domains apart.
 */
export const learningModule: AppModule = {
  name: 'learning',
  routes: learningRoutes,
  adminRoutes: adminLearningRoutes,
  richText: [{ table: lessons, id: lessons.id, column: lessons.content }],
  seed: seedLearning,
};
