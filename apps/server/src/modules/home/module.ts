import type { AppModule } from '../shared/app-module';
import { homeRoutes } from './routes';

export const homeModule: AppModule = {
  name: 'home',
  routes: homeRoutes,
};
