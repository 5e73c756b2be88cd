import type {
  AdminLesson,
  AdminLessonDetail,
  createLessonBodySchema,
  LessonFileField,
  MoveLessonBody,
  updateLessonBodySchema,
} from '@tutor/contract/learning';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { lessonAnswers, lessonGifts, lessons, thematics } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import { slugFor } from '../shared/catalogue-links';
import { lessonFilesOf, removeLessonFiles } from '../shared/lesson-files';
import { copyLessonVideos } from '../shared/lesson-video-copy';
import { changedLinks, checkCompleteOrder, inChainOrder } from './chain';
import type { LessonRow } from './lesson-access';
import { LESSON_FOLDER, toAdminLessonDetail, toAdminLessons } from './lesson-rows';

type CreateInput = z.output<typeof createLessonBodySchema>;
type UpdateInput = z.output<typeof updateLessonBodySchema>;
const SLUG_FALLBACK = 'bai-giang';

/** Locks thematics (in id order, so two moves between the same pair cannot deadlock) and returns them. */
async function lockThematics(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({ id: thematics.id, courseId: thematics.courseId })
    .from(thematics)
    .where(
      inArray(
        thematics.id,
        [...new Set(ids)].sort((a, b) => a - b),
      ),
    )
    .orderBy(thematics.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

async function chainOf(tx: Tx, thematicId: number) {
  return tx
    .select({ id: lessons.id, previousId: lessons.previousId })
    .from(lessons)
    .where(eq(lessons.thematicId, thematicId));
}

/** Takes a lesson out of its chain: the lesson after it now follows its predecessor. */
async function unlink(tx: Tx, lesson: Pick<LessonRow, 'id' | 'thematicId' | 'previousId'>) {
  await tx
    .update(lessons)
    .set({ previousId: lesson.previousId, updatedAt: new Date() })
    .where(and(eq(lessons.thematicId, lesson.thematicId), eq(lessons.previousId, lesson.id)));
}

function checkPoints(passPoint: number, totalPoint: number) {
  if (passPoint > totalPoint) throw fieldError('passPoint', 'tooBig');
}

/** Upserts or clears the gift message; a gift with neither message nor file is no gift. */
async function writeGiftMessage(tx: Tx, lessonId: number, message: string) {
  const [gift] = await tx.select().from(lessonGifts).where(eq(lessonGifts.lessonId, lessonId));
  if (!gift) {
    if (message) await tx.insert(lessonGifts).values({ lessonId, message });
    return;
  }
  if (!message && !gift.file) await tx.delete(lessonGifts).where(eq(lessonGifts.lessonId, lessonId));
  else
    await tx
      .update(lessonGifts)
      .set({ message, updatedAt: new Date() })
      .where(eq(lessonGifts.lessonId, lessonId));
}

export function createLessonsService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function removeFile(name: string | null | undefined) {
    if (!name) return;
    try {
      await storage.remove('private', LESSON_FOLDER, name);
    } catch (error) {
      log.warn({ err: error, file: name }, 'could not remove a lesson file');
    }
  }

  async function findRow(id: number, tx: DbOrTx = db): Promise<LessonRow> {
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function get(id: number): Promise<AdminLessonDetail> {
    return toAdminLessonDetail(db, await findRow(id));
  }

  async function item(id: number): Promise<AdminLesson> {
    return (await toAdminLessons(db, [await findRow(id)]))[0] as AdminLesson;
  }

  async function list(thematicId: number): Promise<AdminLesson[]> {
    const [thematic] = await db
      .select({ id: thematics.id })
      .from(thematics)
      .where(eq(thematics.id, thematicId));
    if (!thematic) throw notFound();
    const rows = await db.select().from(lessons).where(eq(lessons.thematicId, thematicId));
    return toAdminLessons(db, inChainOrder(rows));
  }

  return {
    list,
    get,

    /** Appends the lesson at the end of the thematic's chain. */
    async create(thematicId: number, body: CreateInput): Promise<AdminLesson> {
      checkPoints(body.passPoint, body.totalPoint);
      const id = await db.transaction(async (tx) => {
        const thematic = (await lockThematics(tx, [thematicId])).get(thematicId);
        if (!thematic) throw notFound();
        const last = inChainOrder(await chainOf(tx, thematicId)).at(-1);
        const { giftMessage, releaseDate, ...fields } = body;
        const [row] = await tx
          .insert(lessons)
          .values({
            ...fields,
            thematicId,
            courseId: thematic.courseId,
            slug: slugFor(body.slug, body.name, SLUG_FALLBACK),
            content: sanitizeRichText(body.content),
            releaseDate: releaseDate ? new Date(releaseDate) : null,
            previousId: last?.id ?? null,
          })
          .returning({ id: lessons.id });
        const lessonId = (row as { id: number }).id;
        await writeGiftMessage(tx, lessonId, giftMessage);
        return lessonId;
      });
      return item(id);
    },

    async update(id: number, body: UpdateInput): Promise<AdminLesson> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
        if (!current) throw notFound();
        checkPoints(body.passPoint ?? current.passPoint, body.totalPoint ?? current.totalPoint);
        const { giftMessage, releaseDate, slug, content, ...fields } = body;
        await tx
          .update(lessons)
          .set({
            ...fields,
            ...(slug !== undefined ? { slug: slugFor(slug, body.name ?? current.name, SLUG_FALLBACK) } : {}),
            ...(content !== undefined ? { content: sanitizeRichText(content) } : {}),
            ...(releaseDate !== undefined ? { releaseDate: releaseDate ? new Date(releaseDate) : null } : {}),
            updatedAt: new Date(),
          })
          .where(eq(lessons.id, id));
        if (giftMessage !== undefined) await writeGiftMessage(tx, id, giftMessage);
      });
      return item(id);
    },

    /**
     * Deletes the lesson (its videos, sheet and histories go with it, and then its stored files); its
     * successor follows its predecessor.
     */
    async remove(id: number): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const found = await findRow(id, tx);
        await lockThematics(tx, [found.thematicId]);
        const [current] = await tx.select().from(lessons).where(eq(lessons.id, id));
        if (!current) throw notFound();
        const stored = await lessonFilesOf(tx, { lessonIds: [id] });
        await unlink(tx, current);
        await tx.delete(lessons).where(eq(lessons.id, id));
        return stored;
      });
      await removeLessonFiles(db, storage, log, files);
    },

    /** Rewrites a thematic's chain to the complete order given (CHAIN_CYCLE unless exactly its lessons). */
    async reorder(thematicId: number, ids: number[]): Promise<AdminLesson[]> {
      await db.transaction(async (tx) => {
        if (!(await lockThematics(tx, [thematicId])).get(thematicId)) throw notFound();
        const children = await chainOf(tx, thematicId);
        checkCompleteOrder(children, ids);
        const now = new Date();
        for (const [lessonId, previousId] of changedLinks(children, ids))
          await tx.update(lessons).set({ previousId, updatedAt: now }).where(eq(lessons.id, lessonId));
      });
      return list(thematicId);
    },

    /** Moves a lesson after `previousId` (null: first) in a thematic of the same course. */
    async move(id: number, body: MoveLessonBody & { thematicId: number; previousId: number | null }) {
      await db.transaction(async (tx) => {
        const found = await findRow(id, tx);
        const locked = await lockThematics(tx, [found.thematicId, body.thematicId]);
        const target = locked.get(body.thematicId);
        if (!target || target.courseId !== found.courseId) throw fieldError('thematicId', 'invalid');
        const [current] = await tx.select().from(lessons).where(eq(lessons.id, id));
        if (!current) throw notFound();
        if (body.previousId === id) throw new AppError('CHAIN_CYCLE');
        await unlink(tx, current);
        const chain = (await chainOf(tx, body.thematicId)).filter((row) => row.id !== id);
        if (body.previousId !== null && !chain.some((row) => row.id === body.previousId))
          throw fieldError('previousId', 'invalid');
        const now = new Date();
        // The lesson that followed `previousId` now follows the moved lesson.
        await tx
          .update(lessons)
          .set({ previousId: id, updatedAt: now })
          .where(
            and(
              eq(lessons.thematicId, body.thematicId),
              body.previousId === null ? isNull(lessons.previousId) : eq(lessons.previousId, body.previousId),
              // The moved lesson may still sit in this chain: it is not its own successor.
              ne(lessons.id, id),
            ),
          );
        await tx
          .update(lessons)
          .set({ thematicId: body.thematicId, previousId: body.previousId, updatedAt: now })
          .where(eq(lessons.id, id));
      });
      return item(id);
    },

    /** Attaches a PDF to a lesson (document, answer or gift); the replaced file goes once the row names the new one. */
    async upload(id: number, field: LessonFileField, file: UploadedFile): Promise<AdminLessonDetail> {
      if (file.kind !== 'pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await findRow(id);
      const name = await storage.moveIn('private', LESSON_FOLDER, file.path, 'pdf');
      let replaced: string | null;
      try {
        replaced = await setFile(db, id, field, { file: name, fileName: file.fileName });
      } catch (error) {
        await removeFile(name);
        throw error;
      }
      await removeFile(replaced);
      return get(id);
    },

    async detachFile(id: number, field: LessonFileField): Promise<AdminLessonDetail> {
      await findRow(id);
      await removeFile(await setFile(db, id, field, null));
      return get(id);
    },

    /** Copies a lesson (its files, videos with timelines, answer sheet and gift) to the end of a thematic. */
    async copy(thematicId: number, sourceId: number): Promise<AdminLesson> {
      const source = await findRow(sourceId).catch(() => {
        throw fieldError('lessonId', 'invalid');
      });
      const [gift] = await db.select().from(lessonGifts).where(eq(lessonGifts.lessonId, sourceId));
      // Own copies of the lesson's PDFs, made before the transaction and removed if it fails.
      const copied: string[] = [];
      const copyOf = async (name: string | null | undefined) => {
        if (!name) return null;
        try {
          const fresh = await storage.copy('private', LESSON_FOLDER, name, LESSON_FOLDER, 'pdf');
          copied.push(fresh);
          return fresh;
        } catch (error) {
          log.warn({ err: error, file: name }, 'lesson file missing while copying; the copy has none');
          return null;
        }
      };
      const documentFile = await copyOf(source.documentFile);
      const answerFile = await copyOf(source.answerFile);
      const giftFile = await copyOf(gift?.file);
      try {
        const id = await db.transaction(async (tx) => {
          const thematic = (await lockThematics(tx, [thematicId])).get(thematicId);
          if (!thematic) throw notFound();
          const last = inChainOrder(await chainOf(tx, thematicId)).at(-1);
          const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source;
          const [row] = await tx
            .insert(lessons)
            .values({
              ...fields,
              thematicId,
              courseId: thematic.courseId,
              previousId: last?.id ?? null,
              documentFile,
              documentName: documentFile ? source.documentName : '',
              answerFile,
              answerName: answerFile ? source.answerName : '',
            })
            .returning({ id: lessons.id });
          const lessonId = (row as { id: number }).id;
          await copyLessonVideos(tx, sourceId, lessonId);
          const slots = await tx.select().from(lessonAnswers).where(eq(lessonAnswers.lessonId, sourceId));
          if (slots.length > 0)
            await tx.insert(lessonAnswers).values(
              slots.map(({ id: _slot, createdAt: _sc, updatedAt: _su, ...slot }) => ({
                ...slot,
                lessonId,
              })),
            );
          if (gift && (gift.message || giftFile))
            await tx.insert(lessonGifts).values({
              lessonId,
              message: gift.message,
              file: giftFile,
              fileName: giftFile ? gift.fileName : '',
            });
          return lessonId;
        });
        return item(id);
      } catch (error) {
        for (const name of copied) await removeFile(name);
        throw error;
      }
    },
  };
}

