import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { embedLives } from '../../db/schema';

let t: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInAs(t, 'staff');
});
afterAll(() => t?.close());

const create = (payload: object) =>
  t.request({ method: 'POST', url: '/api/admin/embed-lives', headers: staff.headers, payload });

describe('embed lives', () => {
  it('stores a watch or live address as the player address', async () => {
    const res = await create({
      title: 'Chữa đề thi thử',
      embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      description: 'Tối thứ Bảy',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=30',
      status: 'ACTIVE',
    });
    const live = await t.request({
      method: 'PATCH',
      url: `/api/admin/embed-lives/${res.json().id}`,
      headers: staff.headers,
      payload: { embedUrl: 'https://www.facebook.com/toanhay/videos/987654321' },
    });
    expect(live.json().embedUrl).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ftoanhay%2Fvideos%2F987654321&show_text=false',
    );
  });

  it('refuses other hosts, plain http and non-video pages, storing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(embedLives))[0]?.n;
    for (const embedUrl of [
      'https://vimeo.com/123456',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.facebook.com/toanhay',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    ]) {
      const res = await create({ title: 'X', embedUrl });
      expect(res.statusCode, embedUrl).toBe(400);
      expect(res.json().details?.[0]).toMatchObject({ path: 'embedUrl', key: 'invalid' });
    }
    const status = await create({ title: 'X', embedUrl: 'https://youtu.be/dQw4w9WgXcQ', status: 'LIVE' });
    expect(status.json().details?.[0]).toMatchObject({ path: 'status' });
    expect((await t.database.db.select({ n: count() }).from(embedLives))[0]?.n).toBe(before);
  });

  it('shows visitors the two newest ACTIVE embeds', async () => {
    await t.database.db.delete(embedLives);
    const base = Date.UTC(2025, 0, 1);
    await t.database.db.insert(embedLives).values(
      [0, 1, 2, 3].map((i) => ({
        title: `Live ${i}`,
        embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        status: i === 3 ? 'INACTIVE' : 'ACTIVE',
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const res = await t.request({ method: 'GET', url: '/api/embed-lives?limit=2&offset=0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { title: string }) => e.title)).toEqual(['Live 2', 'Live 1']);
    expect(res.json().pagination).toEqual({ total: 3, offset: 0, limit: 2 });
    expect(res.json().data[0]).not.toHaveProperty('status');
    const byDefault = await t.request({ method: 'GET', url: '/api/embed-lives' });
    expect(byDefault.json().data).toHaveLength(2);
  });
});
