import { slug } from '@tutor/contract/format';
import { inArray, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../../lib/rich-text';
import type { Storage } from '../../../lib/storage';
import { type Buyer, placeOrder } from '../../../modules/orders/place';
import { removeImageFiles, type StoredImage } from '../../../modules/shared/image-files';
import type { Tx } from '../../client';
import {
  banners,
  bookCategories,
  bookImages,
  books,
  bookTags,
  categories,
  combos,
  documentCategories,
  documents,
  documentTags,
  embedLives,
  folders,
  imageCategories,
  images,
  menus,
  news,
  pages,
  slideshows,
  tags,
  users,
} from '../../schema';
import { BOOKS, type BookSeed } from './books-data';
import {
  CATEGORIES,
  type CategoryType,
  COMBOS,
  DOCUMENTS,
  EMBED_LIVES,
  FOLDERS,
  GALLERY,
  MENUS,
  type MenuSeed,
  NEWS,
  PAGES,
  SLIDES,
  TAGS,
} from './content-data';
import { demoPdfFont } from './demo-font';
import { copyDemoPicture, readDemoPictureManifest } from './demo-pictures';
import { buildPdf } from './pdf';
import { type PictureJob, pictureJobs } from './picture-jobs';

/** Where the services keep these files (books/service.ts, documents/service.ts, news attachments). */
const BOOK_FOLDER = 'books';
const DOCUMENT_FOLDER = 'documents';
const ATTACHMENT_FOLDER = 'attachments';
const DAY_MS = 86_400_000;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Maths stays as `$…$` text: the storefront typesets it with KaTeX. */
function bookContent(book: BookSeed): string {
  return sanitizeRichText(
    // The summary has its own field, shown beside the price: repeating it here showed it twice.
    `<h3>Nội dung chính</h3><ul>${book.topics.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>` +
      `<h3>Ví dụ minh hoạ</h3><p>Chẳng hạn, ${escapeHtml(book.example)}.</p>` +
      `<p>Công thức trọng tâm của cuốn sách:</p><p>$$${escapeHtml(book.formula)}$$</p>` +
      `<h3>Thông tin sách</h3><p>Tác giả: ${escapeHtml(book.author)} · Số trang: ${book.pages} · Khổ 19 × 27 cm · NXB ToánHay</p>`,
  );
}

/** Files written so far, so a failed seed can remove them again (its rows roll back). */
function fileLedger(storage: Storage) {
  const pictures: StoredImage[] = [];
  const files: Array<{ area: 'public' | 'private'; folder: string; name: string }> = [];
  return {
    pictures,
    async write(area: 'public' | 'private', folder: string, data: Buffer) {
      const name = await storage.write(area, folder, data, 'pdf');
      files.push({ area, folder, name });
      return name;
    },
    async removeAll() {
      await Promise.allSettled([
        ...pictures.map((p) => removeImageFiles(storage, p.file, p.variants)),
        ...files.map((f) => storage.remove(f.area, f.folder, f.name)),
      ]);
    },
  };
}

/** The catalogue's files on disk, ready for its rows; `remove` deletes them all again. */
export type CatalogueFiles = {
  jobs: PictureJob[];
  /** One per job, in the same order. */
  stored: StoredImage[];
  documentFiles: Array<{ name: string; bytes: number }>;
  previewPdf: string | null;
  attachment: string | null;
  remove(): Promise<void>;
};

/**
 * Copies every committed demo picture into storage and writes every PDF (no database needed), before
 * the transaction opens. On failure nothing is left behind.
 */
export async function prepareCatalogueFiles(storage: Storage): Promise<CatalogueFiles> {
  const ledger = fileLedger(storage);
  try {
    const jobs = pictureJobs();
    const manifest = await readDemoPictureManifest();
    // Settled, not Promise.all: every copy has finished (and is in the ledger) before a failure is
    // thrown, so the cleanup below finds them all.
    const copies = await Promise.allSettled(
      jobs.map(async (job) => {
        const picture = await copyDemoPicture(storage, manifest, job.key);
        ledger.pictures.push(picture);
        return picture;
      }),
    );
    const stored = copies.map((copy) => {
      if (copy.status === 'rejected') throw copy.reason;
      return copy.value;
    });
    const font = await demoPdfFont();
    const documentFiles = await Promise.all(
      DOCUMENTS.map(async (doc) => {
        const data = buildPdf(
          { title: doc.name, subtitle: `${doc.summary} - ToánHay`, sections: doc.sections },
          font,
        );
        return { name: await ledger.write('private', DOCUMENT_FOLDER, data), bytes: data.length };
      }),
    );
    const previewBook = BOOKS.find((b) => b.hasPreview);
    const previewPdf = previewBook
      ? await ledger.write(
          'public',
          BOOK_FOLDER,
          buildPdf(
            {
              title: `Đọc thử: ${previewBook.name}`,
              subtitle: `${previewBook.author} - NXB ToánHay`,
              sections: [
                { heading: 'Mục lục', lines: previewBook.topics.map((t, i) => `Chương ${i + 1}. ${t}`) },
                { heading: 'Lời nói đầu', lines: [previewBook.summary] },
              ],
            },
            font,
          ),
        )
      : null;
    const attached = NEWS.find((n) => n.attachment);
    const attachment = attached?.attachment
      ? await ledger.write(
          'public',
          ATTACHMENT_FOLDER,
          buildPdf({ title: attached.title, sections: attached.attachment.sections }, font),
        )
      : null;
    return { jobs, stored, documentFiles, previewPdf, attachment, remove: ledger.removeAll };
  } catch (error) {
    await ledger.removeAll();
    throw error;
  }
}

/**
 * The demo catalogue and website content: categories of every type, tags, the media library, books,
 * combos, documents with real PDFs, news, slideshow, banners, live embeds, fixed pages, the five menus
 * and a few book orders, written in the caller's transaction with a bounded number of statements.
 * The files come ready from prepareCatalogueFiles (the caller removes them if the transaction fails).
 */
export async function seedCatalogue(tx: Tx, { files }: { files: CatalogueFiles }): Promise<void> {
  const { jobs, stored, documentFiles, previewPdf, attachment } = files;
  const now = Date.now();
  const daysAgo = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 3_600_000);
  const previewBook = BOOKS.find((b) => b.hasPreview);
  const attached = NEWS.find((n) => n.attachment);

  // --- Taxonomy and media library ---------------------------------------------------------------------
  const categoryRows = await tx
    .insert(categories)
    .values(
      (Object.keys(CATEGORIES) as CategoryType[]).flatMap((type) =>
        CATEGORIES[type].map((c, position) => ({
          type,
          name: c.name,
          slug: slug(c.name),
          description: c.description,
          position,
        })),
      ),
    )
    .returning({ id: categories.id, type: categories.type, name: categories.name });
  const categoryId = (type: CategoryType, name: string) => {
    const row = categoryRows.find((c) => c.type === type && c.name === name);
    if (!row) throw new Error(`demo data names an unknown ${type} category: ${name}`);
    return row.id;
  };

  const tagRows = await tx
    .insert(tags)
    .values(TAGS.map((name) => ({ name, slug: slug(name) })))
    .returning({ id: tags.id, name: tags.name });
  const tagId = (name: string) => {
    const row = tagRows.find((t) => t.name === name);
    if (!row) throw new Error(`demo data names an unknown tag: ${name}`);
    return row.id;
  };

  const folderRows = await tx
    .insert(folders)
    .values(Object.values(FOLDERS).map((name) => ({ name })))
    .returning({ id: folders.id, name: folders.name });
  const folderId = (key: keyof typeof FOLDERS) => folderRows.find((f) => f.name === FOLDERS[key])?.id ?? null;

  const imageRows = await tx
    .insert(images)
    .values(
      jobs.map((job, i) => {
        const picture = stored[i] as StoredImage;
        return {
          name: job.name,
          alt: job.alt,
          file: picture.file,
          width: picture.width,
          height: picture.height,
          bytes: picture.bytes,
          variants: picture.variants,
          folderId: folderId(job.folder),
          // Older pictures first, so the media library's "newest" order matches the content.
          createdAt: daysAgo(60 - (i * 60) / jobs.length),
        };
      }),
    )
    .returning({ id: images.id, file: images.file });
  const imageIdByFile = new Map(imageRows.map((r) => [r.file, r.id]));
  const imageId = (key: string) => {
    const index = jobs.findIndex((j) => j.key === key);
    const id = index >= 0 ? imageIdByFile.get((stored[index] as StoredImage).file) : undefined;
    if (id === undefined) throw new Error(`demo picture missing: ${key}`);
    return id;
  };
  await tx.insert(imageCategories).values([
    ...GALLERY.classroom.map((_, i) => ({
      imageId: imageId(`gallery:classroom:${i}`),
      categoryId: categoryId('IMAGE', 'Hoạt động lớp học'),
    })),
    ...GALLERY.award.map((_, i) => ({
      imageId: imageId(`gallery:award:${i}`),
      categoryId: categoryId('IMAGE', 'Thành tích học sinh'),
    })),
  ]);

  // --- Books ------------------------------------------------------------------------------------------
  const bookRows = await tx
    .insert(books)
    .values(
      BOOKS.map((book, i) => ({
        name: book.name,
        slug: slug(book.name),
        quantity: book.quantity,
        salePrice: book.salePrice,
        coverPrice: book.coverPrice,
        author: book.author,
        pages: book.pages,
        summary: book.summary,
        content: bookContent(book),
        trailerUrl: book.trailerUrl ?? '',
        previewPdf: book === previewBook ? previewPdf : null,
        saleStatus: book.saleStatus,
        // The list's order is the catalogue's publication order: later entries are newer.
        createdAt: daysAgo(BOOKS.length - i, i % 7),
      })),
    )
    .returning({ id: books.id, name: books.name, slug: books.slug, salePrice: books.salePrice });
  const bookIndex = BOOKS.map((book) => {
    const row = bookRows.find((r) => r.name === book.name);
    if (!row) throw new Error(`book not inserted: ${book.name}`);
    return row;
  });
  await tx
    .insert(bookCategories)
    .values(
      BOOKS.flatMap((book, i) =>
        book.categories.map((c) => ({ bookId: bookIndex[i]?.id ?? 0, categoryId: categoryId('BOOK', c) })),
      ),
    );
  await tx
    .insert(bookTags)
    .values(
      BOOKS.flatMap((book, i) => book.tags.map((t) => ({ bookId: bookIndex[i]?.id ?? 0, tagId: tagId(t) }))),
    );
  await tx.insert(bookImages).values(
    BOOKS.flatMap((book, i) =>
      Array.from({ length: 1 + (book.pagesShown ?? 0) }, (_, position) => ({
        bookId: bookIndex[i]?.id ?? 0,
        imageId: imageId(`book:${i}:${position}`),
        position,
      })),
    ),
  );

  // --- Combos and documents ---------------------------------------------------------------------------
  const comboRows = await tx
    .insert(combos)
    .values(
      COMBOS.map((combo, i) => ({
        name: combo.name,
        slug: slug(combo.name),
        salePrice: combo.salePrice,
        rootPrice: combo.rootPrice,
        imageId: imageId(`combo:${i}`),
        summary: combo.summary,
        content: sanitizeRichText(combo.content),
        createdAt: daysAgo(30 - i * 6),
      })),
    )
    .returning({ id: combos.id, name: combos.name, slug: combos.slug });

  const documentRows = await tx
    .insert(documents)
    .values(
      DOCUMENTS.map((doc, i) => {
        const file = documentFiles[i] as { name: string; bytes: number };
        return {
          name: doc.name,
          slug: slug(doc.name),
          summary: doc.summary,
          // Without the summary, shown beside it on the page already.
          content: sanitizeRichText(
            `<ul>${doc.sections
              .map((s) => s.heading)
              .filter(Boolean)
              .map((h) => `<li>${escapeHtml(h ?? '')}</li>`)
              .join('')}</ul><p>Định dạng PDF, ${Math.max(1, Math.round(file.bytes / 1024))} KB. ${
              doc.salePrice > 0 ? 'Tài liệu trả phí: tải được sau khi đơn hàng hoàn tất.' : 'Tải miễn phí.'
            }</p>`,
          ),
          imageId: imageId(`document:${doc.category}`),
          file: file.name,
          fileName: `${slug(doc.name)}.pdf`,
          fileBytes: file.bytes,
          isFree: doc.salePrice === 0,
          salePrice: doc.salePrice,
          downloads: doc.downloads,
          createdAt: daysAgo(45 - i * 4, i),
        };
      }),
    )
    .returning({ id: documents.id, name: documents.name });
  const documentId = (name: string) => documentRows.find((d) => d.name === name)?.id ?? 0;
  await tx.insert(documentCategories).values(
    DOCUMENTS.map((doc) => ({
      documentId: documentId(doc.name),
      categoryId: categoryId('DOCUMENT', doc.category),
    })),
  );
  await tx
    .insert(documentTags)
    .values(
      DOCUMENTS.flatMap((doc) =>
        doc.tags.map((t) => ({ documentId: documentId(doc.name), tagId: tagId(t) })),
      ),
    );

  // --- Website content --------------------------------------------------------------------------------
  await tx.insert(news).values(
    NEWS.map((item, i) => ({
      title: item.title,
      slug: slug(item.title),
      summary: item.summary,
      content: sanitizeRichText(item.content),
      imageId: imageId(`news:${i}`),
      state: item.draft ? 'draft' : 'publish',
      attachment: item === attached ? attachment || null : null,
      attachmentName: item === attached ? (item.attachment?.name ?? '') : '',
      publishedAt: item.draft ? null : daysAgo(item.daysAgo, 3),
      createdAt: daysAgo(item.daysAgo, 4),
    })),
  );

  const featuredBook = bookIndex[0];
  const featuredCombo = comboRows[0];
  const slideLinks = [
    featuredBook ? `/sach/${featuredBook.id}/${featuredBook.slug}` : '/danh-muc/sach',
    featuredCombo ? `/combo/${featuredCombo.id}/${featuredCombo.slug}` : '/',
    '/tin-tuc',
  ];
  await tx.insert(slideshows).values(
    slideLinks.map((link, i) => ({
      title: SLIDES[i]?.title ?? '',
      subtitle: SLIDES[i]?.subtitle ?? '',
      imageId: imageId(`slide:${i}`),
      link,
      position: i,
    })),
  );
  const bookCategoryG12 = categoryId('BOOK', 'Sách lớp 12');
  const bannerLinks = [
    '/danh-muc/tai-lieu',
    '/danh-muc/khoa-hoc',
    `/danh-muc/sach/${bookCategoryG12}/${slug('Sách lớp 12')}`,
    '/danh-muc/de-thi',
  ];
  await tx.insert(banners).values(
    bannerLinks.map((link, i) => ({
      title: jobs.find((j) => j.key === `banner:${i}`)?.alt ?? '',
      imageId: imageId(`banner:${i}`),
      link,
      orientation: i < 2 ? 'HORIZONTAL' : 'VERTICAL',
      position: i % 2,
    })),
  );
  await tx
    .insert(embedLives)
    .values(EMBED_LIVES.map((live, i) => ({ ...live, createdAt: daysAgo(3 + i * 10) })));

  // The pages service also makes sure these codes exist at start-up: fill them in whichever ran first.
  await tx
    .insert(pages)
    .values(PAGES.map((p) => ({ code: p.code, title: p.title, content: sanitizeRichText(p.content) })))
    .onConflictDoUpdate({
      target: pages.code,
      set: { title: sql`excluded.title`, content: sql`excluded.content`, updatedAt: sql`now()` },
    });

  await seedMenus(tx, categoryId);

  // --- A few book orders by demo students, waiting to be handled --------------------------------------
  const buyers = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.username, ['hocsinh01', 'hocsinh02', 'hocsinh03', 'hocsinh04']));
  const orderable = BOOKS.map((b, i) => ({ book: b, row: bookIndex[i] })).filter(
    (b) => b.book.saleStatus === 'AVAILABLE',
  );
  // Placed the way the storefront places them (a SIMPLE order with one BOOK line at the book's price).
  const bookOrder = (
    pick: (typeof orderable)[number] | undefined,
    userId: number | null,
    buyer: Buyer,
    qty: number,
    createdAt: Date,
  ) =>
    pick?.row
      ? placeOrder(tx, {
          kind: 'SIMPLE',
          userId,
          buyer,
          lines: [
            {
              type: 'BOOK',
              id: pick.row.id,
              name: pick.book.name,
              unitPrice: pick.row.salePrice,
              quantity: qty,
            },
          ],
          createdAt,
        })
      : undefined;
  for (const [i, buyer] of buyers.entries()) {
    const contact = {
      name: `${buyer.lastName} ${buyer.firstName}`.trim(),
      phone: buyer.phone,
      email: buyer.email,
      comment: i === 0 ? 'Giao giờ hành chính giúp em ạ.' : '',
    };
    await bookOrder(orderable[(i * 5) % orderable.length], buyer.id, contact, 1 + (i % 3), daysAgo(i, 2 + i));
  }
  const guest = {
    name: 'Phạm Thị Thu',
    phone: '0987654321',
    email: 'phamthu.ph@gmail.com',
    comment: 'Mua cho con học lớp 11, giao về Thủ Đức.',
  };
  await bookOrder(orderable[1], null, guest, 2, daysAgo(0, 5));
}

