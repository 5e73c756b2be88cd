import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type CollectedRoute, collectRoutes, isStrictObject } from './helpers/route-schemas';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * Bodies written by someone else's service, which may add fields at any time: refusing an unknown one
 * would turn a bank's notification of money received into a 400 it retries and then drops.
 */
const THIRD_PARTY_FORMATS = ['POST /api/payments/sepay'];

let database: TestDatabase;
let routes: CollectedRoute[];

beforeAll(async () => {
  database = await openTestDatabase(inject('databaseSource'));
});
afterAll(() => database.close());

describe('route contracts', () => {
  it('the strictness check tells a strict body from a loose one', () => {
    expect(isStrictObject(z.strictObject({ a: z.string() }))).toBe(true);
    expect(isStrictObject(z.object({ a: z.string() }))).toBe(false);
    expect(isStrictObject(z.looseObject({ a: z.string() }))).toBe(false);
  });

  it('every route of the real app that takes a JSON object refuses unknown fields', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp(config, {
      database,
      secrets: { jwtSecret: 'x'.repeat(32), cookieSecret: 'y'.repeat(32) },
      beforeRoutes: (instance) => {
        routes = collectRoutes(instance);
      },
    });
    await app.ready();
    await app.close();
    expect(
      routes.some((r) => r.url === '/api/ping'),
      'the collector saw the app routes',
    ).toBe(true);
    const loose = routes
      .filter((r) => r.body && !isStrictObject(r.body))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !THIRD_PARTY_FORMATS.includes(route));
    expect(loose, 'use z.strictObject for request bodies').toEqual([]);
  });
});
