import {
  FREE_VIDEOS_LIMIT,
  type FreeVideoCard,
  type VideoOption,
  type VideoPlay,
  videoEmbedUrl,
} from '@tutor/contract/videos';
import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, lessons, videos, videoTimelines } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UrlSigner } from '../../lib/url-signer';
import type { AuthContext } from '../../plugins/auth';
import { loadImageRefs } from '../shared/image-ref';
import { authorizePlay, findPlayableVideo, isFreeVideo, type PlayKind, viewLimitOf } from './access';
import { isPlayIdOf, issuePlayId, STREAM_TTL_S, type StreamKind, signStreamUrl } from './signed-url';
import { countView, viewsUsed } from './views';
import { readProgress, reportProgress } from './watch-progress';

const STREAM_KIND: Record<PlayKind, StreamKind> = { STAFF: 'S', ENROLLED: 'E', FREE: 'F' };

/** Whose views and progress a play records: a signed-in student or visitor; never staff, never anonymous. */
const recordsFor = (kind: PlayKind, auth: AuthContext | null) => (kind !== 'STAFF' && auth ? auth.userId : 0);

export function createStorefrontVideos(db: Db, signer: UrlSigner) {
  async function load(videoId: number) {
    const video = await findPlayableVideo(db, videoId);
    if (!video) throw new AppError('NOT_FOUND');
    return video;
  }

  return {
    /**
     * The playable answer of `GET /videos/{id}` (and `/videos/{id}/free` with `freeOnly`): checks access,
     * refuses past the view limit, and issues a play id and, for an uploaded file, a signed stream URL.
     */
    async play(
      videoId: number,
      auth: AuthContext | null,
      options: { freeOnly?: boolean } = {},
    ): Promise<VideoPlay> {
      const video = await load(videoId);
      if (options.freeOnly && !isFreeVideo(video)) throw new AppError('NOT_FOUND');
      const kind = await authorizePlay(db, auth, video);
      if (video.option === 'UPLOAD' && !video.file) throw new AppError('VIDEO_NOT_UPLOADED');
      const userId = recordsFor(kind, auth);
      const limit = viewLimitOf(kind, video);
      const [used, progress, timelines] = await Promise.all([
        userId ? viewsUsed(db, video.id, userId) : 0,
        userId ? readProgress(db, userId, video.id) : { resumeAt: 0, completed: false },
        db
          .select({ id: videoTimelines.id, title: videoTimelines.title, second: videoTimelines.second })
          .from(videoTimelines)
          .where(eq(videoTimelines.videoId, video.id))
          .orderBy(asc(videoTimelines.second), asc(videoTimelines.id)),
      ]);
      if (limit !== null && used >= limit) throw new AppError('VIDEO_VIEW_LIMIT_REACHED');
      // Staff and visitors get play ids too (the player posts them alike); theirs are simply not counted.
      const signedFor = kind === 'STAFF' ? (auth?.userId ?? 0) : userId;
      const playId = issuePlayId(signer, video.id, signedFor);
      const expiresAt = Math.floor(Date.now() / 1000) + STREAM_TTL_S;
      const option = video.option as VideoOption;
      return {
        id: video.id,
        lessonId: video.lessonId,
        courseId: video.courseId,
        name: video.name,
        option,
        duration: video.duration,
        isFree: isFreeVideo(video),
        timelines,
        viewsAllowed: limit,
        viewsUsed: used,
        viewsLeft: limit === null ? null : Math.max(0, limit - used),
        resumeAt: progress.resumeAt,
        completed: progress.completed,
        playId,
        streamUrl:
          option === 'UPLOAD'
            ? signStreamUrl(signer, {
                videoId: video.id,
                userId: signedFor,
                playId,
                kind: STREAM_KIND[kind],
                expiresAt,
              })
            : null,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        externalId: option === 'UPLOAD' ? null : video.externalId,
        embedUrl: videoEmbedUrl(option, video.externalId),
        hasDocument: video.documentFile !== null,
        documentName: video.documentName,
      };
    },

    /** `POST /videos/{id}/view`: counts the play once (a retry answers `counted: false`). */
    async view(videoId: number, auth: AuthContext | null, playId: string) {
      const video = await load(videoId);
      const kind = await authorizePlay(db, auth, video);
      const signedFor = auth?.userId ?? 0;
      if (!isPlayIdOf(signer, playId, video.id, signedFor)) throw new AppError('VIDEO_LINK_INVALID');
      const userId = recordsFor(kind, auth);
      const limit = viewLimitOf(kind, video);
      if (!userId) return { counted: false, viewsUsed: 0, viewsLeft: null };
      const result = await countView(db, { videoId, userId, courseId: video.courseId, playId, limit });
      return {
        counted: result.counted,
        viewsUsed: result.viewsUsed,
        viewsLeft: limit === null ? null : Math.max(0, limit - result.viewsUsed),
      };
    },

    /** `POST /videos/{id}/progress`: see watch-progress.ts. Staff are not tracked. */
    async progress(
      videoId: number,
      auth: AuthContext,
      report: { playId: string; position: number; playing: number },
    ) {
      const video = await load(videoId);
      const kind = await authorizePlay(db, auth, video);
      if (!isPlayIdOf(signer, report.playId, video.id, auth.userId)) throw new AppError('VIDEO_LINK_INVALID');
      if (kind === 'STAFF') return { resumeAt: report.position, watchedSeconds: 0, completed: false };
      return reportProgress(db, {
        userId: auth.userId,
        videoId: video.id,
        lessonId: video.lessonId,
        courseId: video.courseId,
        duration: video.duration,
        ...report,
      });
    },

    /**
     * The video's attached PDF, for whoever may play the video (staff, its students, anyone when it is
     * free). `lessonId` must be the video's lesson.
     */
    async document(lessonId: number, videoId: number, auth: AuthContext | null) {
      const video = await load(videoId);
      if (video.lessonId !== lessonId) throw new AppError('NOT_FOUND');
      await authorizePlay(db, auth, video);
      if (!video.documentFile) throw new AppError('DOCUMENT_NOT_ATTACHED');
      return { file: video.documentFile, name: video.documentName || `tai-lieu-video-${video.id}.pdf` };
    },

    /** The home section: the newest playable free videos of released lessons in active courses. */
    async free(): Promise<FreeVideoCard[]> {
      const rows = await db
        .select({
          id: videos.id,
          name: videos.name,
          duration: videos.duration,
          option: videos.option,
          lessonId: lessons.id,
          lessonName: lessons.name,
          lessonSlug: lessons.slug,
          courseId: courses.id,
          courseName: courses.name,
          courseSlug: courses.slug,
          imageId: courses.imageId,
        })
        .from(videos)
        .innerJoin(lessons, eq(lessons.id, videos.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(
          and(
            or(eq(videos.isFree, true), eq(lessons.isFree, true)),
            eq(videos.status, 'ACTIVE'),
            eq(lessons.status, 'ACTIVE'),
            eq(courses.status, 'ACTIVE'),
            sql`(${lessons.releaseDate} is null or ${lessons.releaseDate} <= now())`,
            or(ne(videos.option, 'UPLOAD'), isNotNull(videos.file)),
          ),
        )
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(FREE_VIDEOS_LIMIT);
      const covers = await loadImageRefs(
        db,
        rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
      );
      return rows.map(({ imageId, lessonSlug, ...row }) => ({
        ...row,
        option: row.option as VideoOption,
        link: `/bai-giang/${row.courseId}/${row.lessonId}/${lessonSlug}`,
        cover: imageId ? (covers.get(imageId) ?? null) : null,
      }));
    },
  };
}
export type StorefrontVideos = ReturnType<typeof createStorefrontVideos>;
