import type { AppModule } from '../shared/app-module';
import { publicSimpleOrdersRoutes } from './routes';

export const simpleOrdersModule: AppModule = {
  name: 'simple-orders',
  routes: publicSimpleOrdersRoutes,
};
