import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';

/*
 * The access token's verifier is hand-written on node:crypto (jose's WebCrypto verify was the largest
 * single cost of a signed-in call), so it is checked here against tokens jose signs, and against every
 * way a token can be bent that jose would refuse.
 */

const SECRET = 'unit-test-secret-0123456789abcdef-0123456789';
const SID = '6f1c2d3e-1234-4abc-8def-0123456789ab';
const tokens = createAccessTokens(SECRET, 600);
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed (HMAC-SHA256) with `secret`. */
const handMade = (header: unknown, payload: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const claims = (extra: Record<string, unknown> = {}) => ({ sub: '42', sid: SID, exp: now() + 60, ...extra });

async function codeOf(token: string): Promise<string> {
  try {
    await tokens.verify(token);
    return 'OK';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('access tokens', () => {
  it('verifies what it signs, and what jose signs with the same key', async () => {
    expect(await tokens.verify(await tokens.sign({ userId: 42, sessionId: SID }))).toEqual({
      userId: 42,
      sessionId: SID,
    });
    const byJose = await new SignJWT({ sid: SID.toUpperCase() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt()
      .setNotBefore(now() - 5)
      .setExpirationTime(now() + 60)
      .sign(key);
    expect(await tokens.verify(byJose)).toEqual({ userId: 7, sessionId: SID });
  });

  it('refuses other algorithms, alg none, extensions and headers that are not objects', async () => {
    const otherAlg = await new SignJWT({ sid: SID })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('42')
      .setExpirationTime(now() + 60)
      .sign(key);
    const none = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    for (const token of [
      otherAlg,
      none,
      handMade({ alg: 'none' }, claims()),
      handMade({ alg: 'hs256' }, claims()),
      handMade({ alg: 'HS256', crit: ['b64'], b64: false }, claims()),
      handMade(['HS256'], claims()),
      handMade('HS256', claims()),
    ])
      expect(await codeOf(token), token).toBe('ACCESS_TOKEN_INVALID');
  });

  it('refuses a tampered payload, another key, and anything but three clean base64url parts', async () => {
    const good = await tokens.sign({ userId: 42, sessionId: SID });
    const [header, body, signature] = good.split('.') as [string, string, string];
    for (const token of [
      `${header}.${b64(claims({ sub: '1' }))}.${signature}`,
      handMade({ alg: 'HS256' }, claims(), 'another-secret-0123456789abcdef-0123456789'),
      `${header}.${body}.${signature}x`,
      `${header}.${body}.${signature}=`,
      `${header}.${body}.${signature.slice(0, -2)}`,
      `${header}.${body}.${signature}.`,
      `${header}.${body}`,
      `${header}..${signature}`,
      ` ${good}`,
      `${header}.${body}.${signature.slice(0, 10)}*${signature.slice(11)}`,
      '',
      'abc',
    ])
      expect(await codeOf(token), token).toBe('ACCESS_TOKEN_INVALID');
  });

  it('says expired only of a genuine token, and needs exp, a current nbf and numeric times', async () => {
    expect(await codeOf(handMade({ alg: 'HS256' }, claims({ exp: now() - 1 })))).toBe('ACCESS_TOKEN_EXPIRED');
    expect(await codeOf(handMade({ alg: 'HS256' }, claims({ exp: now() })))).toBe('ACCESS_TOKEN_EXPIRED');
    expect(
      await codeOf(handMade({ alg: 'HS256' }, claims({ exp: now() - 1 }), 'another-secret-0123456789abcdef')),
    ).toBe('ACCESS_TOKEN_INVALID');
    for (const extra of [
      { exp: undefined },
      { exp: String(now() + 60) },
      { nbf: now() + 60 },
      { nbf: 'soon' },
      { iat: 'now' },
    ])
      expect(await codeOf(handMade({ alg: 'HS256' }, claims(extra))), JSON.stringify(extra)).toBe(
        'ACCESS_TOKEN_INVALID',
      );
    expect(await codeOf(handMade({ alg: 'HS256' }, 'a string'))).toBe('ACCESS_TOKEN_INVALID');
  });

  it('checks the claims’ shape: a positive integer subject and a UUID session', async () => {
    for (const extra of [{ sub: '0' }, { sub: '1e3' }, { sub: 42 }, { sid: 'not-a-uuid' }, { sid: 7 }])
      expect(await codeOf(handMade({ alg: 'HS256' }, claims(extra))), JSON.stringify(extra)).toBe(
        'ACCESS_TOKEN_INVALID',
      );
  });
});
