import { z } from 'zod';
import { catalogueName, statusField } from './books';
import { imageRefSchema } from './media';
import { integerFromText, nonNegativeInteger } from './validators';

/*
 * Lesson videos (spec §3 "Video", §7 videos): an uploaded mp4 kept in private storage, or an id on a
 * video-sharing service. Staff manage them under a lesson (`/api/admin/lessons/{id}/videos`), with
 * chapter marks (`/api/admin/videos/{id}/video-timelines`); students get a playable answer from
 * `GET /api/videos/{id}`.
 *
 * Who may play: staff (course:read) always; an enrolled student once the lesson is released and while
 * views are left; anyone (even signed out) when the video is free — its own `isFree`, or its lesson is a
 * free preview. An uploaded file is never under /uploads: the answer carries `streamUrl`, a short-lived
 * address signed for this user, this video and this play (`playId`), served with HTTP Range.
 *
 * Views: one per play start. The server issues `playId` with the answer; the first request of the
 * stream for that play, or `POST /videos/{id}/view` with it (a service video has no stream), counts it,
 * and the same playId never counts twice. `allowedViews` null = unlimited. Staff are never limited or
 * counted; free videos are not limited.
 */

export const VIDEO_OPTIONS = ['UPLOAD', 'YOUTUBE', 'VIMEO'] as const;
export type VideoOption = (typeof VIDEO_OPTIONS)[number];
export const videoOptionSchema = z.enum(VIDEO_OPTIONS, { error: 'invalidValue' });

