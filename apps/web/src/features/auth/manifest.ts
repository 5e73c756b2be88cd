import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { authTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [authTexts];

export const authRoutes: FeatureRoutes = {
  site: [
    sitePage('/dang-nhap', 'page.login.title', () => import('./routes/login-page'), { texts }),
    sitePage('/dang-ky', 'page.register.title', () => import('./routes/register-page'), { texts }),
    sitePage('/quen-mat-khau', 'page.forgotPassword.title', () => import('./routes/forgot-password-page'), {
      texts,
    }),
    // Not in the spec: the link that the forgot-password e-mail points to.
    sitePage('/dat-lai-mat-khau', 'page.resetPassword.title', () => import('./routes/reset-password-page'), {
      texts,
    }),
    sitePage('/thong-tin-ca-nhan', 'page.profile.title', () => import('./routes/profile-page'), {
      requiresLogin: true,
      texts,
    }),
  ],
};
