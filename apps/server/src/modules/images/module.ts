import { extraDataImageSchema } from '@tutor/contract/images';
import type { AppModule } from '../shared/app-module';
import { adminImagesRoutes, publicImagesRoutes } from './routes';
import { latestImages } from './service';

export const imagesModule: AppModule = {
  name: 'images',
  routes: publicImagesRoutes,
  adminRoutes: adminImagesRoutes,
  feedsPublicPages: true,
  extraData: { images: { access: [], item: extraDataImageSchema, load: latestImages } },
};
