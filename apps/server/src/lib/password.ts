import { hash, verify } from '@node-rs/argon2';
import { createSemaphore } from './semaphore';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~100 ms here). Algorithm 2 is argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string | null, password: string): Promise<boolean>;
};

/**
 * Each hash holds ~19 MiB for ~100 ms: a pre-exam login rush would otherwise run hundreds at once and
 * exhaust memory. At most `concurrency` run together; the rest queue.
 */
export function createPasswordHasher(concurrency: number): PasswordHasher {
  const limit = createSemaphore(concurrency);
  // Compared against when the account does not exist, so an unknown username costs as much time as a
  // wrong password and the answer time does not reveal which accounts exist.
  const decoy = limit(() => hash('decoy-password-for-timing', OPTIONS));
  return {
    hash: (password) => limit(() => hash(password, OPTIONS)),
    async verify(passwordHash, password) {
      const target = passwordHash ?? (await decoy);
      const ok = await limit(() => verify(target, password).catch(() => false));
      return ok && passwordHash !== null;
    },
  };
}
