import type { TokensResponse } from '@tutor/contract/auth';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { receiveFile } from '../../lib/upload-files';
import { requestLanguage } from '../../plugins/request-language';
import type { AvatarService } from './avatar';
import type { FirebaseSignIn } from './firebase';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { AuthService, IssuedTokens, RequestMeta } from './service';

export type AuthRoutesOptions = { auth: AuthService; avatars: AvatarService; firebase: FirebaseSignIn };

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) };
}

function signedIn(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** Hands out a session: the refresh token into its HttpOnly cookie, the rest as the JSON answer. */
function issue<T extends TokensResponse>(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedTokens<T>,
): T {
  setRefreshCookie(request, reply, issued.refreshToken, issued.response.refreshTokenExpiredTime);
  return issued.response;
}

function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
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
    async (request, reply) => issue(request, reply, await auth.login(request.body, meta(request))),
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
    async (request, reply) => issue(request, reply, await auth.register(request.body, meta(request))),
  );

  app.post(
    '/refresh-token',
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'Trade the refresh token (its HttpOnly cookie, or `refreshToken` in the body) for new tokens (rotation)',
        body: refreshBodySchema.nullish(),
        response: { 200: tokensResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? readRefreshCookie(request);
      try {
        if (!token) throw new AppError('REFRESH_TOKEN_INVALID');
        return issue(request, reply, await auth.refresh(token));
      } catch (error) {
        // A refused token is worth nothing: the browser forgets it (a server fault keeps it).
        if (error instanceof AppError) clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      // Never refused: an expired access token must not keep the session (or its cookie) alive.
      config: publicRoute,
      schema: {
        tags,
        summary:
          'End this browser session (named by the access token, the refresh cookie or body) and clear the cookie',
        body: logoutBodySchema.nullish(),
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout({
        accessToken: bearerToken(request),
        refreshToken: request.body?.refreshToken || readRefreshCookie(request),
      });
      clearRefreshCookie(request, reply);
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
    async (request, reply) =>
      issue(request, reply, await firebase.signIn(request.body.idToken, meta(request))),
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
