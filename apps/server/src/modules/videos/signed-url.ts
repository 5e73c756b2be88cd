import { randomBytes } from 'node:crypto';
import type { UrlSigner } from '../../lib/url-signer';

/**
 * The two things `GET /videos/{id}` hands out, both signed with the server's URL key:
 *
 * - a **play id**, `nonce.mac(videoId, userId, nonce)`: it names one play start and is bound to the
 *   user and the video, so it cannot be made up (or taken from someone else) to count or skip views;
 * - a **stream address** `/api/videos/{id}/stream?u=&p=&k=&e=&s=`, a MAC over the video, the user
 *   (0 = a signed-out visitor of a free video), the play id, the kind of access it was issued for and
 *   the expiry. The stream route reads no session (a `<video>` element sends no Authorization header):
 *   the signature stands for the caller, and the route still re-checks that access holds.
 *
 * Two hours: a student pauses, takes notes and comes back within one sitting; a link copied to a
 * friend stops working the same evening, and every new play asks `GET /videos/{id}` again, which
 * checks enrollment and views left.
 */
export const STREAM_TTL_S = 2 * 60 * 60;

/** What the address was issued for: S staff (never counted), E a student of the course, F a free video. */
export type StreamKind = 'S' | 'E' | 'F';

const PLAY = 'video-play';
const STREAM = 'video-stream';

export function issuePlayId(signer: UrlSigner, videoId: number, userId: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${nonce}.${signer.sign(PLAY, [videoId, userId, nonce])}`;
}

/** Whether a play id was issued by this server for this user and video. */
export function isPlayIdOf(signer: UrlSigner, playId: string, videoId: number, userId: number): boolean {
  const [nonce, mac, extra] = playId.split('.');
  if (!nonce || !mac || extra !== undefined || !/^[\w-]{16}$/.test(nonce)) return false;
  return signer.verify(PLAY, [videoId, userId, nonce], mac);
}

export function signStreamUrl(
  signer: UrlSigner,
  grant: { videoId: number; userId: number; playId: string; kind: StreamKind; expiresAt: number },
): string {
  const { videoId, userId, playId, kind, expiresAt } = grant;
  const sig = signer.sign(STREAM, [videoId, userId, playId, kind, expiresAt]);
  const query = new URLSearchParams({ u: String(userId), p: playId, k: kind, e: String(expiresAt), s: sig });
  return `/api/videos/${videoId}/stream?${query}`;
}

export type StreamGrant = { userId: number; playId: string; kind: StreamKind };

/**
 * The grant a stream address carries, or undefined when it was not signed by us for this video, was
 * altered, or has expired (`nowS` in Unix seconds).
 */
export function readStreamUrl(
  signer: UrlSigner,
  videoId: number,
  query: { u: string; p: string; k: string; e: string; s: string },
  nowS: number,
): StreamGrant | undefined {
  const { u, p, k, e, s } = query;
  if (!/^(0|[1-9]\d{0,15})$/.test(u) || !/^[1-9]\d{0,11}$/.test(e)) return undefined;
  if (k !== 'S' && k !== 'E' && k !== 'F') return undefined;
  if (!signer.verify(STREAM, [videoId, u, p, k, e], s)) return undefined;
  if (Number(e) <= nowS) return undefined;
  const userId = Number(u);
  if (!isPlayIdOf(signer, p, videoId, userId)) return undefined;
  return { userId, playId: p, kind: k };
}
