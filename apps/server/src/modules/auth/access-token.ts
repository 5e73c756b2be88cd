import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

export type AccessClaims = { userId: number; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Short-lived HS256 JWTs carrying the user and the session. The session id is what makes revocation
 * work: every request checks that session, so logging out or signing in elsewhere ends access at once.
 */
export function createAccessTokens(secret: string, ttlS: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlS)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims> {
      try {
        // Only HS256: tokens claiming `alg: none` or any other algorithm are refused before anything else.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        // Signed claims are still checked for shape: the session id goes into SQL, where anything but a
        // UUID would fail as a server error (a token signed with a leaked or test key, a future format).
        const sub = typeof payload.sub === 'string' ? payload.sub : '';
        const userId = /^[1-9]\d*$/.test(sub) ? Number(sub) : Number.NaN;
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || !UUID.test(payload.sid))
          throw new AppError('ACCESS_TOKEN_INVALID');
        return { userId, sessionId: payload.sid.toLowerCase() };
      } catch (error) {
        if (error instanceof AppError) throw error;
        // jose checks the signature before the claims, so only a genuine token can be "expired".
        if (error instanceof errors.JWTExpired) throw new AppError('ACCESS_TOKEN_EXPIRED');
        throw new AppError('ACCESS_TOKEN_INVALID');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
