import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';

export type AccessClaims = { userId: number; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A JWT part: base64url without padding (Node's decoder skips other characters; we refuse them). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A part decoded as a JSON object, or undefined. */
function jsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Short-lived HS256 JWTs carrying the user and the session. The session id is what makes revocation
 * work: every request checks that session, so logging out or signing in elsewhere ends access at once.
 *
 * Signing uses jose. Verifying, on every signed-in call, is node:crypto's HMAC, synchronously: jose
 * verifies through WebCrypto, whose promise-based job cost ~130 µs of the main thread per call in the
 * exam burst's profile (16 % of the server's busy time; bench/README.md), against ~6 µs here. The rules
 * are jose's as this app used them, stricter where it costs nothing: exactly three base64url parts; a
 * header that is a JSON object with `alg` exactly HS256 and no `crit` (no extension is understood); the
 * signature compared in constant time before anything of the payload is read; then `exp` required and
 * in the future (else ACCESS_TOKEN_EXPIRED), `nbf` and `iat` numbers when present, `nbf` not ahead.
 */
export function createAccessTokens(secret: string, ttlS: number) {
  const key = new TextEncoder().encode(secret);
  const hmacKey = createSecretKey(key);
  const invalid = () => new AppError('ACCESS_TOKEN_INVALID');
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
      const parts = token.split('.');
      if (parts.length !== 3) throw invalid();
      const [header, body, signature] = parts as [string, string, string];
      if (!BASE64URL.test(header) || !BASE64URL.test(body) || !BASE64URL.test(signature)) throw invalid();
      // Only HS256: tokens claiming `alg: none` or any other algorithm are refused before anything else.
      const protectedHeader = jsonPart(header);
      if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) throw invalid();
      const expected = createHmac('sha256', hmacKey).update(`${header}.${body}`).digest();
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();

      // Only a genuine token gets this far, so only a genuine token can be "expired".
      const payload = jsonPart(body);
      if (!payload) throw invalid();
      const now = Math.floor(Date.now() / 1000);
      const { exp, nbf, iat } = payload;
      if (typeof exp !== 'number' || !Number.isFinite(exp)) throw invalid();
      if ((nbf !== undefined && typeof nbf !== 'number') || (iat !== undefined && typeof iat !== 'number'))
        throw invalid();
      if (typeof nbf === 'number' && nbf > now) throw invalid();
      if (exp <= now) throw new AppError('ACCESS_TOKEN_EXPIRED');
      // Signed claims are still checked for shape: the session id goes into SQL, where anything but a
      // UUID would fail as a server error (a token signed with a leaked or test key, a future format).
      const sub = typeof payload.sub === 'string' ? payload.sub : '';
      const userId = /^[1-9]\d*$/.test(sub) ? Number(sub) : Number.NaN;
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || !UUID.test(payload.sid))
        throw invalid();
      return { userId, sessionId: payload.sid.toLowerCase() };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