/** A video counts as watched (and completes its lesson) at this share of its duration. */
export const VIDEO_COMPLETE_RATIO = 0.9;
/** How many free videos the home section shows. */
export const FREE_VIDEOS_LIMIT = 10;
/** Largest gap the player may claim between two progress reports (it reports far more often). */
export const VIDEO_PROGRESS_MAX_PLAYING_S = 3600;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parseUrl(input: string): URL | undefined {
  try {
    const url = new URL(input);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The id a service video is stored by, from what staff pasted: a YouTube id (11 characters) or a
 * YouTube address (watch, youtu.be, embed, shorts, live); a Vimeo number or a vimeo.com address.
 * Null when it is neither (or when the option is UPLOAD, which has no external id).
 */
export function parseExternalVideoId(option: VideoOption, input: string): string | null {
  const value = input.trim();
  if (option === 'YOUTUBE') {
    if (YOUTUBE_ID.test(value)) return value;
    const url = parseUrl(value);
    if (!url) return null;
    const host = url.hostname.toLowerCase();
    const segments = url.pathname.split('/').filter(Boolean);
    let id: string | undefined;
    if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : undefined;
    else if (YOUTUBE_HOSTS.has(host)) {
      const [first, second] = segments;
      if (first === 'watch' && segments.length === 1) id = url.searchParams.get('v') ?? undefined;
      else if (['embed', 'shorts', 'live', 'v'].includes(first ?? '') && segments.length === 2) id = second;
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  }
  if (option === 'VIMEO') {
    if (VIMEO_ID.test(value)) return value;
    const url = parseUrl(value);
    if (!url || !VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
    const segments = url.pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
    return last && VIMEO_ID.test(last) ? last : null;
  }
  return null;
}

/** The player address of a service video (what an iframe loads). */
export function videoEmbedUrl(option: VideoOption, externalId: string | null): string | null {
  if (!externalId) return null;
  if (option === 'YOUTUBE') return `https://www.youtube-nocookie.com/embed/${externalId}`;
  if (option === 'VIMEO') return `https://player.vimeo.com/video/${externalId}`;
  return null;
}

/** Seconds, a whole number ≥ 0 (a 10-hour ceiling keeps typing mistakes out). */
const secondsField = z.preprocess(
  integerFromText,
  z.int({ error: 'integer' }).min(0, { error: 'nonNegative' }).max(36_000, { error: 'tooBig' }),
);
/** Null (or '') = unlimited views; otherwise a whole number ≥ 0. */
const allowedViewsField = z.preprocess(
  (value) => (value === '' ? null : integerFromText(value)),
  z.int({ error: 'integer' }).min(0, { error: 'nonNegative' }).max(100_000, { error: 'tooBig' }).nullable(),
);
const positionField = z.preprocess(
  integerFromText,
  z.int({ error: 'integer' }).min(0, { error: 'nonNegative' }).max(100_000, { error: 'tooBig' }),
);
const externalIdInput = z.string({ error: 'invalidType' }).trim().max(500, { error: 'tooLong' });

// Admin

export const videoTimelineSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Where the chapter starts, in seconds from the beginning. */
  second: z.number(),
});
export type VideoTimeline = z.infer<typeof videoTimelineSchema>;

export const adminVideoTimelineSchema = videoTimelineSchema.extend({
  videoId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVideoTimeline = z.infer<typeof adminVideoTimelineSchema>;

export const adminVideoSchema = z.object({
  id: z.number(),
  lessonId: z.number(),
  courseId: z.number(),
  name: z.string(),
  option: videoOptionSchema,
  /** The YouTube or Vimeo id; null for an uploaded video. */
  externalId: z.string().nullable(),
  /** The service's player address; null for an uploaded video. */
  embedUrl: z.string().nullable(),
  /** An mp4 is stored (UPLOAD only). */
  hasFile: z.boolean(),
  fileBytes: z.number(),
  /** Seconds. */
  duration: z.number(),
  isFree: z.boolean(),
  /** Null = unlimited. */
  allowedViews: z.number().nullable(),
  position: z.number(),
  /** The attached PDF's name as uploaded; '' when none. */
  documentName: z.string(),
  hasDocument: z.boolean(),
  status: statusField,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

export const adminVideoDetailSchema = adminVideoSchema.extend({
  timelines: z.array(videoTimelineSchema),
});
export type AdminVideoDetail = z.infer<typeof adminVideoDetailSchema>;

export const adminVideoListResponseSchema = z.object({ data: z.array(adminVideoSchema) });
export type AdminVideoListResponse = z.infer<typeof adminVideoListResponseSchema>;

/**
 * `externalId` must be given for YOUTUBE and VIMEO (an id or a pasted address, stored as the id) and
 * left empty for UPLOAD (the file comes by `POST /admin/videos/{id}/upload`).
 */
export const createVideoBodySchema = z
  .strictObject({
    name: catalogueName,
    option: videoOptionSchema.default('UPLOAD'),
    externalId: externalIdInput.nullable().default(null),
    duration: secondsField.default(0),
    isFree: z.boolean({ error: 'invalidType' }).default(false),
    allowedViews: allowedViewsField.default(null),
    position: positionField.default(0),
    status: statusField.default('ACTIVE'),
  })
  .transform((body, ctx) => {
    const externalId = normalizeExternalId(body.option, body.externalId);
    if (externalId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['externalId'],
        message: body.externalId ? 'invalid' : 'required',
      });
      return z.NEVER;
    }
    return { ...body, externalId };
  });
export type CreateVideoBody = z.input<typeof createVideoBodySchema>;
export type CreateVideoInput = z.output<typeof createVideoBodySchema>;

/**
 * Any subset. When `externalId` or `option` changes, the pair is checked against the stored row by the
 * server (a VALIDATION_ERROR on `externalId` when they do not fit).
 */
export const updateVideoBodySchema = z.strictObject({
  name: catalogueName.optional(),
  option: videoOptionSchema.optional(),
  externalId: externalIdInput.nullable().optional(),
  duration: secondsField.optional(),
  isFree: z.boolean({ error: 'invalidType' }).optional(),
  allowedViews: allowedViewsField.optional(),
  position: positionField.optional(),
  status: statusField.optional(),
});
export type UpdateVideoBody = z.input<typeof updateVideoBodySchema>;
export type UpdateVideoInput = z.output<typeof updateVideoBodySchema>;

/**
 * The stored external id for an option: null for UPLOAD (whatever was sent is dropped), the parsed id
 * for a service, or undefined when a service video has no valid id.
 */
export function normalizeExternalId(
  option: VideoOption,
  input: string | null | undefined,
): string | null | undefined {
  if (option === 'UPLOAD') return null;
  if (!input) return undefined;
  return parseExternalVideoId(option, input) ?? undefined;
}

/** `field=video` (default) stores the mp4; `field=document` attaches a PDF. Multipart field "file". */
export const videoUploadQuerySchema = z.object({
  field: z.enum(['video', 'document'], { error: 'invalidValue' }).default('video'),
});
export type VideoUploadField = z.infer<typeof videoUploadQuerySchema>['field'];

export const videoTimelineListResponseSchema = z.object({ data: z.array(adminVideoTimelineSchema) });

/** `second` must not pass the video's duration (checked by the server against the stored video). */
export const createVideoTimelineBodySchema = z.strictObject({
  title: catalogueName,
  second: secondsField,
});
export type CreateVideoTimelineBody = z.input<typeof createVideoTimelineBodySchema>;

export const updateVideoTimelineBodySchema = z.strictObject({
  title: catalogueName.optional(),
  second: secondsField.optional(),
});
export type UpdateVideoTimelineBody = z.input<typeof updateVideoTimelineBodySchema>;

// Storefront

/**
 * What the player needs. `viewsAllowed`/`viewsLeft` null = unlimited (staff, free videos, no limit).
 * For UPLOAD: `streamUrl` (valid until `expiresAt`, about two hours: enough to finish a long lesson
 * with pauses, short enough that a shared link dies the same evening) and `playId`; for a service:
 * `externalId` and `embedUrl`, plus a `playId` to post with the view. `resumeAt` is where this user
 * stopped (0 for a first play or a signed-out visitor).
 */
export const videoPlaySchema = z.object({
  id: z.number(),
  lessonId: z.number(),
  courseId: z.number(),
  name: z.string(),
  option: videoOptionSchema,
  duration: z.number(),
  isFree: z.boolean(),
  timelines: z.array(videoTimelineSchema),
  viewsAllowed: z.number().nullable(),
  viewsUsed: z.number(),
  viewsLeft: z.number().nullable(),
  resumeAt: z.number(),
  /** Watched to 90 % (see README "Progress"). */
  completed: z.boolean(),
  playId: z.string(),
  streamUrl: z.string().nullable(),
  expiresAt: z.string(),
  externalId: z.string().nullable(),
  embedUrl: z.string().nullable(),
  /** A PDF is attached: `GET /videos/{lessonId}/{videoId}/download-document`. */
  hasDocument: z.boolean(),
  documentName: z.string(),
});
export type VideoPlay = z.infer<typeof videoPlaySchema>;

/** The server-issued play id (opaque, signed for this user and video). */
const playIdField = z
  .string({ error: 'invalidType' })
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' });

export const videoViewBodySchema = z.strictObject({ playId: playIdField });
export type VideoViewBody = z.input<typeof videoViewBodySchema>;

export const videoViewResponseSchema = z.object({
  /** False when this playId had already been counted (a retry). */
  counted: z.boolean(),
  viewsUsed: z.number(),
  viewsLeft: z.number().nullable(),
});
export type VideoViewResponse = z.infer<typeof videoViewResponseSchema>;

/**
 * Sent by the player every few seconds while playing, and on pause/seek/end: `position` is where it is
 * now (the resume point), `playing` the seconds it actually played since its previous report.
 */
export const videoProgressBodySchema = z.strictObject({
  playId: playIdField,
  position: nonNegativeInteger,
  playing: z.preprocess(
    integerFromText,
    z
      .int({ error: 'integer' })
      .min(0, { error: 'nonNegative' })
      .max(VIDEO_PROGRESS_MAX_PLAYING_S, { error: 'tooBig' }),
  ),
});
export type VideoProgressBody = z.input<typeof videoProgressBodySchema>;

export const videoProgressResponseSchema = z.object({
  resumeAt: z.number(),
  /** Seconds the server credited so far (never more than the time that really passed). */
  watchedSeconds: z.number(),
  completed: z.boolean(),
});
export type VideoProgressResponse = z.infer<typeof videoProgressResponseSchema>;

/** A card of the home page's free videos section; `link` is the learning screen of its lesson. */
export const freeVideoCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  duration: z.number(),
  option: videoOptionSchema,
  lessonId: z.number(),
  lessonName: z.string(),
  courseId: z.number(),
  courseName: z.string(),
  courseSlug: z.string(),
  /** `/bai-giang/{courseId}/{lessonId}/{lessonSlug}` */
  link: z.string(),
  /** The course's cover. */
  cover: imageRefSchema.nullable(),
});
export type FreeVideoCard = z.infer<typeof freeVideoCardSchema>;

export const freeVideoListResponseSchema = z.object({ data: z.array(freeVideoCardSchema) });
export type FreeVideoListResponse = z.infer<typeof freeVideoListResponseSchema>;

/** `GET /videos/{lessonId}/{videoId}/download-document`: a is the lesson, b the video of that lesson. */
export const videoDocumentParamsSchema = z.object({
  lessonId: z.preprocess(integerFromText, z.int({ error: 'integer' }).min(1, { error: 'tooSmall' })),
  videoId: z.preprocess(integerFromText, z.int({ error: 'integer' }).min(1, { error: 'tooSmall' })),
});

/** The signed stream address's query (see signed-url.ts on the server). */
export const videoStreamQuerySchema = z.object({
  u: z.string().max(20).default(''),
  p: z.string().max(200).default(''),
  k: z.string().max(4).default(''),
  e: z.string().max(20).default(''),
  s: z.string().max(100).default(''),
});
