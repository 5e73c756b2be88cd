import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** What the server printed on stdout while `run` went on, as lines. */
async function printed(run: () => Promise<unknown>): Promise<string[]> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('').split('\n').filter(Boolean);
}

function withFailingRoute(t: { get: TestApp['app']['get'] }) {
  t.get('/api/test-boom', { config: { access: 'anonymous' } }, async () => {
    throw new Error('kaboom');
  });
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('LOG_FORMAT=pretty (the default of npm start)', () => {
  it('prints nothing per request at info, and a readable error with its stack', async () => {
    t = await createTestApp({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' }, (app) => withFailingRoute(app));
    const app = t;
    const lines = await printed(async () => {
      for (let i = 0; i < 5; i++)
        expect((await app.request({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
      expect((await app.request({ method: 'GET', url: '/api/test-boom' })).statusCode).toBe(500);
    });
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    expect(lines.some((line) => line.includes('/api/ping'))).toBe(false);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d ERROR unexpected error reqId=\S+$/);
    expect(lines.join('\n')).toMatch(/^ {4}Error: kaboom\n {4,}at /m);
  });

  it('prints one short line per request at debug', async () => {
    t = await createTestApp({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' });
    const app = t;
    const lines = await printed(async () => {
      await app.request({ method: 'GET', url: '/api/ping' });
      await app.request({ method: 'GET', url: '/api/no-such-thing' });
    });
    const requests = lines.filter((line) => /\/api\/(ping|no-such-thing)/.test(line));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/ping 200 \d+ms$/);
    expect(requests[1]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/no-such-thing 404 \d+ms$/);
  });
});
