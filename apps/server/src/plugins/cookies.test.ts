import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCookies, requestCookie } from './cookies';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function echoApp() {
  const app = Fastify();
  await registerCookies(app, 'a-cookie-secret-of-enough-length-0123456789');
  app.get('/', async (request) => ({
    lang: requestCookie(request, 'lang') ?? null,
    token: requestCookie(request, 'refresh_token') ?? null,
  }));
  app.get('/set', async (_request, reply) => reply.setCookie('lang', 'en', { path: '/' }).send({}));
  return app;
}

describe('cookies', () => {
  it('reads a cookie of the request when asked, and none when the header is missing or odd', async () => {
    const app = await echoApp();
    const read = async (cookie?: string) =>
      (await app.inject({ method: 'GET', url: '/', headers: cookie === undefined ? {} : { cookie } })).json();
    expect(await read('lang=en; refresh_token=abc%20def')).toEqual({ lang: 'en', token: 'abc def' });
    expect(await read()).toEqual({ lang: null, token: null });
    expect(await read('garbage;;=;lang')).toEqual({ lang: null, token: null });
    await app.close();
  });

  it('still sets cookies on the answer', async () => {
    const app = await echoApp();
    const res = await app.inject({ method: 'GET', url: '/set' });
    expect(res.headers['set-cookie']).toMatch(/^lang=en; Path=\//);
    await app.close();
  });

  it('is read through requestCookie everywhere: request.cookies stays null until then', () => {
    // The plugin parses nothing by itself (plugins/cookies.ts), so a direct read would see null.
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'cookies.ts')
          if (/\.cookies\b(?!\s*\()/.test(readFileSync(file, 'utf8'))) offenders.push(relative(srcDir, file));
      }
    };
    walk(srcDir);
    expect(offenders).toEqual([]);
  });
});
