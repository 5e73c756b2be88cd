import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { randomToken } from '../../lib/tokens';
import * as repo from './repository';
import { uniqueUserError } from './repository';
import type { AuthService, IssuedTokens, RequestMeta } from './service';

type FirebaseClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
};

/**
 * Sign-in through Firebase Authentication (spec §7 POST /auth/firebase): the ID token is verified
 * against Google's published keys, for this project's issuer and audience; the account is found by
 * its Firebase uid, else by its verified email (and linked), else created as a student.
 */
export function createFirebaseSignIn(config: Config, db: Db, auth: AuthService) {
  const { projectId, jwksUrl } = config.firebase;
  const keys = projectId ? createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000 }) : undefined;

  async function verify(idToken: string): Promise<FirebaseClaims> {
    if (!keys || !projectId) throw new AppError('IDENTITY_PROVIDER_NOT_CONFIGURED');
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
      return payload as FirebaseClaims;
    } catch (error) {
      throw new AppError('LOGIN_INFO_INVALID', { cause: error, logMessage: 'firebase token rejected' });
    }
  }

  async function findOrCreate(claims: FirebaseClaims): Promise<number> {
    const byUid = await repo.findUserByFirebaseUid(db, claims.sub);
    if (byUid) return byUid.id;
    const email = claims.email?.trim();
    // An unverified address could belong to someone else: never link or create on it.
    if (!email || claims.email_verified !== true) throw new AppError('LOGIN_INFO_INVALID');
    const byEmail = await repo.findUserByEmail(db, email);
    if (byEmail) {
      await db
        .update(users)
        .set({ firebaseUid: claims.sub, updatedAt: new Date() })
        .where(eq(users.id, byEmail.id));
      return byEmail.id;
    }
    const [first, ...rest] = (claims.name ?? '').trim().split(/\s+/).filter(Boolean);
    try {
      const [row] = await db
        .insert(users)
        .values({
          username: await freeUsername(email),
          email,
          passwordHash: null,
          // Vietnamese names put the given name last.
          firstName: rest.length > 0 ? (rest.at(-1) ?? '') : (first ?? ''),
          lastName: rest.length > 0 ? [first, ...rest.slice(0, -1)].join(' ') : '',
          avatar: claims.picture?.startsWith('https://') ? claims.picture : null,
          firebaseUid: claims.sub,
          roleId: await repo.defaultSignupRoleId(db),
        })
        .returning({ id: users.id });
      return row?.id ?? 0;
    } catch (error) {
      throw uniqueUserError(error) ?? error;
    }
  }

  /** A username from the mail's local part, padded to the 8-character minimum and made unique. */
  async function freeUsername(email: string): Promise<string> {
    const base =
      (email.split('@')[0] ?? 'user')
        .toLowerCase()
        .replace(/[^a-z0-9._-]/g, '')
        .slice(0, 40) || 'user';
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate =
        attempt === 0 && base.length >= 8 ? base : `${base}-${randomToken().slice(0, 6).toLowerCase()}`;
      const taken = await repo.findTaken(db, { username: candidate });
      if (!taken.username) return candidate;
    }
    return `user-${randomToken().slice(0, 12).toLowerCase()}`;
  }

  return {
    async signIn(idToken: string, meta: RequestMeta): Promise<IssuedTokens> {
      const userId = await findOrCreate(await verify(idToken));
      const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
      if (row?.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
      return auth.startSession(userId, meta);
    },
  };
}
export type FirebaseSignIn = ReturnType<typeof createFirebaseSignIn>;
