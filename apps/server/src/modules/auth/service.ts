import type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  TokensResponse,
  UpdateMeBody,
  UserInfo,
} from '@tutor/contract/auth';
import { isValidEmail, isValidUsername } from '@tutor/contract/checks';
import { canEnterAdmin } from '@tutor/contract/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import type { PasswordHasher } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken, sha256 } from '../../lib/tokens';
import type { AccessTokens } from './access-token';
import * as repo from './repository';
import { uniqueUserError } from './repository';

export type RequestMeta = { ip: string; userAgent: string };

/**
 * Tokens for a signed-in session: `response` is the JSON answer; `refreshToken` goes only into the
 * HttpOnly cookie the route sets (routes.ts), never into a body or a log.
 */
export type IssuedTokens<T extends TokensResponse = LoginResponse> = { response: T; refreshToken: string };

/**
 * What was typed in the login form's "username or email" field, in NFC: an email, a username, or
 * neither (look-alike letters, invisible characters…), which can match no account and is not looked up.
 */
export function loginIdentifier(typed: string): { kind: 'username' | 'email'; value: string } | undefined {
  const value = typed.normalize('NFC').trim();
  if (isValidEmail(value)) return { kind: 'email', value };
  if (isValidUsername(value)) return { kind: 'username', value };
  return undefined;
}

