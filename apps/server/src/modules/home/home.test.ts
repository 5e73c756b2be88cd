import { EMBED_LIVES_LIMIT, HOME_LIST_SIZES } from '@tutor/contract/constants';
import { HOME_SECTION_LIMITS, type HomeResponse, homeResponseSchema } from '@tutor/contract/home';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  banners,
  bookImages,
  books,
  categories,
  combos,
  documents,
  embedLives,
  imageCategories,
  images,
  news,
  slideshows,
} from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = Date.parse('2026-01-01T00:00:00Z');
/** A timestamp `n` minutes after BASE: higher n is newer. */
const at = (n: number) => new Date(BASE + n * 60_000);

/**
 * These tests write rows straight to the database, which no admin write announces: they drop the
 * cached home page themselves (home-cache.test.ts covers the announcing).
 */
const forgetCachedHome = () => t.app.publicCache.invalidate();

async function wipe() {
  await t.database.db.execute(
    sql`truncate ${books}, ${combos}, ${documents}, ${news}, ${slideshows}, ${banners}, ${embedLives}, ${categories}, ${images} cascade`,
  );
  forgetCachedHome();
}

async function insertImages(count: number, prefix: string, status = 'ACTIVE') {
  if (count === 0) return [];
  return t.database.db
    .insert(images)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} ${i}`,
        file: `${prefix}-${i}.webp`,
        width: 1200,
        height: 800,
        bytes: 1000,
        variants: [320, 640],
        status,
        createdAt: at(i),
      })),
    )
    .returning({ id: images.id });
}

async function getHome(): Promise<HomeResponse> {
  forgetCachedHome();
  const res = await t.request({ method: 'GET', url: '/api/home' });
  expect(res.statusCode).toBe(200);
  return homeResponseSchema.parse(res.json());
}

describe('GET /api/home', () => {
  it('answers every section empty on an empty catalogue, cacheable by anyone once revalidated', async () => {
    await wipe();
    const res = await t.request({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.json()).toEqual({
      slideshow: [],
      banners: [],
      newBooks: [],
      upcomingBooks: [],
      combos: [],
      embedLives: [],
      documents: [],
      news: [],
      imageCategories: [],
      newCourses: [],
      courseCategories: [],
      newExams: [],
    });
  });

  it('does not read the session: a bad token still gets the home page', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/home',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lists only visible items, newest first, in the sizes of the spec', async () => {
    await wipe();
    const db = t.database.db;
    const pics = await insertImages(40, 'pic');
    const pic = (i: number) => pics[i]?.id ?? 0;

    // 25 AVAILABLE/OUTOFSTOCK books (newest is 24), 12 UPCOMING, 2 INACTIVE newer than all.
    const bookRows = await db
      .insert(books)
      .values([
        ...Array.from({ length: 25 }, (_, i) => ({
          name: `Sách ${i}`,
          slug: `sach-${i}`,
          salePrice: 100_000 + i,
          coverPrice: 150_000,
          author: 'Nguyễn Văn A',
          saleStatus: i % 2 ? 'OUTOFSTOCK' : 'AVAILABLE',
          createdAt: at(i),
        })),
        ...Array.from({ length: 12 }, (_, i) => ({
          name: `Sắp ra ${i}`,
          slug: `sap-ra-${i}`,
          saleStatus: 'UPCOMING',
          createdAt: at(i),
        })),
        { name: 'Ẩn', slug: 'an', status: 'INACTIVE', createdAt: at(100) },
        {
          name: 'Ẩn sắp ra',
          slug: 'an-sap-ra',
          status: 'INACTIVE',
          saleStatus: 'UPCOMING',
          createdAt: at(100),
        },
      ])
      .returning({ id: books.id, name: books.name });
    const newest = bookRows.find((b) => b.name === 'Sách 24');
    // The cover is the lowest-position picture, whatever the insertion order.
    await db.insert(bookImages).values([
      { bookId: newest?.id ?? 0, imageId: pic(1), position: 1 },
      { bookId: newest?.id ?? 0, imageId: pic(0), position: 0 },
    ]);

    await db.insert(combos).values([
      ...Array.from({ length: 12 }, (_, i) => ({
        name: `Combo ${i}`,
        slug: `combo-${i}`,
        salePrice: 500_000,
        rootPrice: 800_000,
        imageId: i === 11 ? pic(2) : null,
        createdAt: at(i),
      })),
      { name: 'Combo ẩn', slug: 'combo-an', status: 'INACTIVE', createdAt: at(100) },
    ]);
    await db.insert(embedLives).values([
      { title: 'Live 1', embedUrl: 'https://www.youtube.com/embed/a', createdAt: at(1) },
      { title: 'Live 2', embedUrl: 'https://www.youtube.com/embed/b', createdAt: at(2) },
      { title: 'Live 3', embedUrl: 'https://www.youtube.com/embed/c', description: 'Mới', createdAt: at(3) },
      { title: 'Live ẩn', embedUrl: 'https://www.youtube.com/embed/d', status: 'INACTIVE', createdAt: at(9) },
    ]);
    await db.insert(documents).values([
      ...Array.from({ length: 11 }, (_, i) => ({
        name: `Tài liệu ${i}`,
        slug: `tai-lieu-${i}`,
        isFree: i % 2 === 0,
        imageId: pic(3),
        createdAt: at(i),
      })),
      { name: 'Tài liệu ẩn', slug: 'tai-lieu-an', status: 'INACTIVE', createdAt: at(100) },
    ]);
    await db.insert(news).values([
      ...Array.from({ length: 8 }, (_, i) => ({
        title: `Tin ${i}`,
        slug: `tin-${i}`,
        summary: `Tóm tắt ${i}`,
        state: 'publish',
        imageId: i === 7 ? pic(4) : null,
        publishedAt: at(i),
        createdAt: at(i),
      })),
      { title: 'Nháp', slug: 'nhap', state: 'draft', createdAt: at(100) },
      { title: 'Gỡ', slug: 'go', state: 'remove', publishedAt: at(100), createdAt: at(100) },
    ]);
    await db.insert(slideshows).values([
      { title: 'Slide B', subtitle: 'Giảm 20%', imageId: pic(5), position: 2, link: '/sach' },
      { title: 'Slide A', imageId: pic(6), position: 1 },
      { title: 'Slide ẩn', imageId: pic(7), position: 0, status: 'INACTIVE' },
    ]);
    await db.insert(banners).values([
      { title: 'Banner dọc', imageId: pic(8), orientation: 'VERTICAL', position: 1 },
      { title: 'Banner ẩn', imageId: pic(9), status: 'INACTIVE' },
    ]);
    const cats = await db
      .insert(categories)
      .values([
        { type: 'IMAGE', name: 'Ảnh lớp học', slug: 'anh-lop-hoc', position: 2 },
        { type: 'IMAGE', name: 'Ảnh sự kiện', slug: 'anh-su-kien', position: 1 },
        { type: 'IMAGE', name: 'Ảnh trống', slug: 'anh-trong', position: 0 },
        { type: 'IMAGE', name: 'Ảnh ẩn', slug: 'anh-an', position: 0, status: 'INACTIVE' },
        { type: 'BOOK', name: 'Sách lớp 12', slug: 'sach-lop-12' },
      ])
      .returning({ id: categories.id });
    const [classes, events, , hidden] = cats.map((c) => c.id);
    await db.insert(imageCategories).values([
      // 10 pictures in "classes": only the 8 newest show, newest first.
      ...Array.from({ length: 10 }, (_, i) => ({ imageId: pic(10 + i), categoryId: classes ?? 0 })),
      { imageId: pic(20), categoryId: events ?? 0 },
      { imageId: pic(21), categoryId: hidden ?? 0 },
    ]);
    const [inactivePicture] = await insertImages(1, 'hidden-pic', 'INACTIVE');
    await db.insert(imageCategories).values({ imageId: inactivePicture?.id ?? 0, categoryId: events ?? 0 });

    const home = await getHome();

    expect(home.newBooks).toHaveLength(HOME_LIST_SIZES.newBooks);
    expect(home.newBooks[0]).toEqual({
      id: newest?.id,
      name: 'Sách 24',
      slug: 'sach-24',
      salePrice: 100_024,
      coverPrice: 150_000,
      saleStatus: 'AVAILABLE',
      author: 'Nguyễn Văn A',
      cover: expect.objectContaining({
        id: pic(0),
        url: '/uploads/images/pic-0.webp',
        variants: [
          { width: 320, url: '/uploads/images/pic-0-320.webp' },
          { width: 640, url: '/uploads/images/pic-0-640.webp' },
        ],
      }),
    });
    expect(home.newBooks.map((b) => b.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Sách ${24 - i}`));
    expect(home.newBooks[1]?.cover).toBeNull();
    expect(new Set(home.newBooks.map((b) => b.saleStatus))).toEqual(new Set(['AVAILABLE', 'OUTOFSTOCK']));
    expect(home.upcomingBooks.map((b) => b.name)).toEqual(
      Array.from({ length: HOME_LIST_SIZES.upcomingBooks }, (_, i) => `Sắp ra ${11 - i}`),
    );

    expect(home.combos).toHaveLength(HOME_SECTION_LIMITS.combos);
    expect(home.combos[0]).toMatchObject({ name: 'Combo 11', salePrice: 500_000, rootPrice: 800_000 });
    expect(home.combos[0]?.image?.id).toBe(pic(2));
    expect(home.combos[1]?.image).toBeNull();

    expect(home.embedLives).toHaveLength(EMBED_LIVES_LIMIT);
    expect(home.embedLives[0]).toEqual({
      id: expect.any(Number),
      title: 'Live 3',
      embedUrl: 'https://www.youtube.com/embed/c',
      description: 'Mới',
    });
    expect(home.embedLives[1]?.title).toBe('Live 2');

    expect(home.documents).toHaveLength(HOME_LIST_SIZES.newDocuments);
    expect(home.documents[0]).toMatchObject({
      name: 'Tài liệu 10',
      isFree: true,
      createdAt: at(10).toISOString(),
    });
    expect(home.documents[0]?.image?.id).toBe(pic(3));

    expect(home.news.map((n) => n.title)).toEqual(
      Array.from({ length: HOME_SECTION_LIMITS.news }, (_, i) => `Tin ${7 - i}`),
    );
    expect(home.news[0]).toMatchObject({ summary: 'Tóm tắt 7', publishedAt: at(7).toISOString() });
    expect(home.news[0]?.image?.id).toBe(pic(4));

    expect(home.slideshow.map((s) => [s.title, s.subtitle, s.link, s.image.id])).toEqual([
      ['Slide A', '', '', pic(6)],
      ['Slide B', 'Giảm 20%', '/sach', pic(5)],
    ]);
    expect(home.banners).toEqual([
      expect.objectContaining({ title: 'Banner dọc', orientation: 'VERTICAL', image: expect.anything() }),
    ]);

    // Ordered by position; the empty and the inactive category are left out; inactive pictures too.
    expect(home.imageCategories.map((c) => c.name)).toEqual(['Ảnh sự kiện', 'Ảnh lớp học']);
    expect(home.imageCategories[0]?.images.map((i) => i.id)).toEqual([pic(20)]);
    expect(home.imageCategories[1]?.images.map((i) => i.id)).toEqual(
      Array.from({ length: HOME_SECTION_LIMITS.imagesPerCategory }, (_, i) => pic(19 - i)),
    );
  });
});

