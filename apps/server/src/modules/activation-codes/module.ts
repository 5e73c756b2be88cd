import type { AppModule } from '../shared/app-module';
import { adminActivationCodesRoutes, publicActivationCodesRoutes } from './routes';

/** Activation codes (issue 12): the admin's batches and the student's redemption. */
export const activationCodesModule: AppModule = {
  name: 'activation-codes',
  routes: publicActivationCodesRoutes,
  adminRoutes: adminActivationCodesRoutes,
};
