// The ceiling of `npm run bench`: a bare Fastify + pg server answering the storefront's reads from the
// same database with the same SQL, and nothing else (no hooks, no schemas, no auth, no logging). What
// the real server reaches next to it, in the same run, is the cost of everything the app adds.
// Started by bench/run.mjs with DATABASE_URL and PORT; not part of the product.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

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

// `GET /api/books/{id}`: the row, then its ACTIVE categories, its tags and its pictures.
app.get('/books/:id', async (request, reply) => {
  const id = Number(request.params.id);
  const { rows } = await pool.query(
    `select id, name, slug, quantity, sale_price, cover_price, author, pages, summary, content,
            trailer_url, preview_pdf, sale_status, status, created_at, updated_at
       from books where id = $1 and status = 'ACTIVE'`,
    [id],
  );
  const row = rows[0];
  if (!row) return reply.code(404).send({ code: 'NOT_FOUND' });
  const [categories, tags, images] = await Promise.all([
    pool.query(
      `select bc.book_id, c.id, c.name, c.slug from book_categories bc
         join categories c on c.id = bc.category_id
        where bc.book_id = any($1) and c.status = 'ACTIVE' order by c.position, c.name, c.id`,
      [[id]],
    ),
    pool.query(
      `select bt.book_id, t.id, t.name, t.slug from book_tags bt join tags t on t.id = bt.tag_id
        where bt.book_id = any($1) order by t.name, t.id`,
      [[id]],
    ),
    pool.query(
      `select i.id, i.name, i.alt, i.file, i.width, i.height, i.variants from book_images bi
         join images i on i.id = bi.image_id where bi.book_id = $1 order by bi.position, bi.image_id`,
      [id],
    ),
  ]);
  const pictures = images.rows.map(imageRef);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    salePrice: row.sale_price,
    coverPrice: row.cover_price,
    saleStatus: row.sale_status,
    author: row.author,
    cover: pictures[0] ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    quantity: row.quantity,
    pages: row.pages,
    summary: row.summary,
    content: row.content,
    trailerUrl: row.trailer_url,
    previewPdfUrl: row.preview_pdf ? `/uploads/books/${row.preview_pdf}` : null,
    categories: categories.rows.map(({ book_id, ...c }) => c),
    tags: tags.rows.map(({ book_id, ...t }) => t),
    images: pictures,
  };
});

// `GET /api/books`: the default page of 12 ACTIVE books by name, each with its cover, and the count.
app.get('/books', async () => {
  const [page, total] = await Promise.all([
    pool.query(
      `select b.id, b.name, b.slug, b.sale_price, b.cover_price, b.sale_status, b.author, b.created_at,
              c.id as cover_id, c.name as cover_name, c.alt as cover_alt, c.file as cover_file,
              c.width as cover_width, c.height as cover_height, c.variants as cover_variants
         from books b
         left join lateral (
           select i.id, i.name, i.alt, i.file, i.width, i.height, i.variants from book_images bi
             join images i on i.id = bi.image_id where bi.book_id = b.id
            order by bi.position, bi.image_id limit 1) c on true
        where b.status = 'ACTIVE' and b.sale_price between $1 and $2
        order by b.name asc, b.id asc limit 12 offset 0`,
      [0, PRICE_MAX],
    ),
    pool.query(
      `select count(*)::int as n from books where status = 'ACTIVE' and sale_price between $1 and $2`,
      [0, PRICE_MAX],
    ),
  ]);
  return {
    data: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      salePrice: row.sale_price,
      coverPrice: row.cover_price,
      saleStatus: row.sale_status,
      author: row.author,
      cover:
        row.cover_id === null
          ? null
          : imageRef({
              id: row.cover_id,
              name: row.cover_name,
              alt: row.cover_alt,
              file: row.cover_file,
              width: row.cover_width,
              height: row.cover_height,
              variants: row.cover_variants,
            }),
      createdAt: row.created_at.toISOString(),
    })),
    pagination: { total: total.rows[0].n, offset: 0, limit: 12 },
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
