import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type Config, ConfigError, type Secrets } from '../config';

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32), cookieSecret: z.string().min(32) });

/**
 * Secrets come from the environment; outside production a missing one is generated once and kept in
 * DATA_DIR/secrets.json, so restarts keep sessions valid without any setup. (Production refuses to
 * start without them: see config.ts.)
 */
export function resolveSecrets(config: Config): Secrets {
  if (config.secrets) return config.secrets;
  const file = path.join(config.dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const parsed = secretsFileSchema.safeParse(safeReadJson(file));
    if (!parsed.success) throw new ConfigError(`${file} is damaged: delete it to generate new secrets.`);
    return parsed.data;
  }
  const secrets = { jwtSecret: newSecret(), cookieSecret: newSecret() };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
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
