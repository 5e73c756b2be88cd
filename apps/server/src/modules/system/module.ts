import type { AppModule } from '../shared/app-module';
import { systemRoutes } from './routes';

export const systemModule: AppModule = {
  name: 'system',
  routes: systemRoutes,
};
