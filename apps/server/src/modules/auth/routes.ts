import {
  changePasswordBodySchema,
  firebaseBodySchema,
  forgotBodySchema,
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  meResponseSchema,
  okResponseSchema,
  refreshBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  tokensResponseSchema,
  updateMeBodySchema,
} from '@tutor/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { receiveFile } from '../../lib/upload-files';
import { requestLanguage } from '../../plugins/request-language';
import type { AvatarService } from './avatar';
import type { FirebaseSignIn } from './firebase';
import type { AuthService, RequestMeta } from './service';

export type AuthRoutesOptions = { auth: AuthService; avatars: AvatarService; firebase: FirebaseSignIn };

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}

function signedIn(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

const tags = ['auth'];
const publicRoute = { access: 'anonymous' } as const;

/** `/api/auth/*`: the common/auth client of spec §7. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, avatars, firebase },
) => {
  app.post(
    '/login',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in with username or email',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => auth.login(request.body, meta(request)),
  );

  app.post(
    '/register',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Create a student account and sign in',
        body: registerBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => auth.register(request.body, meta(request)),
  );

  app.post(
    '/refresh-token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Trade a refresh token for new tokens (rotation)',
        body: refreshBodySchema,
        response: { 200: tokensResponseSchema },
      },
    },
    (request) => auth.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      // Ends the session the token names when one is sent, else the one the refresh token names.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End this browser session',
        body: logoutBodySchema.optional(),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(request.auth?.sessionId, request.body?.refreshToken);
      return { ok: true as const };
    },
  );

  app.post(
    '/forgot',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Mail a single-use password reset link; the answer is the same whether the account exists',
        body: forgotBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await auth.forgot(request.body.email, meta(request), requestLanguage(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Choose a new password with a reset link token',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/firebase',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign in with a Firebase ID token',
        body: firebaseBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => firebase.signIn(request.body.idToken, meta(request)),
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: await auth.me(signedIn(request).userId) }),
  );

  app.put(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Update one’s own profile',
        body: updateMeBodySchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ user: await auth.updateMe(signedIn(request).userId, request.body) }),
  );

  app.put(
    '/me/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change one’s password; other sessions are signed out',
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const { userId, sessionId } = signedIn(request);
      await auth.changePassword(userId, sessionId, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/me/avatar',
    {
      config: { access: 'signed-in' },
      bodyLimit: app.config.uploads.maxImageBytes + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload an avatar image (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const { userId } = signedIn(request);
      const file = await receiveFile(request, app.config.uploads.maxImageBytes, 'ONLY_IMAGES');
      await avatars.replace(userId, file.path);
      return { user: await auth.me(userId) };
    },
  );
};
