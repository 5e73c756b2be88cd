// The ceiling of `npm run bench`: a bare Fastify + pg server answering the storefront's reads from the
// same database with the same SQL, and nothing else (no hooks, no schemas, no auth, no logging). What
// the real server reaches next to it, in the same run, is the cost of everything the app adds.
// Started by bench/run.mjs (under tsx) with DATABASE_URL and PORT; not part of the product.
// The book reads run the very statements the server prepares, same text and same names, taken from
// apps/server/src/modules/books/storefront.ts at start-up; only the shaping of rows is written here.
import { bookListQuerySchema } from '@tutor/contract/books';
import { courseListQuerySchema } from '@tutor/contract/courses';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema.ts';
import {
  namedStatement,
  storefrontBookCount,
  storefrontBookDetail,
  storefrontBookPage,
} from '../apps/server/src/modules/books/storefront.ts';
import {
  storefrontCourseCount,
  storefrontCourseDetail,
  storefrontCoursePage,
} from '../apps/server/src/modules/courses/storefront.ts';
import { activeCategories } from '../apps/server/src/modules/shared/catalogue-links.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

// Built once, never run through Drizzle: only their text, parameters and names are used.
const builder = drizzle(pool, { schema });
const defaultList = bookListQuerySchema.parse({});
const defaultCourseList = courseListQuerySchema.parse({});
const statements = {
  book: namedStatement('storefront_book', storefrontBookDetail(builder)),
  page: namedStatement('storefront_books', storefrontBookPage(builder, defaultList)),
  total: namedStatement('storefront_books_count', storefrontBookCount(builder, defaultList)),
  course: namedStatement('storefront_course', storefrontCourseDetail(builder)),
  coursePage: namedStatement('storefront_courses', storefrontCoursePage(builder, defaultCourseList)),
  courseTotal: namedStatement('storefront_courses_count', storefrontCourseCount(builder, defaultCourseList)),
};
// The lists' `extra.categories` (the filter's choices): the project keeps them in its public cache, so
// the ceiling reads them once too; without them its answers were 5-10 % shorter than the project's.
const listCategories = {
  BOOK: await activeCategories(builder, 'BOOK'),
  COURSE: await activeCategories(builder, 'COURSE'),
};
/**
 * A named (prepared) query with the statement's placeholders filled from `values`; rows as arrays, in
 * the statement's column order (as Drizzle reads them: its column names repeat).
 */
const query = ({ name, text, params }, values) =>
  pool.query({
    name,
    text,
    rowMode: 'array',
    values: params.map((p) => (p && typeof p === 'object' && 'name' in p ? values[p.name] : (p?.value ?? p))),
  });

const IMAGE_URL_PREFIX = '/uploads/images/';
const PRICE_MAX = 10_000_000; // the contract's PRICE_RANGE_MAX, the default range
const imageRef = (row) => ({
  id: row.id,
  name: row.name,
  alt: row.alt || row.name,
  url: IMAGE_URL_PREFIX + row.file,
  width: row.width,
  height: row.height,
  variants: [...row.variants]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: IMAGE_URL_PREFIX + row.file.replace(/\.webp$/, `-${width}.webp`) })),
});

app.get('/ping', async () => ({ ok: true, time: new Date().toISOString() }));

app.get('/db-ping', async () => {
  await pool.query('select 1');
  return { ok: true, time: new Date().toISOString() };
});

// `GET /api/books/{id}`: the row with its ACTIVE categories, its tags and its pictures, one statement.
app.get('/books/:id', async (request, reply) => {
  const { rows } = await query(statements.book, { id: Number(request.params.id) });
  const row = rows[0];
  if (!row) return reply.code(404).send({ code: 'NOT_FOUND' });
  const [id, name, slug, salePrice, coverPrice, saleStatus, author, createdAt, updatedAt] = row;
  const [quantity, pages, summary, content, trailerUrl, previewPdf, categories, tags, images] = row.slice(9);
  const pictures = images.map(imageRef);
  return {
    id: Number(id),
    name,
    slug,
    salePrice,
    coverPrice,
    saleStatus,
    author,
    cover: pictures[0] ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    quantity,
    pages,
    summary,
    content,
    trailerUrl,
    previewPdfUrl: previewPdf ? `/uploads/books/${previewPdf}` : null,
    categories,
    tags,
    images: pictures,
  };
});

// `GET /api/books`: the default page of 12 ACTIVE books by name, each with its cover, and the count.
app.get('/books', async () => {
  const values = { min: 0, max: PRICE_MAX, limit: 12, offset: 0 };
  const [page, total] = await Promise.all([query(statements.page, values), query(statements.total, values)]);
  return {
    data: page.rows.map((row) => ({
      id: Number(row[0]),
      name: row[1],
      slug: row[2],
      salePrice: row[3],
      coverPrice: row[4],
      saleStatus: row[5],
      author: row[6],
      cover:
        row[8] === null
          ? null
          : imageRef({
              id: Number(row[8]),
              name: row[9],
              alt: row[10],
              file: row[11],
              width: row[12],
              height: row[13],
              variants: row[14],
            }),
      createdAt: row[7].toISOString(),
    })),
    pagination: { total: Number(total.rows[0][0]), offset: 0, limit: 12 },
    extra: { categories: listCategories.BOOK },
  };
});

// Course cards: the columns of modules/shared/course-cards.ts in their order (cover 10–16, teacher 17–21).
const personName = (first, last, username) => `${last} ${first}`.trim() || username;
const courseCard = (row) => ({
  id: Number(row[0]),
  type: row[1],
  name: row[2],
  slug: row[3],
  summary: row[4],
  salePrice: row[5],
  rootPrice: row[6],
  cover:
    row[10] === null
      ? null
      : imageRef({
          id: Number(row[10]),
          name: row[11],
          alt: row[12],
          file: row[13],
          width: row[14],
          height: row[15],
          variants: row[16],
        }),
  teacher:
    row[17] === null
      ? null
      : { id: Number(row[17]), name: personName(row[18], row[19], row[20]), avatar: row[21] },
  target: row[7],
  releaseDate: row[8] ? row[8].toISOString() : null,
  createdAt: row[9].toISOString(),
});

// `GET /api/courses/{id}` for a visitor: the card, content, categories, tags, combos and offers in one
// statement (a course with offers also reads their cards: the bench picks one without).
app.get('/courses/:id', async (request, reply) => {
  const { rows } = await query(statements.course, { id: Number(request.params.id), userId: 0 });
  const row = rows[0];
  if (!row) return reply.code(404).send({ code: 'NOT_FOUND' });
  const [content, , , updatedAt, categories, tags, combos] = row.slice(22);
  return {
    ...courseCard(row),
    content,
    categories,
    tags,
    combos: combos.map((combo) => ({ ...combo, image: combo.image ? imageRef(combo.image) : null })),
    saleCourses: [],
    access: 'NONE',
    isEnrolled: false,
    groupUrl: null,
    assistantUrl: null,
    updatedAt: updatedAt.toISOString(),
  };
});

// `GET /api/courses`: the default page of 10 ACTIVE ONLINE courses, newest first, and the count.
app.get('/courses', async () => {
  const values = { type: 'ONLINE', min: 0, max: PRICE_MAX, limit: 10, offset: 0 };
  const [page, total] = await Promise.all([
    query(statements.coursePage, values),
    query(statements.courseTotal, values),
  ]);
  return {
    data: page.rows.map(courseCard),
    pagination: { total: Number(total.rows[0][0]), offset: 0, limit: 10 },
    extra: { categories: listCategories.COURSE },
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ceiling is running');
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
