import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Config, ConfigError, isEmbedded, type Secrets } from '../config';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

const secretsSchema = z.object({ jwtSecret: z.string().min(32), cookieSecret: z.string().min(32) });

/** Row names in `app_secrets`. */
const ROW = { jwtSecret: 'jwt', cookieSecret: 'cookie' } as const satisfies Record<keyof Secrets, string>;

/**
 * The secrets this process signs with. Each comes from the environment when set (JWT_SECRET,
 * COOKIE_SECRET; production refuses to start without both, see config.ts). Outside production a missing
 * one is generated once and kept where every process that shares the data will find it:
 * - with DATABASE_URL, in the database (table `app_secrets`), so several processes, on one machine or
 *   many, sign and accept the same tokens;
 * - on the embedded database, in DATA_DIR/secrets.json (DATA_DIR is locked to one process anyway).
 * Call it after the database is migrated.
 */
export async function loadSecrets(config: Config, db: Db): Promise<Secrets> {
  const fromEnv = config.secrets;
  if (fromEnv.jwtSecret && fromEnv.cookieSecret) {
    return { jwtSecret: fromEnv.jwtSecret, cookieSecret: fromEnv.cookieSecret };
  }
  if (config.env === 'production') {
    // loadConfig already refuses this; a generated key must never sign production sessions.
    throw new ConfigError('NODE_ENV=production needs JWT_SECRET and COOKIE_SECRET (at least 32 characters).');
  }
  const generated = isEmbedded(config)
    ? secretsFromFile(config.dataDir)
    : // An installation that ran before secrets moved to the database keeps the keys of its file.
      await secretsFromDatabase(db, readSecretsFile(config.dataDir) ?? newSecrets());
  return {
    jwtSecret: fromEnv.jwtSecret ?? generated.jwtSecret,
    cookieSecret: fromEnv.cookieSecret ?? generated.cookieSecret,
  };
}

/**
 * The installation's generated secrets in the database: `candidates` are stored unless secrets are there
 * already (insert if absent), then what is stored is read back. Processes starting together each offer
 * their own candidates; the first insert wins and every process reads the winner.
 */
export async function secretsFromDatabase(db: Db, candidates: Secrets = newSecrets()): Promise<Secrets> {
  await db
    .insert(appSecrets)
    .values([
      { name: ROW.jwtSecret, value: candidates.jwtSecret },
      { name: ROW.cookieSecret, value: candidates.cookieSecret },
    ])
    .onConflictDoNothing({ target: appSecrets.name });
  const rows = await db
    .select({ name: appSecrets.name, value: appSecrets.value })
    .from(appSecrets)
    .where(inArray(appSecrets.name, [ROW.jwtSecret, ROW.cookieSecret]));
  const byName = new Map(rows.map((row) => [row.name, row.value]));
  const parsed = secretsSchema.safeParse({
    jwtSecret: byName.get(ROW.jwtSecret),
    cookieSecret: byName.get(ROW.cookieSecret),
  });
  if (!parsed.success) {
    throw new ConfigError(
      'The generated secrets in the database (table app_secrets) are damaged: delete its rows to generate new ones, or set JWT_SECRET and COOKIE_SECRET.',
    );
  }
  return parsed.data;
}

/** DATA_DIR/secrets.json, created (mode 600) on first use. For the embedded database only. */
export function secretsFromFile(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const secrets = readSecretsFile(dataDir);
    if (!secrets) throw new ConfigError(`${file} is damaged: delete it to generate new secrets.`);
    return secrets;
  }
  const secrets = newSecrets();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
}

function readSecretsFile(dataDir: string): Secrets | undefined {
  const file = path.join(dataDir, 'secrets.json');
  if (!fs.existsSync(file)) return undefined;
  const parsed = secretsSchema.safeParse(safeReadJson(file));
  return parsed.success ? parsed.data : undefined;
}

function newSecrets(): Secrets {
  return { jwtSecret: newSecret(), cookieSecret: newSecret() };
}

function newSecret() {
  return randomBytes(48).toString('base64url');
}

function safeReadJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
