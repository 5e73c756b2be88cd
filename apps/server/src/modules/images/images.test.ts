import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { images, slideshows } from '../../db/schema';
import { nameFromFile } from './service';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  // The media library needs login only (spec §6).
  staff = await signedInAs(t, 'staff');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: staff.headers, payload: payload as object });

const BOUNDARY = '----media-library-test';

/** A multipart body: text fields first, then the file, like the web client sends it. */
function multipart(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

function upload(
  app: TestApp,
  who: SignedIn,
  file: Buffer,
  filename: string,
  fields?: Record<string, string>,
) {
  const body = multipart(file, filename, fields);
  return app.request({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    [format]()
    .toBuffer();

const imagesDir = () => path.join(t.config.storageDir, 'public', 'images');
const storedFiles = () => (fs.existsSync(imagesDir()) ? fs.readdirSync(imagesDir()).sort() : []);
const imageCount = async () => (await t.database.db.select({ id: images.id }).from(images)).length;

async function category(name: string, type = 'IMAGE', position = 0): Promise<number> {
  const res = await api('POST', '/categories', { type, name, position });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

describe('image upload', () => {
  it('stores a real picture as WebP with its narrower copies, served under /uploads/images', async () => {
    const folder = (await api('POST', '/folders', { name: 'Bìa sách' })).json().id;
    const gallery = await category('Thư viện');
    const res = await upload(t, staff, await picture(1200, 800, 'jpeg'), 'bia-sach.final.jpg', {
      folderId: String(folder),
      categoryIds: String(gallery),
    });
    expect(res.statusCode).toBe(200);
    const image = res.json();
    expect(image).toMatchObject({
      name: 'bia-sach.final',
      alt: 'bia-sach.final',
      width: 1200,
      height: 800,
      folderId: folder,
      categoryIds: [gallery],
    });
    expect(image.bytes).toBeGreaterThan(0);
    expect(image.url).toMatch(/^\/uploads\/images\/[\w-]+\.webp$/);
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1024]);

    const file = path.basename(image.url);
    for (const url of [image.url, ...image.variants.map((v: { url: string }) => v.url)])
      expect(fs.existsSync(path.join(imagesDir(), path.basename(url)))).toBe(true);
    const served = await t.request({ method: 'GET', url: `/uploads/images/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Uploaded files keep their sandboxed policy (never the pages' one): nothing in them runs or loads.
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
    const small = await t.request({ method: 'GET', url: image.variants[0].url });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);

    expect((await api('GET', `/images/${image.id}`)).json()).toMatchObject({
      id: image.id,
      folderId: folder,
    });
  });

  it('names a picture after the file unless told, and takes a PNG as well', async () => {
    const res = await upload(t, staff, await picture(400, 300), 'so-do.png', { name: 'Sơ đồ tư duy' });
    expect(res.json()).toMatchObject({ name: 'Sơ đồ tư duy', width: 400, folderId: null, categoryIds: [] });
    // Narrower than every variant width but 320: only that copy exists.
    expect(res.json().variants.map((v: { width: number }) => v.width)).toEqual([320]);
    expect(nameFromFile('C:\\ảnh\\Bài 1.PNG')).toBe('Bài 1');
    expect(nameFromFile('.png')).toBe('.png');
  });

  it('refuses a text file named .png and a too small picture, storing nothing', async () => {
    const [rows, files] = [await imageCount(), storedFiles()];
    const text = await upload(t, staff, Buffer.from('chỉ là văn bản, không phải ảnh'), 'anh.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('ONLY_IMAGES');
    const tiny = await upload(t, staff, await picture(100, 100), 'nho.png');
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().code).toBe('IMAGE_TOO_SMALL');
    expect(await imageCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses unknown or non-image categories and unknown folders with field errors, storing nothing', async () => {
    const [rows, files] = [await imageCount(), storedFiles()];
    const books = await category('Sách', 'BOOK');
    for (const [fields, field] of [
      [{ categoryIds: '999999' }, 'categoryIds'],
      [{ categoryIds: String(books) }, 'categoryIds'],
      [{ folderId: '999999' }, 'folderId'],
      [{ categoryIds: 'abc' }, 'categoryIds.0'],
    ] as const) {
      const res = await upload(t, staff, await picture(300, 300), 'a.png', fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].path).toBe(field);
    }
    expect(await imageCount()).toBe(rows);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a file over the configured size: FILE_TOO_LARGE, no row, no file', async () => {
    const limited = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '1' });
    try {
      const who = await signedInAs(limited, 'staff');
      // Random pixels do not compress: about 2.2 MB of valid PNG.
      const noise = await sharp(
        Buffer.from(Array.from({ length: 860 * 860 * 3 }, () => Math.random() * 256)),
        {
          raw: { width: 860, height: 860, channels: 3 },
        },
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(1024 * 1024);
      const res = await upload(limited, who, noise, 'lon.png');
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('FILE_TOO_LARGE');
      expect(await limited.database.db.select().from(images)).toEqual([]);
      expect(fs.existsSync(path.join(limited.config.storageDir, 'public', 'images'))).toBe(false);
    } finally {
      await limited.close();
    }
  });
});

describe('image library', () => {
  it('lists with search, folder and category filters, and sorts', async () => {
    const folder = (await api('POST', '/folders', { name: 'Lọc' })).json().id;
    const cat = await category('Lọc ảnh');
    const a = (
      await upload(t, staff, await picture(300, 300), 'alpha-loc.png', { folderId: String(folder) })
    ).json();
    const b = (
      await upload(t, staff, await picture(600, 300), 'beta-loc.png', { categoryIds: String(cat) })
    ).json();

    const search = await api('GET', '/images?q=-loc');
    expect(search.json().data.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect(
      (await api('GET', `/images?folderId=${folder}`)).json().data.map((i: { id: number }) => i.id),
    ).toEqual([a.id]);
    const inCategory = await api('GET', `/images?categoryId=${cat}`);
    expect(inCategory.json().data.map((i: { id: number }) => i.id)).toEqual([b.id]);
    expect(inCategory.json().pagination.total).toBe(1);
    const byBytes = await api('GET', '/images?q=-loc&sort=bytes&order=asc');
    expect(byBytes.json().data[0].bytes).toBeLessThanOrEqual(byBytes.json().data[1].bytes);
    const byName = await api('GET', '/images?q=-loc&sort=name&order=asc');
    expect(byName.json().data.map((i: { name: string }) => i.name)).toEqual(['alpha-loc', 'beta-loc']);
    const byIds = await api('GET', `/images?ids=${a.id},${b.id}`);
    expect(byIds.json().pagination.total).toBe(2);
    const item = byIds.json().data[0];
    for (const key of [
      'id',
      'name',
      'alt',
      'url',
      'width',
      'height',
      'variants',
      'folderId',
      'categoryIds',
      'bytes',
      'createdAt',
    ])
      expect(item).toHaveProperty(key);
  });

  it('updates name, alt, folder and categories; bad ids change nothing', async () => {
    const cats = [await category('Sửa 1'), await category('Sửa 2')];
    const folder = (await api('POST', '/folders', { name: 'Sửa' })).json().id;
    const image = (
      await upload(t, staff, await picture(300, 300), 'sua.png', { categoryIds: String(cats[0]) })
    ).json();

    const updated = await api('PUT', `/images/${image.id}`, {
      name: 'Ảnh đã sửa',
      alt: 'Mô tả',
      folderId: folder,
      categoryIds: [cats[1], cats[0]],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Ảnh đã sửa', alt: 'Mô tả', folderId: folder });
    expect(updated.json().categoryIds.sort()).toEqual([...cats].sort());

    const bad = await api('PATCH', `/images/${image.id}`, { name: 'Không lưu', categoryIds: [999999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('categoryIds');
    const badFolder = await api('PATCH', `/images/${image.id}`, { name: 'Không lưu', folderId: 999999 });
    expect(badFolder.json().details[0].path).toBe('folderId');
    const after = (await api('GET', `/images/${image.id}`)).json();
    expect(after.name).toBe('Ảnh đã sửa');
    expect(after.categoryIds.sort()).toEqual([...cats].sort());

    expect(
      (await api('PATCH', `/images/${image.id}`, { folderId: null, categoryIds: [] })).json(),
    ).toMatchObject({
      folderId: null,
      categoryIds: [],
    });
    expect((await api('PATCH', '/images/999999', { name: 'x' })).json().code).toBe('NOT_FOUND');
  });

  it('removes one category link, and answers NOT_FOUND when there is none', async () => {
    const cats = [await category('Liên kết 1'), await category('Liên kết 2')];
    const image = (
      await upload(t, staff, await picture(300, 300), 'lk.png', { categoryIds: cats.join(',') })
    ).json();
    const res = await api('DELETE', `/category-images/${image.id}/${cats[0]}`);
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `/images/${image.id}`)).json().categoryIds).toEqual([cats[1]]);
    expect((await api('DELETE', `/category-images/${image.id}/${cats[0]}`)).json().code).toBe('NOT_FOUND');
  });

  it('deletes a picture and its files, but not one a slideshow shows', async () => {
    const image = (await upload(t, staff, await picture(700, 400), 'xoa.png')).json();
    const used = (await upload(t, staff, await picture(700, 400), 'dang-dung.png')).json();
    await t.database.db.insert(slideshows).values({ title: 'Trang chủ', imageId: used.id });
    const files = (ref: { url: string; variants: { url: string }[] }) =>
      [ref.url, ...ref.variants.map((v) => v.url)].map((url) => path.join(imagesDir(), path.basename(url)));

    const refused = await api('DELETE', `/images/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IMAGE_IN_USE');
    expect((await api('GET', `/images/${used.id}`)).statusCode).toBe(200);
    expect(files(used).every((file) => fs.existsSync(file))).toBe(true);

    expect((await api('DELETE', `/images/${image.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/images/${image.id}`)).json().code).toBe('NOT_FOUND');
    expect(files(image).some((file) => fs.existsSync(file))).toBe(false);
    const served = await t.request({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(404);

    const many = await api('DELETE', '/images', { ids: [used.id, 999999] });
    expect(many.json().deleted).toEqual([]);
    expect(many.json().failed.map((f: { code: string }) => f.code)).toEqual(['IMAGE_IN_USE', 'NOT_FOUND']);
    await t.database.db.delete(slideshows).where(eq(slideshows.imageId, used.id));
  });

  it('gives pickers the latest pictures in extra-data', async () => {
    const res = await api('GET', '/extra-data?type=images');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().images;
    expect(first).toHaveProperty('folderId');
    expect(first).toHaveProperty('variants');
  });
});

describe('storefront gallery', () => {
  it('answers ACTIVE image categories in order with their newest 12 pictures, in two queries', async () => {
    const app = await createTestApp();
    try {
      const who = await signedInAs(app, 'staff');
      const call = (method: Method, url: string, payload?: unknown) =>
        app.request({ method, url: `/api/admin${url}`, headers: who.headers, payload: payload as object });
      const second = (
        await call('POST', '/categories', { type: 'IMAGE', name: 'B thứ hai', position: 2 })
      ).json();
      const first = (
        await call('POST', '/categories', { type: 'IMAGE', name: 'A thứ nhất', position: 1 })
      ).json();
      const hidden = (
        await call('POST', '/categories', { type: 'IMAGE', name: 'Ẩn', status: 'INACTIVE' })
      ).json();
      await call('POST', '/categories', { type: 'BOOK', name: 'Sách' });
      const png = await picture(240, 240);
      const ids: number[] = [];
      for (let i = 0; i < 14; i++) {
        const res = await upload(app, who, png, `anh-${i}.png`, { categoryIds: `${first.id},${hidden.id}` });
        ids.push(res.json().id);
      }
      await upload(app, who, png, 'rieng.png', { categoryIds: String(second.id) });

      let statements = 0;
      const stop = app.database.observeQueries(() => statements++);
      const res = await app.request({ method: 'GET', url: '/api/images/category' });
      stop();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(statements).toBe(2);
      const groups = res.json();
      expect(groups.map((g: { name: string }) => g.name)).toEqual(['A thứ nhất', 'B thứ hai']);
      expect(groups[0].images.map((i: { id: number }) => i.id)).toEqual(ids.slice(2).reverse());
      expect(groups[0].images[0]).toMatchObject({ name: 'anh-13', width: 240 });
      expect(groups[0].images[0].variants).toEqual([]);
      expect(groups[1].images).toHaveLength(1);
      expect(groups[1]).toMatchObject({ id: second.id, slug: 'b-thu-hai' });
    } finally {
      await app.close();
    }
  });
});
