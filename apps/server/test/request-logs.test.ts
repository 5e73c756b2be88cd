import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// Request loggers are made lazily (lib/logger.ts, `lazyRequestLogger`): what an operator reads must
// not change, above all every line a request writes names the request it came from.

function withFailingRoute(app: FastifyInstance) {
  app.get('/api/test-boom', { config: { access: 'anonymous' } }, async () => {
    throw new Error('kaboom');
  });
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function logsOf(level: string) {
  const lines: Record<string, unknown>[] = [];
  t = await createTestApp({ LOG_LEVEL: level }, withFailingRoute, undefined, {
    write: (line) => void lines.push(JSON.parse(line)),
  });
  return { app: t, lines };
}

describe('request log lines', () => {
  it('at info: both lines of every request carry its id, credentials stay redacted', async () => {
    const { app, lines } = await logsOf('info');
    lines.length = 0;
    const ping = await app.request({
      method: 'GET',
      url: '/api/ping',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    const boom = await app.request({ method: 'GET', url: '/api/test-boom' });
    expect(boom.statusCode).toBe(500);
    const pingId = ping.headers['x-request-id'];
    const boomId = boom.headers['x-request-id'];
    expect(lines.filter((line) => line.reqId === pingId).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(lines.filter((line) => line.reqId === boomId).map((line) => line.msg)).toEqual([
      'incoming request',
      'unexpected error',
      'request completed',
    ]);
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('not-a-real-token');
  });

  it('at warn: a quiet request writes nothing, a failing one writes its error with its id', async () => {
    const { app, lines } = await logsOf('warn');
    lines.length = 0;
    expect((await app.request({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const boom = await app.request({
      method: 'GET',
      url: '/api/test-boom',
      headers: { 'x-request-id': 'proxy-given-id-123' },
    });
    expect(boom.headers['x-request-id']).toBe('proxy-given-id-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unexpected error', reqId: 'proxy-given-id-123' });
    expect(lines[0]?.err).toMatchObject({ message: 'kaboom' });
  });
});
