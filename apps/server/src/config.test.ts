import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { secretsFromFile } from './lib/secrets';

const SECRET = 'a'.repeat(32);

describe('loadConfig', () => {
  it('has working defaults for the two-command start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.storageDir).toBe(path.resolve('data/storage'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(config.uploads.maxImageBytes).toBe(5 * 1024 * 1024);
    expect(config.secrets).toEqual({});
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/tutor',
      DATABASE_URL: 'postgres://u:p@db:5432/tutor',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://toanhay.vn/',
      STORAGE_DIR: '/srv/files',
      UPLOAD_MAX_IMAGE_MB: '2',
      UPLOAD_MAX_FILE_MB: '50',
      JWT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/tutor',
      databaseUrl: 'postgres://u:p@db:5432/tutor',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://toanhay.vn',
      storageDir: '/srv/files',
      uploads: { maxImageBytes: 2 * 1024 * 1024, maxFileBytes: 50 * 1024 * 1024 },
      secrets: { jwtSecret: SECRET, cookieSecret: SECRET },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '  ', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      port: 3000,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'ba nghìn' })).toThrow(/PORT: must be a whole number/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('refuses production without DATABASE_URL or without secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, COOKIE_SECRET: SECRET })).toThrow(
      /needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', JWT_SECRET: SECRET }),
    ).toThrow(/needs COOKIE_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: SECRET,
        COOKIE_SECRET: SECRET,
        PUBLIC_URL: 'https://toanhay.vn',
      }).env,
    ).toBe('production');
  });

  it('logs human lines in development and JSON in production, unless LOG_FORMAT says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
      PUBLIC_URL: 'https://toanhay.vn',
    };
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('refuses production without PUBLIC_URL, and a PUBLIC_URL that is not an http(s) origin', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
    };
    expect(() => loadConfig(production)).toThrow(/NODE_ENV=production needs PUBLIC_URL/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: '  ' })).toThrow(/needs PUBLIC_URL/);
    for (const bad of ['toanhay.vn', 'javascript:alert(1)', 'https://toanhay.vn/shop', 'ftp://toanhay.vn'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be an http\(s\) address/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://toanhay.vn/' }).publicUrl).toBe(
      'https://toanhay.vn',
    );
  });

  it('reads ALLOWED_HOSTS, defaulting to the loopback names on any port, and names a bad entry', () => {
    expect(loadConfig({}).allowedHosts).toEqual([
      { hostname: 'localhost', port: undefined },
      { hostname: '127.0.0.1', port: undefined },
      { hostname: '[::1]', port: undefined },
    ]);
    expect(loadConfig({ ALLOWED_HOSTS: 'LAN.example:8080, toanhay.test' }).allowedHosts).toEqual([
      { hostname: 'lan.example', port: '8080' },
      { hostname: 'toanhay.test', port: undefined },
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'localhost,http://evil.example' })).toThrow(
      /ALLOWED_HOSTS: not a host name: http:\/\/evil.example/,
    );
  });

  it('publishes the API documentation outside production only, unless API_DOCS says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
      PUBLIC_URL: 'https://toanhay.vn',
    };
    expect(loadConfig({}).apiDocs).toBe('open');
    expect(loadConfig({ API_DOCS: '' }).apiDocs).toBe('open');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(loadConfig(production).apiDocs).toBe('off');
    expect(loadConfig({ ...production, API_DOCS: 'open' }).apiDocs).toBe('open');
    expect(() => loadConfig({ API_DOCS: 'public' })).toThrow(/API_DOCS/);
  });
});

describe('secretsFromFile (embedded database)', () => {
  it('generates secrets once into DATA_DIR, readable only by the owner, and reuses them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-secrets-'));
    try {
      const first = secretsFromFile(dir);
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(first.jwtSecret).not.toBe(first.cookieSecret);
      const file = path.join(dir, 'secrets.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(secretsFromFile(dir)).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged secrets file, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-secrets-'));
    try {
      fs.writeFileSync(path.join(dir, 'secrets.json'), '{"jwtSecret": "x"');
      expect(() => secretsFromFile(dir)).toThrow(path.join(dir, 'secrets.json'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
