import {
  type AdminVideo,
  type AdminVideoDetail,
  type AdminVideoTimeline,
  type CreateVideoInput,
  normalizeExternalId,
  type UpdateVideoInput,
  type VideoOption,
  type VideoUploadField,
  videoEmbedUrl,
} from '@tutor/contract/videos';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { lessons, videos, videoTimelines } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import { VIDEO_FOLDER } from '../shared/lesson-files';

/** Uploaded mp4s and their PDFs: private storage, served only by the stream and download routes. */
export { VIDEO_FOLDER };

type VideoRow = typeof videos.$inferSelect & { courseId: number };

const videoColumns = {
  id: videos.id,
  lessonId: videos.lessonId,
  courseId: lessons.courseId,
  name: videos.name,
  option: videos.option,
  file: videos.file,
  fileBytes: videos.fileBytes,
  externalId: videos.externalId,
  duration: videos.duration,
  isFree: videos.isFree,
  allowedViews: videos.allowedViews,
  position: videos.position,
  documentFile: videos.documentFile,
  documentName: videos.documentName,
  status: videos.status,
  createdAt: videos.createdAt,
  updatedAt: videos.updatedAt,
};

function toAdminVideo(row: VideoRow): AdminVideo {
  const option = row.option as VideoOption;
  return {
    id: row.id,
    lessonId: row.lessonId,
    courseId: row.courseId,
    name: row.name,
    option,
    externalId: row.externalId,
    embedUrl: videoEmbedUrl(option, row.externalId),
    hasFile: row.file !== null,
    fileBytes: row.fileBytes,
    duration: row.duration,
    isFree: row.isFree,
    allowedViews: row.allowedViews,
    position: row.position,
    documentName: row.documentName,
    hasDocument: row.documentFile !== null,
    status: row.status as AdminVideo['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminTimeline(row: typeof videoTimelines.$inferSelect): AdminVideoTimeline {
  return {
    id: row.id,
    videoId: row.videoId,
    title: row.title,
    second: row.second,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type UpdateVideo = UpdateVideoInput;

export function createVideosAdmin(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function find(id: number): Promise<VideoRow> {
    const [row] = await db
      .select(videoColumns)
      .from(videos)
      .innerJoin(lessons, eq(lessons.id, videos.lessonId))
      .where(eq(videos.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Removes a stored file unless another video still names it (copied lessons share files). */
  async function removeFile(name: string | null) {
    if (!name) return;
    const [used] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(or(eq(videos.file, name), eq(videos.documentFile, name)))
      .limit(1);
    if (used) return;
    try {
      await storage.remove('private', VIDEO_FOLDER, name);
    } catch (error) {
      log.warn({ err: error, file: name }, 'could not remove a replaced video file');
    }
  }

  async function detail(id: number): Promise<AdminVideoDetail> {
    const row = await find(id);
    const timelines = await db
      .select({ id: videoTimelines.id, title: videoTimelines.title, second: videoTimelines.second })
      .from(videoTimelines)
      .where(eq(videoTimelines.videoId, id))
      .orderBy(asc(videoTimelines.second), asc(videoTimelines.id));
    return { ...toAdminVideo(row), timelines };
  }

  /** A timeline's second must fall inside the video (when its duration is known). */
  function checkSecond(second: number, duration: number) {
    if (duration > 0 && second > duration) throw fieldError('second', 'tooBig');
  }

  return {
    async list(lessonId: number): Promise<AdminVideo[]> {
      const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
      if (!lesson) throw new AppError('NOT_FOUND');
      const rows = await db
        .select(videoColumns)
        .from(videos)
        .innerJoin(lessons, eq(lessons.id, videos.lessonId))
        .where(eq(videos.lessonId, lessonId))
        .orderBy(asc(videos.position), asc(videos.id));
      return rows.map(toAdminVideo);
    },

    get: detail,

    async create(lessonId: number, body: CreateVideoInput): Promise<AdminVideoDetail> {
      const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
      if (!lesson) throw new AppError('NOT_FOUND');
      const [row] = await db
        .insert(videos)
        .values({ ...body, lessonId })
        .returning({ id: videos.id });
      if (!row) throw new Error('video insert returned nothing');
      return detail(row.id);
    },

    async update(id: number, body: UpdateVideo): Promise<AdminVideoDetail> {
      const current = await find(id);
      const option = body.option ?? (current.option as VideoOption);
      const changes: UpdateVideo & { file?: null; fileBytes?: number } = { ...body };
      if (body.option !== undefined || body.externalId !== undefined) {
        const externalId = normalizeExternalId(
          option,
          body.externalId !== undefined ? body.externalId : current.externalId,
        );
        if (externalId === undefined)
          throw fieldError('externalId', body.externalId ? 'invalid' : 'required');
        changes.externalId = externalId;
      }
      // A video moved to a service no longer plays its file: drop it rather than keep it unreachable.
      const dropped = option !== 'UPLOAD' && current.file ? current.file : null;
      if (dropped) Object.assign(changes, { file: null, fileBytes: 0 });
      await db.transaction(async (tx) => {
        await tx
          .update(videos)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(videos.id, id));
        // Chapters past a shortened duration would point nowhere.
        if (body.duration !== undefined && body.duration > 0) {
          const [late] = await tx
            .select({ id: videoTimelines.id })
            .from(videoTimelines)
            .where(sql`${videoTimelines.videoId} = ${id} and ${videoTimelines.second} > ${body.duration}`)
            .limit(1);
          if (late) throw fieldError('duration', 'invalid');
        }
      });
      await removeFile(dropped);
      return detail(id);
    },

    async remove(id: number): Promise<void> {
      const current = await find(id);
      await db.delete(videos).where(eq(videos.id, id));
      await removeFile(current.file);
      await removeFile(current.documentFile);
    },

    /**
     * Stores the mp4 (field `video`, only for an UPLOAD video) or the attached PDF (field `document`)
     * in private storage; the row names the new file before the replaced one is removed.
     */
    async upload(id: number, field: VideoUploadField, file: UploadedFile): Promise<AdminVideoDetail> {
      const current = await find(id);
      if (field === 'video' && current.option !== 'UPLOAD') throw fieldError('field', 'invalidValue');
      const name = await storage.moveIn('private', VIDEO_FOLDER, file.path, file.kind);
      try {
        await db
          .update(videos)
          .set(
            field === 'video'
              ? { file: name, fileBytes: file.bytes, updatedAt: sql`now()` }
              : { documentFile: name, documentName: file.fileName, updatedAt: sql`now()` },
          )
          .where(eq(videos.id, id));
      } catch (error) {
        await removeFile(name);
        throw error;
      }
      await removeFile(field === 'video' ? current.file : current.documentFile);
      return detail(id);
    },

    async timelines(videoId: number): Promise<AdminVideoTimeline[]> {
      await find(videoId);
      const rows = await db
        .select()
        .from(videoTimelines)
        .where(eq(videoTimelines.videoId, videoId))
        .orderBy(asc(videoTimelines.second), asc(videoTimelines.id));
      return rows.map(toAdminTimeline);
    },

    async createTimeline(videoId: number, body: { title: string; second: number }) {
      const video = await find(videoId);
      checkSecond(body.second, video.duration);
      const [row] = await db
        .insert(videoTimelines)
        .values({ videoId, ...body })
        .returning();
      if (!row) throw new Error('timeline insert returned nothing');
      return toAdminTimeline(row);
    },

    async updateTimeline(id: number, body: { title?: string; second?: number }) {
      const [current] = await db.select().from(videoTimelines).where(eq(videoTimelines.id, id));
      if (!current) throw new AppError('NOT_FOUND');
      if (body.second !== undefined) checkSecond(body.second, (await find(current.videoId)).duration);
      const [row] = await db
        .update(videoTimelines)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(videoTimelines.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return toAdminTimeline(row);
    },

    async removeTimeline(id: number) {
      const deleted = await db
        .delete(videoTimelines)
        .where(eq(videoTimelines.id, id))
        .returning({ id: videoTimelines.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND');
    },
  };
}
export type VideosAdmin = ReturnType<typeof createVideosAdmin>;