/** Points a lesson's file field at `next` (or nothing) in a transaction; answers the file it replaced. */
async function setFile(
  db: Db,
  id: number,
  field: LessonFileField,
  next: { file: string; fileName: string } | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
    if (!current) throw notFound();
    const now = new Date();
    if (field === 'gift') {
      const [gift] = await tx.select().from(lessonGifts).where(eq(lessonGifts.lessonId, id));
      if (!next) {
        if (!gift) return null;
        if (gift.message)
          await tx
            .update(lessonGifts)
            .set({ file: null, fileName: '', updatedAt: now })
            .where(eq(lessonGifts.lessonId, id));
        else await tx.delete(lessonGifts).where(eq(lessonGifts.lessonId, id));
        return gift.file;
      }
      await tx
        .insert(lessonGifts)
        .values({ lessonId: id, file: next.file, fileName: next.fileName })
        .onConflictDoUpdate({
          target: lessonGifts.lessonId,
          set: { file: next.file, fileName: next.fileName, updatedAt: now },
        });
      return gift?.file ?? null;
    }
    const columns =
      field === 'document'
        ? { documentFile: next?.file ?? null, documentName: next?.fileName ?? '' }
        : { answerFile: next?.file ?? null, answerName: next?.fileName ?? '' };
    await tx
      .update(lessons)
      .set({ ...columns, updatedAt: now })
      .where(eq(lessons.id, id));
    return field === 'document' ? current.documentFile : current.answerFile;
  });
}
