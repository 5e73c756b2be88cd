import type { AppModule } from '../shared/app-module';
import { customDataRoutes } from './routes';

export const customDataModule: AppModule = {
  name: 'custom-data',
  routes: customDataRoutes,
};
