import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a URL or a cookie (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes: a database leak must not hand out live sessions or reset links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