describe('GET /api/home query count', () => {
  /** Statements sent to the database while answering one /api/home. */
  async function countStatements(): Promise<number> {
    // The access rules are the auth layer's, cached 5 s and read again by the first request after that.
    // Read afresh just before, so the counted request finds them a moment old, not nearly 5 s old (a
    // warm-up request alone left that race: 14 for 13 in a loaded CI run, 13 for 12 before).
    await getHome();
    t.app.accessRules.invalidate();
    await t.app.accessRules.get();
    let statements = 0;
    const stop = t.database.observeQueries(() => statements++);
    try {
      await getHome();
    } finally {
      stop();
    }
    return statements;
  }

  async function fillLargeCatalogue() {
    const db = t.database.db;
    const pics = await insertImages(400, 'big');
    const pic = (i: number) => pics[i % pics.length]?.id ?? 0;
    const bookRows = await db
      .insert(books)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          name: `Sách lớn ${i}`,
          slug: `sach-lon-${i}`,
          saleStatus: ['AVAILABLE', 'OUTOFSTOCK', 'UPCOMING'][i % 3] ?? 'AVAILABLE',
          createdAt: at(i),
        })),
      )
      .returning({ id: books.id });
    await db.insert(bookImages).values(
      bookRows.flatMap((b, i) => [
        { bookId: b.id, imageId: pic(i), position: 0 },
        { bookId: b.id, imageId: pic(i + 1), position: 1 },
      ]),
    );
    await db.insert(news).values(
      Array.from({ length: 50 }, (_, i) => ({
        title: `Tin lớn ${i}`,
        slug: `tin-lon-${i}`,
        state: 'publish',
        imageId: pic(i),
        publishedAt: at(i),
      })),
    );
    await db
      .insert(combos)
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `C${i}`, slug: `c-${i}`, imageId: pic(i) })));
    await db
      .insert(documents)
      .values(Array.from({ length: 40 }, (_, i) => ({ name: `D${i}`, slug: `d-${i}`, imageId: pic(i) })));
    await db
      .insert(embedLives)
      .values(Array.from({ length: 10 }, (_, i) => ({ title: `L${i}`, embedUrl: `https://x/${i}` })));
    await db
      .insert(slideshows)
      .values(Array.from({ length: 8 }, (_, i) => ({ title: `S${i}`, imageId: pic(i), position: i })));
    await db
      .insert(banners)
      .values(Array.from({ length: 6 }, (_, i) => ({ title: `B${i}`, imageId: pic(i + 50), position: i })));
    const cats = await db
      .insert(categories)
      .values(Array.from({ length: 5 }, (_, i) => ({ type: 'IMAGE', name: `Ảnh ${i}`, slug: `anh-${i}` })))
      .returning({ id: categories.id });
    await db
      .insert(imageCategories)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ imageId: pic(300 + i), categoryId: cats[i % 5]?.id ?? 0 })),
      );
  }

  it('sends the same small number of statements for a tiny and a large catalogue', async () => {
    await wipe();
    const empty = await countStatements();
    const [picture] = await insertImages(1, 'tiny');
    const [book] = await t.database.db
      .insert(books)
      .values({ name: 'Một cuốn', slug: 'mot-cuon' })
      .returning({ id: books.id });
    await t.database.db.insert(bookImages).values({ bookId: book?.id ?? 0, imageId: picture?.id ?? 0 });
    const tiny = await countStatements();

    await fillLargeCatalogue();
    const large = await countStatements();
    const home = await getHome();

    // The large catalogue really fills every section, so a per-item query would show up in the count.
    expect(home.newBooks).toHaveLength(HOME_LIST_SIZES.newBooks);
    expect(home.newBooks.every((b) => b.cover !== null)).toBe(true);
    expect(home.upcomingBooks).toHaveLength(HOME_LIST_SIZES.upcomingBooks);
    expect(home.news).toHaveLength(HOME_SECTION_LIMITS.news);
    expect(home.imageCategories).toHaveLength(5);
    expect(home.imageCategories.every((c) => c.images.length === 6)).toBe(true);
    expect(home.slideshow).toHaveLength(8);

    expect(large).toBe(tiny);
    // An empty catalogue skips only the picture query (there is no picture to load).
    expect(empty).toBe(tiny - 1);
    expect(large).toBeLessThanOrEqual(13);
  });
});
