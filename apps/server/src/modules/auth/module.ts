import type { AppModule } from '../shared/app-module';
import { createAvatarService } from './avatar';
import { createFirebaseSignIn } from './firebase';
import { authRoutes } from './routes';
import { createAuthService } from './service';

export const authModule: AppModule = {
  name: 'auth',
  routes: async (api) => {
    const auth = createAuthService({
      db: api.db,
      config: api.config,
      passwords: api.passwords,
      accessTokens: api.accessTokens,
      rateLimiter: api.rateLimiter,
      mailer: api.mailer,
      log: api.log,
    });
    await api.register(authRoutes, {
      prefix: '/auth',
      auth,
      avatars: createAvatarService(api.db, api.storage),
      firebase: createFirebaseSignIn(api.config, api.db, auth),
    });
  },
};
