import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

export type AccessClaims = { userId: number; sessionId: string };

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
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string')
          throw new AppError('ACCESS_TOKEN_INVALID');
        return { userId, sessionId: payload.sid };
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
