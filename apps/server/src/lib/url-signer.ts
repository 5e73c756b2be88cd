import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures for addresses the server hands out and later accepts without a session (a video stream a
 * `<video>` element fetches, with no Authorization header). The key is derived from the installation's
 * secret (lib/secrets.ts) for this one use, so a URL signature can never be replayed as a cookie or a
 * token signature, and each `purpose` signs in its own domain.
 */
export function createUrlSigner(secret: string) {
  const key = createHmac('sha256', secret).update('url-signer/v1').digest();
  const mac = (purpose: string, parts: readonly (string | number)[]) =>
    createHmac('sha256', key)
      .update(`${purpose}\n${parts.map(String).join('\n')}`)
      .digest('base64url')
      // 128 bits: plenty against guessing, and keeps the URL short.
      .slice(0, 22);
  return {
    sign: mac,
    verify(purpose: string, parts: readonly (string | number)[], signature: string): boolean {
      const expected = Buffer.from(mac(purpose, parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
