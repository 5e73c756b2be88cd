import type { AppModule } from '../shared/app-module';
import { adminExtraDataRoutes } from './routes';

export const extraDataModule: AppModule = {
  name: 'extra-data',
  adminRoutes: adminExtraDataRoutes,
};
