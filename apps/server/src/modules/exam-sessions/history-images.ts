import fs from 'node:fs';
import { idParamsSchema } from '@tutor/contract/admin-common';
import {
  HISTORY_IMAGE_MAX_BYTES,
  HISTORY_IMAGES_MAX,
  type HistoryImage,
  historyImageListSchema,
  historyImageParamsSchema,
  historyImageQuerySchema,
  historyImageSchema,
} from '@tutor/contract/exam-sessions';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { examHistories, examHistoryImages } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import { loadSharp } from '../../lib/sharp';
import { receiveFile } from '../../lib/upload-files';
import type { AuthContext } from '../../plugins/auth';
import { MULTIPART_OVERHEAD_BYTES } from '../shared/attachments';
import { signedIn } from './signed-in';
import { isExamStaff } from './targets';

/*
 * Photos of a student's handwritten working on a lesson exam (their own history), and the staff's
 * annotated copies. Private storage, served to the owner and staff only. An upload is checked by its
 * bytes (JPEG, PNG or WebP signature, then decoded) and re-encoded, which also drops what a phone puts in
 * a photo besides the picture (EXIF location).
 */

const FOLDER = 'exam-history-images';
const MAX_WIDTH = 2400;

type ImageRow = typeof examHistoryImages.$inferSelect;

/** JPEG, PNG or WebP by the file's first bytes, whatever it is called. */
export function isAcceptedImage(head: Buffer): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

/** Receives the one image of a multipart request (field "file") and stores it re-encoded as WebP. */
async function storeUploadedImage(app: FastifyInstance, request: Parameters<typeof receiveFile>[0]) {
  if (!request.isMultipart()) throw new AppError('ONLY_IMAGES');
  const file = await receiveFile(request, HISTORY_IMAGE_MAX_BYTES, 'ONLY_IMAGES');
  const head = Buffer.alloc(12);
  const handle = await fs.promises.open(file.path, 'r');
  try {
    await handle.read(head, 0, 12, 0);
  } finally {
    await handle.close();
  }
  if (!isAcceptedImage(head)) throw new AppError('ONLY_IMAGES');
  const sharp = await loadSharp();
  const data = await sharp(file.path)
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      // A valid signature over a body that is not a picture (cut short, forged).
      throw new AppError('ONLY_IMAGES');
    });
  return app.storage.write('private', FOLDER, data, 'webp');
}

const urlOf = (historyId: number, imageId: number, annotated: boolean) =>
  `/api/lesson-exam-histories/${historyId}/images/${imageId}${annotated ? '?annotated=1' : ''}`;

function toImage(row: ImageRow): HistoryImage {
  return {
    id: row.id,
    historyId: row.historyId,
    position: row.position,
    url: urlOf(row.historyId, row.id, false),
    annotatedUrl: row.annotatedFile ? urlOf(row.historyId, row.id, true) : null,
    createdAt: isoDate(row.createdAt),
  };
}

/** A lesson exam history the caller owns or may see as staff (anyone else: NOT_FOUND). */
async function readableHistory(db: Db, auth: AuthContext, historyId: number) {
  const [history] = await db.select().from(examHistories).where(eq(examHistories.id, historyId));
  if (!history || history.lessonId === null) throw notFound();
  if (history.userId !== auth.userId && !isExamStaff(auth, 'LESSON')) throw notFound();
  return history;
}

async function imagesOf(db: Db, historyId: number) {
  const rows = await db
    .select()
    .from(examHistoryImages)
    .where(eq(examHistoryImages.historyId, historyId))
    .orderBy(asc(examHistoryImages.position), asc(examHistoryImages.id));
  return { data: rows.map(toImage) };
}

/** The student's calls. */
export const historyImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site: lesson exams'];

  app.get(
    '/lesson-exam-histories/:id/images',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamsSchema, response: { 200: historyImageListSchema } },
    },
    async (request) => {
      const history = await readableHistory(app.db, signedIn(request), request.params.id as number);
      return imagesOf(app.db, history.id);
    },
  );
  app.post(
    '/lesson-exam-histories/:id/images',
    {
      config: { access: 'signed-in' },
      bodyLimit: HISTORY_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      schema: {
        tags,
        summary: 'Add a photo of my working (multipart field "file": JPEG, PNG or WebP) to my own history',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: historyImageSchema },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const [own] = await app.db
        .select({ id: examHistories.id })
        .from(examHistories)
        .where(and(eq(examHistories.id, request.params.id as number), eq(examHistories.userId, me.userId)));
      if (!own) throw notFound();
      const file = await storeUploadedImage(app, request);
      try {
        return await app.db.transaction(async (tx) => {
          // The history row is the lock: two uploads at once cannot both pass the count.
          await tx
            .select({ id: examHistories.id })
            .from(examHistories)
            .where(eq(examHistories.id, own.id))
            .for('update');
          const [row] = await tx
            .select({ n: count() })
            .from(examHistoryImages)
            .where(eq(examHistoryImages.historyId, own.id));
          const n = row?.n ?? 0;
          if (n >= HISTORY_IMAGES_MAX) throw new AppError('EXAM_HISTORY_IMAGES_FULL');
          const [image] = await tx
            .insert(examHistoryImages)
            .values({ historyId: own.id, file, position: n, uploadedBy: me.userId })
            .returning();
          return toImage(image as ImageRow);
        });
      } catch (error) {
        await app.storage.remove('private', FOLDER, file);
        throw error;
      }
    },
  );
  app.get(
    '/lesson-exam-histories/:id/images/:imageId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A photo (the original, or ?annotated=1 the staff’s annotated copy), to its owner or staff',
        params: historyImageParamsSchema,
        querystring: historyImageQuerySchema,
      },
    },
    async (request, reply) => {
      const history = await readableHistory(app.db, signedIn(request), request.params.id as number);
      const [image] = await app.db
        .select()
        .from(examHistoryImages)
        .where(
          and(
            eq(examHistoryImages.id, request.params.imageId as number),
            eq(examHistoryImages.historyId, history.id),
          ),
        );
      const name = request.query.annotated === '1' ? image?.annotatedFile : image?.file;
      if (!name) throw notFound();
      const path = app.storage.pathOf('private', FOLDER, name);
      const bytes = (await fs.promises.stat(path).catch(() => null))?.size;
      if (bytes === undefined) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', bytes)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(path));
    },
  );
};

/**
 * Admin `POST /lessons/{lessonId}/update-lesson-exam-history-image/{id}`: the staff's annotated copy of
 * a photo (multipart field "file"), replacing an earlier annotation; the student's original is kept.
 */
export async function annotateImage(
  app: FastifyInstance,
  request: Parameters<typeof receiveFile>[0],
  lessonId: number,
  imageId: number,
): Promise<HistoryImage> {
  const [found] = await app.db
    .select({ image: examHistoryImages })
    .from(examHistoryImages)
    .innerJoin(examHistories, eq(examHistories.id, examHistoryImages.historyId))
    .where(and(eq(examHistoryImages.id, imageId), eq(examHistories.lessonId, lessonId)));
  if (!found) throw notFound();
  const file = await storeUploadedImage(app, request);
  const [updated] = await app.db
    .update(examHistoryImages)
    .set({ annotatedFile: file, updatedAt: new Date() })
    .where(eq(examHistoryImages.id, imageId))
    .returning();
  if (found.image.annotatedFile) await app.storage.remove('private', FOLDER, found.image.annotatedFile);
  return toImage(updated as ImageRow);
}
