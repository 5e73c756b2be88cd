import { z } from 'zod';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  EMBED_LIVES_LIMIT,
  PUBLIC_MAX_PAGE_SIZE,
  STATUSES,
} from './constants';
import { listQuerySchema, listResponseSchema } from './list-query';
import { contentStatusSchema, contentTitleSchema } from './slideshows';
import { requiredString } from './validators';

/**
 * Live embeds (spec §3): a YouTube or Facebook live stream shown in a player on the home page (the two
 * newest ACTIVE ones). Staff paste the address they see in the browser; it is stored in the player's
 * embeddable form, so the page never frames anything but those two players.
 */
export const embedLiveSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The player address (https://www.youtube.com/embed/… or https://www.facebook.com/plugins/video.php?…). */
  embedUrl: z.string(),
  description: z.string(),
  status: z.enum(STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmbedLive = z.infer<typeof embedLiveSchema>;

/** What the storefront shows of a live embed. */
export const publicEmbedLiveSchema = embedLiveSchema.pick({
  id: true,
  title: true,
  embedUrl: true,
  description: true,
  createdAt: true,
});
export type PublicEmbedLive = z.infer<typeof publicEmbedLiveSchema>;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);
const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** Facebook paths that name one video or live stream (a page or profile cannot be embedded). */
const FACEBOOK_VIDEO_PATH =
  /^\/(?:[^/]+\/videos\/(?:[^/]+\/)?\d+|[^/]+\/live(?:_videos)?\/\d+|watch\/live|watch|reel\/\d+|video\.php)\/?$/;

/** `t=90`, `t=1m30s` or `start=90` → whole seconds, when it reads as such. */
function startSeconds(params: URLSearchParams): number | undefined {
  const raw = params.get('start') ?? params.get('t');
  if (!raw) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw);
  if (!match || raw === '') return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : undefined;
}

function youtubeEmbed(id: string, params: URLSearchParams, host = 'www.youtube.com'): string | null {
  if (!YOUTUBE_VIDEO_ID.test(id)) return null;
  const start = startSeconds(params);
  return `https://${host}/embed/${id}${start ? `?start=${start}` : ''}`;
}

function youtube(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be')
    return segments.length === 1 ? youtubeEmbed(segments[0] ?? '', url.searchParams) : null;
  const nocookie = YOUTUBE_NOCOOKIE_HOSTS.has(url.hostname);
  if (!nocookie && !YOUTUBE_HOSTS.has(url.hostname)) return null;
  const host = nocookie ? 'www.youtube-nocookie.com' : 'www.youtube.com';
  const [first, second] = segments;
  if (first === 'watch' && segments.length === 1)
    return youtubeEmbed(url.searchParams.get('v') ?? '', url.searchParams, host);
  if (first === 'embed' && second === 'live_stream' && segments.length === 2) {
    // A channel's current live stream: the address stays valid from one broadcast to the next.
    const channel = url.searchParams.get('channel') ?? '';
    return YOUTUBE_CHANNEL_ID.test(channel) ? `https://${host}/embed/live_stream?channel=${channel}` : null;
  }
  if (
    (first === 'embed' || first === 'live' || first === 'shorts' || first === 'v') &&
    segments.length === 2
  ) {
    return youtubeEmbed(second ?? '', url.searchParams, host);
  }
  return null;
}

function facebook(url: URL): string | null {
  if (!FACEBOOK_HOSTS.has(url.hostname)) return null;
  let target: URL;
  if (url.pathname === '/plugins/video.php') {
    // Already a player address: check what it plays rather than trusting it.
    const href = url.searchParams.get('href');
    if (!href) return null;
    try {
      target = new URL(href);
    } catch {
      return null;
    }
    if (target.protocol !== 'https:' || !FACEBOOK_HOSTS.has(target.hostname)) return null;
  } else {
    target = url;
  }
  if (!FACEBOOK_VIDEO_PATH.test(target.pathname)) return null;
  const videoId = target.searchParams.get('v');
  const isWatch = target.pathname.startsWith('/watch') || target.pathname.startsWith('/video.php');
  if (isWatch && !/^\d+$/.test(videoId ?? '')) return null;
  const canonical = `https://www.facebook.com${target.pathname.replace(/\/$/, '')}${isWatch ? `?v=${videoId}` : ''}`;
  return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(canonical)}&show_text=false`;
}

/**
 * The embeddable player address of a YouTube or Facebook video or live stream, from the address staff
 * copied (watch, live, short link, or already an embed), or null when it is not one of those over https.
 */
export function normalizeEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  url.hostname = url.hostname.toLowerCase();
  return youtube(url) ?? facebook(url);
}

/** An address accepted only as a YouTube or Facebook video; the parsed value is the player address. */
export const embedUrlSchema = requiredString.max(2000, { error: 'tooLong' }).transform((value, ctx) => {
  const embed = normalizeEmbedUrl(value);
  if (!embed) {
    ctx.addIssue({ code: 'custom', message: 'invalid', input: value });
    return z.NEVER;
  }
  return embed;
});

const description = z.string({ error: 'invalidType' }).trim().max(2000, { error: 'tooLong' });

export const createEmbedLiveBodySchema = z.strictObject({
  title: contentTitleSchema,
  embedUrl: embedUrlSchema,
  description: description.default(''),
  status: contentStatusSchema.default('ACTIVE'),
});
export type CreateEmbedLiveBody = z.input<typeof createEmbedLiveBodySchema>;

export const updateEmbedLiveBodySchema = z.strictObject({
  title: contentTitleSchema.optional(),
  embedUrl: embedUrlSchema.optional(),
  description: description.optional(),
  status: contentStatusSchema.optional(),
});
export type UpdateEmbedLiveBody = z.input<typeof updateEmbedLiveBodySchema>;

export const embedLiveListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'title'] as const,
    defaultLimit: ADMIN_DEFAULT_PAGE_SIZE,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    status: contentStatusSchema.optional(),
    q: z.string().trim().max(100).optional(),
  },
);

/** Storefront: spec §7 asks for `limit=2&offset=0`, newest first; only ACTIVE embeds are ever listed. */
export const publicEmbedLiveListQuerySchema = listQuerySchema({
  sortFields: ['createdAt'] as const,
  defaultLimit: EMBED_LIVES_LIMIT,
  maxLimit: PUBLIC_MAX_PAGE_SIZE,
});

export const publicEmbedLiveListResponseSchema = listResponseSchema(publicEmbedLiveSchema);
export type PublicEmbedLiveListResponse = z.infer<typeof publicEmbedLiveListResponseSchema>;
