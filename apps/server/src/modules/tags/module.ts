import { tagSchema } from '@tutor/contract/categories';
import type { AppModule } from '../shared/app-module';
import { adminTagsRoutes } from './routes';
import { listAllTags } from './service';

export const tagsModule: AppModule = {
  name: 'tags',
  adminRoutes: adminTagsRoutes,
  extraData: { tags: { access: [], item: tagSchema, load: listAllTags } },
};
