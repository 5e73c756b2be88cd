import type { CategoryType } from '@tutor/contract/categories';
import { slug } from '@tutor/contract/format';
import type { TestApp } from '../../../test/helpers/test-app';
import { bookCategories, bookImages, books, categories, images, tags } from '../../db/schema';

/*
 * Test rows for the catalogue, written straight to the database so each test states only what it is
 * about. Not imported by the app.
 */

let counter = 0;
const next = () => ++counter;

export async function insertCategory(
  t: TestApp,
  type: CategoryType,
  name = `Danh mục ${next()}`,
  status = 'ACTIVE',
  position = 0,
) {
  const [row] = await t.database.db
    .insert(categories)
    .values({ type, name, slug: slug(name), status, position })
    .returning();
  if (!row) throw new Error('category insert failed');
  return row;
}

export async function insertTag(t: TestApp, name = `Thẻ ${next()}`) {
  const [row] = await t.database.db
    .insert(tags)
    .values({ name, slug: slug(name) })
    .returning();
  if (!row) throw new Error('tag insert failed');
  return row;
}

/** A picture row (no file on disk: link and answer-shape tests do not read it). */
export async function insertImage(t: TestApp, name = `Ảnh ${next()}`) {
  const [row] = await t.database.db
    .insert(images)
    .values({ name, file: `test-${next()}.webp`, width: 800, height: 600, bytes: 1000, variants: [320, 640] })
    .returning();
  if (!row) throw new Error('image insert failed');
  return row;
}

export async function insertBook(
  t: TestApp,
  values: Partial<typeof books.$inferInsert> & { categoryIds?: number[]; imageIds?: number[] } = {},
) {
  const { categoryIds = [], imageIds = [], ...fields } = values;
  const name = fields.name ?? `Sách ${next()}`;
  const [row] = await t.database.db
    .insert(books)
    .values({ slug: slug(name), salePrice: 100_000, coverPrice: 120_000, ...fields, name })
    .returning();
  if (!row) throw new Error('book insert failed');
  if (categoryIds.length > 0)
    await t.database.db
      .insert(bookCategories)
      .values(categoryIds.map((categoryId) => ({ bookId: row.id, categoryId })));
  if (imageIds.length > 0)
    await t.database.db
      .insert(bookImages)
      .values(imageIds.map((imageId, position) => ({ bookId: row.id, imageId, position })));
  return row;
}

/** A multipart body with one file in field "file", as a browser's FormData sends it. */
export function multipartFile(data: Buffer, filename: string, type: string) {
  const boundary = '----toanhay-catalogue-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The bytes of a real (tiny, one empty page) PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The start of an ISO media file: an `ftyp` box is how the upload check recognises an mp4. */
export const TINY_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.alloc(64),
]);
