import { folderSchema } from '@tutor/contract/folders';
import type { AppModule } from '../shared/app-module';
import { adminFoldersRoutes } from './routes';
import { listAllFolders } from './service';

export const foldersModule: AppModule = {
  name: 'folders',
  adminRoutes: adminFoldersRoutes,
  extraData: { folders: { access: [], item: folderSchema, load: listAllFolders } },
};