export type AuthServiceDeps = {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

/**
 * Attempts are counted before the password is checked, so a burst is counted in full; a correct sign-in
 * then takes its own attempt back (see `login`). Sign-in has three walls (README, "Rate limits"):
 * - per address, whatever the accounts;
 * - per account and address: one address guessing one account is stopped after 10;
 * - per account, every address together: a cap one address alone can never reach (it gets at most
 *   6 × 10 tries an hour), so a stranger cannot lock a student out, while a spread-out guess still ends.
 */
const LIMITS = {
  loginPerIp: { max: 30, windowS: 600 },
  loginPerAccountAndIp: { max: 10, windowS: 600 },
  loginPerAccount: { max: 100, windowS: 3600 },
  forgotPerIp: { max: 10, windowS: 3600 },
  forgotPerEmail: { max: 3, windowS: 3600 },
  registerPerIp: { max: 10, windowS: 3600 },
} as const;

/**
 * Two tabs refreshing with the same token at the same moment is normal; a rotated token coming back
 * later means it was copied. Within this window a reuse gets fresh tokens; after it, the session dies.
 */
const REUSE_GRACE_MS = 30_000;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, passwords, accessTokens, rateLimiter } = deps;

  async function limit(key: string, rule: { max: number; windowS: number }) {
    const result = await rateLimiter.hit(key, rule.max, rule.windowS);
    if (!result.allowed)
      throw new AppError('TOO_MANY_REQUESTS', { logMessage: `rate limited: ${key.split(':')[0]}` });
  }

  async function userInfo(dbOrTx: DbOrTx, userId: number): Promise<UserInfo> {
    const info = await repo.loadUserInfo(dbOrTx, userId);
    if (!info) throw new AppError('USER_NOT_FOUND');
    return info;
  }

  /** Opens a session for a user who proved who they are, and hands out its tokens. */
  async function startSession(userId: number, meta: RequestMeta): Promise<IssuedTokens> {
    const refreshToken = randomToken();
    const expiresAt = new Date(Date.now() + config.auth.refreshTokenTtlS * 1000);
    const { sessionId, user } = await db.transaction(async (tx) => {
      const user = await userInfo(tx, userId);
      // A student keeps one browser: signing in here ends the others, whose next call is told why.
      if (config.auth.singleSession && !canEnterAdmin(roleGrantee(user))) {
        await repo.revokeUserSessions(tx, userId, 'replaced');
      }
      const sessionId = await repo.createSession(tx, { userId, ...meta, expiresAt });
      await repo.insertRefreshToken(tx, { sessionId, tokenHash: sha256(refreshToken), expiresAt });
      return { sessionId, user };
    });
    return {
      response: {
        accessToken: await accessTokens.sign({ userId, sessionId }),
        refreshTokenExpiredTime: config.auth.refreshTokenTtlS,
        user,
      },
      refreshToken,
    };
  }

  return {
    async login(body: LoginBody, meta: RequestMeta): Promise<IssuedTokens> {
      const ipKey = `login-ip:${meta.ip}`;
      await limit(ipKey, LIMITS.loginPerIp);
      const identifier = loginIdentifier(body.username);
      const user = identifier ? await repo.findUserByLogin(db, identifier) : undefined;
      // One counter per account whichever spelling was typed (username, email, any case); text that
      // names no account is counted by its normalised form.
      const account = user ? `id:${user.id}` : `text:${body.username.normalize('NFC').trim().toLowerCase()}`;
      const pairKey = `login-account-ip:${account}@${meta.ip}`;
      const accountKey = `login-account:${account}`;
      await limit(pairKey, LIMITS.loginPerAccountAndIp);
      await limit(accountKey, LIMITS.loginPerAccount);
      const isValid = await passwords.verify(user?.passwordHash ?? null, body.password);
      if (!user || !isValid) throw new AppError('LOGIN_INFO_INVALID');
      // Said only to someone who knows the password, so it reveals nothing to a guesser.
      if (user.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
      // The owner's own sign-in: their address starts afresh on the account, and the attempt is given
      // back to the address and account counters (a class signing in behind one school address).
      await Promise.all([
        rateLimiter.reset(pairKey),
        rateLimiter.refund(ipKey),
        rateLimiter.refund(accountKey),
      ]);
      return startSession(user.id, meta);
    },

    async register(body: RegisterBody, meta: RequestMeta): Promise<IssuedTokens> {
      await limit(`register-ip:${meta.ip}`, LIMITS.registerPerIp);
      const taken = await repo.findTaken(db, { username: body.username, email: body.email });
      if (taken.username) throw new AppError('USERNAME_ALREADY_IN_USE');
      if (taken.email) throw new AppError('EMAIL_ALREADY_IN_USE');
      const passwordHash = await passwords.hash(body.password);
      let userId: number;
      try {
        const [row] = await db
          .insert(users)
          .values({
            username: body.username,
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone ?? '',
            roleId: await repo.defaultSignupRoleId(db),
          })
          .returning({ id: users.id });
        userId = row?.id ?? 0;
      } catch (error) {
        throw uniqueUserError(error) ?? error;
      }
      return startSession(userId, meta);
    },

    async refresh(refreshToken: string): Promise<IssuedTokens<TokensResponse>> {
      const outcome = await db.transaction(async (tx) => {
        const token = await repo.lockRefreshToken(tx, sha256(refreshToken));
        if (!token) throw new AppError('REFRESH_TOKEN_INVALID');
        if (token.is_session_revoked) {
          throw new AppError(
            token.session_revoked_reason === 'replaced' ? 'LOGGED_IN_ELSEWHERE' : 'REFRESH_TOKEN_INVALID',
          );
        }
        if (token.is_expired) throw new AppError('REFRESH_TOKEN_INVALID');
        if (token.used_ms_ago !== null && token.used_ms_ago > REUSE_GRACE_MS) {
          await repo.revokeSession(tx, token.session_id, 'reuse');
          // Returned, not thrown: the revocation must commit, the stolen family stays dead.
          return { isReuse: true as const };
        }
        const [status] = await tx
          .select({ status: users.status })
          .from(users)
          .where(eq(users.id, token.user_id));
        if (status?.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
        if (token.used_ms_ago === null) await repo.markRefreshTokenUsed(tx, token.id);
        const next = randomToken();
        await repo.insertRefreshToken(tx, {
          sessionId: token.session_id,
          tokenHash: sha256(next),
          expiresAt: new Date(Date.now() + token.session_remaining_s * 1000),
        });
        await repo.touchSession(tx, token.session_id);
        const remainingS = token.session_remaining_s;
        return {
          isReuse: false as const,
          userId: token.user_id,
          sessionId: token.session_id,
          next,
          remainingS,
        };
      });
      if (outcome.isReuse)
        throw new AppError('REFRESH_TOKEN_INVALID', { logMessage: 'rotated refresh token reused' });
      return {
        response: {
          accessToken: await accessTokens.sign({ userId: outcome.userId, sessionId: outcome.sessionId }),
          refreshTokenExpiredTime: outcome.remainingS,
        },
        refreshToken: outcome.next,
      };
    },

    /**
     * Ends the session named by a valid access token and the one of a refresh token, whichever came.
     * Nothing is refused: an expired or unknown token simply ends nothing.
     */
    async logout({ accessToken, refreshToken }: { accessToken?: string; refreshToken?: string }) {
      const claims = accessToken ? await accessTokens.verify(accessToken).catch(() => undefined) : undefined;
      if (claims) await repo.revokeSession(db, claims.sessionId, 'logout');
      if (refreshToken) {
        await db.transaction(async (tx) => {
          const token = await repo.lockRefreshToken(tx, sha256(refreshToken));
          if (token) await repo.revokeSession(tx, token.session_id, 'logout');
        });
      }
    },

    async forgot(email: string, meta: RequestMeta, language: 'vi' | 'en') {
      await limit(`forgot-ip:${meta.ip}`, LIMITS.forgotPerIp);
      await limit(`forgot-email:${email.toLowerCase()}`, LIMITS.forgotPerEmail);
      const user = await repo.findUserByEmail(db, email);
      if (user?.status !== 'ACTIVE') return;
      const token = randomToken();
      await repo.insertResetToken(db, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + config.auth.passwordResetTtlS * 1000),
      });
      const link = `${config.publicUrl}/dat-lai-mat-khau?token=${token}`;
      const minutes = Math.round(config.auth.passwordResetTtlS / 60);
      // Not awaited: the answer must take as long whether or not the account exists.
      deps.mailer
        .send(resetMail(user.email, user.firstName || user.username, link, minutes, language))
        .catch((error) => {
          deps.log.error({ err: error, userId: user.id }, 'password reset mail failed');
        });
    },

    async resetPassword(body: ResetPasswordBody) {
      const passwordHash = await passwords.hash(body.password);
      await db.transaction(async (tx) => {
        const token = await repo.takeResetToken(tx, sha256(body.token));
        if (!token) throw new AppError('RESET_TOKEN_INVALID');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, token.userId));
        // Whoever knew the old password is signed out everywhere.
        await repo.revokeUserSessions(tx, token.userId, 'password');
      });
    },

    me: (userId: number) => userInfo(db, userId),

    async updateMe(userId: number, body: UpdateMeBody): Promise<UserInfo> {
      const taken = await repo.findTaken(db, { email: body.email }, userId);
      if (taken.email) throw new AppError('EMAIL_ALREADY_IN_USE');
      try {
        await db
          .update(users)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(users.id, userId));
      } catch (error) {
        throw uniqueUserError(error) ?? error;
      }
      return userInfo(db, userId);
    },

    async changePassword(userId: number, sessionId: string, body: ChangePasswordBody) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!(await passwords.verify(row?.passwordHash ?? null, body.currentPassword)))
        throw new AppError('WRONG_PASSWORD');
      const passwordHash = await passwords.hash(body.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await repo.revokeUserSessions(tx, userId, 'password', sessionId);
      });
    },

    startSession,
    userInfo: (userId: number) => userInfo(db, userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

export function roleGrantee(user: Pick<UserInfo, 'role' | 'permissions'>) {
  return { roleAcp: user.role?.roleAcp ?? false, permissions: user.permissions };
}

function resetMail(to: string, name: string, link: string, minutes: number, language: 'vi' | 'en') {
  if (language === 'en') {
    return {
      to,
      subject: 'Reset your ToánHay password',
      text: `Hello ${name},\n\nOpen this link to choose a new password (valid for ${minutes} minutes, once):\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays the same.\n`,
    };
  }
  return {
    to,
    subject: 'Đặt lại mật khẩu ToánHay',
    text: `Xin chào ${name},\n\nMở liên kết sau để đặt mật khẩu mới (dùng được một lần, trong ${minutes} phút):\n${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.\n`,
  };
}
