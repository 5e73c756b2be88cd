import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { urlForLog } from '../../lib/logger';
import { insertCourse } from '../courses/courses.fixtures';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, undefined, {
    write: (line) => void lines.push(line),
  });
});
afterAll(() => t.close());

describe("a guest's order key", () => {
  it('never reaches a log line, though it travels in the order page URL', async () => {
    const course = await insertCourse(t, { salePrice: 250_000 });
    const placed = await t.request({
      method: 'POST',
      url: '/api/course-orders',
      payload: { name: 'Lê Hà', phone: '0912000111', courseId: course.id, salePrice: 250_000 },
    });
    const { order, accessKey } = placed.json();
    expect(accessKey).toEqual(expect.any(String));
    const key = encodeURIComponent(accessKey);
    expect(
      (await t.request({ method: 'GET', url: `/api/orders/${order.id}/view?key=${key}` })).statusCode,
    ).toBe(200);
    await t.request({ method: 'GET', url: `/api/orders/${order.id}/view?lang=vi&key=${key}x` });
    await t.request({
      method: 'POST',
      url: '/api/orders/random',
      payload: { orderId: order.id, key: accessKey },
    });
    const logged = lines.join('\n');
    expect(logged).toContain(`/api/orders/${order.id}/view?key=[redacted]`);
    expect(logged).toContain('?lang=vi&key=[redacted]');
    expect(logged).not.toContain(accessKey);
    expect(logged).not.toContain(key);
  });

  it('is cut from URLs however it is spelt', () => {
    expect(urlForLog('/api/orders/1/view?key=abc')).toBe('/api/orders/1/view?key=[redacted]');
    expect(urlForLog('/api/orders/1/view?a=1&KEY=abc&b=2')).toBe('/api/orders/1/view?a=1&KEY=[redacted]&b=2');
    expect(urlForLog('/api/books?keyword=x')).toBe('/api/books?keyword=x');
    expect(urlForLog('/api/home')).toBe('/api/home');
  });
});