/**
 * The five menus. Entries are inserted level by level, then one statement links each list of siblings
 * through leftId/rightId (ids are only known after the insert).
 */
async function seedMenus(tx: Tx, categoryId: (type: CategoryType, name: string) => number) {
  const links: Array<{ id: number; left: number | null; right: number | null }> = [];
  const insertLevel = async (
    menu: (typeof MENUS)[number],
    items: MenuSeed[],
    parentId: number | null,
  ): Promise<void> => {
    const type: CategoryType = menu.type;
    const rows = await tx
      .insert(menus)
      .values(
        items.map((item) => ({
          type: menu.type,
          courseType: menu.courseType,
          name: item.name,
          categoryId: item.category ? categoryId(type, item.category) : null,
          link: item.link ?? '',
          parentId,
          showOnHome: item.showOnHome ?? false,
        })),
      )
      .returning({ id: menus.id, name: menus.name });
    const ids = items.map((item) => rows.find((r) => r.name === item.name)?.id ?? 0);
    for (const [i, id] of ids.entries())
      links.push({ id, left: ids[i - 1] ?? null, right: ids[i + 1] ?? null });
    for (const [i, item] of items.entries()) {
      if (item.children?.length) await insertLevel(menu, item.children, ids[i] ?? null);
    }
  };
  for (const menu of MENUS) await insertLevel(menu, menu.items, null);
  const values = sql.join(
    links.map((l) => sql`(${l.id}::bigint, ${l.left}::bigint, ${l.right}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${menus} set left_id = v.l, right_id = v.r from (values ${values}) as v(id, l, r) where ${menus.id} = v.id`,
  );
}
