import path from 'node:path';
import { z } from 'zod';
import { type AllowedHost, DEFAULT_ALLOWED_HOSTS, parseAllowedHosts } from './lib/public-origin';

/**
 * Every environment variable the server reads, typed, with its default, in one place.
 * The README's configuration table mirrors this file.
 */
const MB = 1024 * 1024;

const intFrom = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: intFrom(3000),
  HOST: z.string().trim().default('localhost'),
  DATA_DIR: z.string().trim().default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z.string().trim().default('toanhay:'),
  PUBLIC_URL: optionalText,
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const { hosts, invalid } = parseAllowedHosts(v || DEFAULT_ALLOWED_HOSTS);
      if (invalid.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not a host name: ${invalid.join(', ')}` });
        return z.NEVER;
      }
      return hosts;
    }),
  API_DOCS: optionalText.pipe(z.enum(['open', 'off']).optional()),
  STORAGE_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  BODY_LIMIT_KB: intFrom(1024),
  UPLOAD_MAX_IMAGE_MB: intFrom(5),
  UPLOAD_MAX_FILE_MB: intFrom(500),
  REQUEST_TIMEOUT_MS: intFrom(300_000),
  KEEP_ALIVE_TIMEOUT_MS: intFrom(72_000),
  JWT_SECRET: optionalText,
  COOKIE_SECRET: optionalText,
  ACCESS_TOKEN_TTL_S: intFrom(15 * 60),
  REFRESH_TOKEN_TTL_S: intFrom(30 * 24 * 3600),
  PASSWORD_RESET_TTL_S: intFrom(30 * 60),
  SINGLE_SESSION: z
    .string()
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  ARGON2_CONCURRENCY: intFrom(2),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().default('ToánHay <no-reply@toanhay.vn>'),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_JWKS_URL: z
    .string()
    .trim()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
});

export type Secrets = { jwtSecret: string; cookieSecret: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where the embedded database, generated secrets and (by default) uploaded files live. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so several installations (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  publicUrl: string;
  /** PUBLIC_URL was set: canonical URLs and the sitemap use it; otherwise they follow the request's host. */
  publicUrlConfigured: boolean;
  /** Without PUBLIC_URL, the request hosts that links may follow; any other host gets `publicUrl`. */
  allowedHosts: AllowedHost[];
  /** open: the OpenAPI document and its UI at /api/docs for anyone; off: not served. */
  apiDocs: 'open' | 'off';
  storageDir: string;
  /** The built web app; absent in server-only tests. */
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  bodyLimitBytes: number;
  uploads: { maxImageBytes: number; maxFileBytes: number };
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Undefined until resolved: from the environment, or generated once into DATA_DIR (embedded only). */
  secrets: Secrets | undefined;
  auth: {
    accessTokenTtlS: number;
    refreshTokenTtlS: number;
    passwordResetTtlS: number;
    /** Students (users who cannot enter the back office) keep one signed-in browser at a time. */
    singleSession: boolean;
    /** argon2id costs ~19 MiB per hash: this many run at once, the rest wait their turn. */
    hashConcurrency: number;
  };
  /** Unset: mails are written to DATA_DIR/outbox instead of sent. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Unset project id: sign-in with the identity provider answers IDENTITY_PROVIDER_NOT_CONFIGURED. */
  firebase: { projectId: string | undefined; jwksUrl: string };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = findRepoRootFrom(import.meta.dirname);

/** The source lives in src/, the bundle in dist/: both sit two levels under apps/server's parent. */
function findRepoRootFrom(dir: string): string {
  const parts = dir.split(path.sep);
  const at = parts.lastIndexOf('apps');
  return at >= 0 ? parts.slice(0, at).join(path.sep) || path.sep : '.';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.DATABASE_URL) {
    throw new ConfigError(
      'NODE_ENV=production needs DATABASE_URL: the embedded database is for development and small sites only.',
    );
  }
  const missingSecrets = ['JWT_SECRET', 'COOKIE_SECRET'].filter((k) => !e[k as 'JWT_SECRET']);
  if (isProduction && missingSecrets.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production needs ${missingSecrets.join(' and ')} (at least 32 characters).`,
    );
  }
  // Without it, links in pages, the sitemap and mails would have to come from the request's Host, which
  // the caller chooses and a shared cache could keep.
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError(
      'NODE_ENV=production needs PUBLIC_URL, the address users reach (e.g. https://toanhay.vn).',
    );
  }
  if (e.PUBLIC_URL !== undefined && !/^https?:\/\/[^/?#\s]+\/*$/i.test(e.PUBLIC_URL)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address without a path, got "${e.PUBLIC_URL}".`);
  }
  for (const key of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
    const value = e[key];
    if (value !== undefined && value.length < 32)
      throw new ConfigError(`${key} must be at least 32 characters.`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    allowedHosts: e.ALLOWED_HOSTS,
    // The document lists every back-office route: a production site does not publish it unless asked.
    apiDocs: e.API_DOCS ?? (isProduction ? 'off' : 'open'),
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    uploads: { maxImageBytes: e.UPLOAD_MAX_IMAGE_MB * MB, maxFileBytes: e.UPLOAD_MAX_FILE_MB * MB },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    secrets:
      e.JWT_SECRET && e.COOKIE_SECRET
        ? { jwtSecret: e.JWT_SECRET, cookieSecret: e.COOKIE_SECRET }
        : undefined,
    auth: {
      accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
      refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
      passwordResetTtlS: e.PASSWORD_RESET_TTL_S,
      singleSession: e.SINGLE_SESSION,
      hashConcurrency: Math.max(1, e.ARGON2_CONCURRENCY),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    firebase: { projectId: e.FIREBASE_PROJECT_ID, jwksUrl: e.FIREBASE_JWKS_URL },
  };
}

export const isEmbedded = (config: Pick<Config, 'databaseUrl'>) => config.databaseUrl === undefined;
