import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const authRoutes: FeatureRoutes = {
  site: [
    sitePage('/dang-nhap', 'page.login.title', () => import('./routes/login-page')),
    sitePage('/dang-ky', 'page.register.title', () => import('./routes/register-page')),
    sitePage('/quen-mat-khau', 'page.forgotPassword.title', () => import('./routes/forgot-password-page')),
    // Not in the spec: the link that the forgot-password e-mail points to.
    sitePage('/dat-lai-mat-khau', 'page.resetPassword.title', () => import('./routes/reset-password-page')),
    sitePage('/thong-tin-ca-nhan', 'page.profile.title', () => import('./routes/profile-page'), {
      requiresLogin: true,
    }),
  ],
};
