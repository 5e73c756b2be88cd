import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CachedAnswer, etagOf } from '../lib/public-cache';

/** Does an `If-None-Match` header name this tag? Weak comparison (RFC 9110 §13.1.2), `*` included. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function isPublicRead(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode !== 200) return false;
  // Only routes that declare it: the pages answered for unmatched paths keep their own caching.
  const access = request.routeAccess;
  return access === 'anonymous' || access === 'public';
}

/** How many answers' tags are remembered, and up to what size (in UTF-16 units) an answer is. */
const REMEMBERED_TAGS = 256;
const REMEMBERED_BODY_MAX = 16_384;

/**
 * The tag of a body, remembered per address with the body it was computed from: a read asked again
 * whose answer has not changed costs a comparison of two strings (the engine compares their memory)
 * instead of encoding the answer to UTF-8 and hashing it (the hash alone was 3.5 % of a storefront
 * read's time). Nothing is answered from here: every answer is still read and written in full, and its
 * tag is always the hash of exactly the body sent, since a different body is hashed again. At most
 * `REMEMBERED_TAGS` small bodies are held (a few MB at worst), the oldest dropped first.
 */
export function createTagMemo() {
  const remembered = new Map<string, { body: string; etag: string }>();
  return (key: string, body: string): string => {
    const known = remembered.get(key);
    if (known !== undefined && known.body === body) return known.etag;
    const etag = etagOf(body);
    if (body.length <= REMEMBERED_BODY_MAX) {
      if (known === undefined && remembered.size >= REMEMBERED_TAGS)
        remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, { body, etag });
    }
    return etag;
  };
}

/**
 * `ETag` and `304 Not Modified` on the public GET reads of the API, so a returning visitor (or the
 * server-side renderer) revalidates instead of downloading again. The tag is a hash of the JSON sent,
 * unless the route set one itself (the home page's comes from its cache). `Cache-Control`: a route's
 * own choice stands; otherwise public data may be stored anywhere but is revalidated each time
 * (`no-cache`); an answer read with a caller's token is private to that browser, never public.
 * Runs before compression (route-level onSend), so the tag names the JSON whatever the encoding.
 */
export const httpCachePlugin = fp(
  async (app) => {
    const tagOf = createTagMemo();
    // Callback-style (nothing here waits): no promise per answer.
    app.addHook('onSend', (request, reply, payload, done) =>
      done(null, tagged(request, reply, payload, tagOf)),
    );
  },
  { name: 'http-cache', dependencies: ['auth'] },
);

/** The payload to send: the one given, or an empty one for a 304; sets the caching headers. */
function tagged(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  tagOf: (key: string, body: string) => string,
): unknown {
  if (typeof payload !== 'string' || !isPublicRead(request, reply)) return payload;
  const own = reply.getHeader('cache-control');
  if (request.auth) {
    if (own === undefined || String(own).startsWith('public'))
      reply.header('cache-control', 'private, no-cache');
  } else if (own === undefined) reply.header('cache-control', 'public, no-cache');
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    etag = tagOf(request.url, payload);
    reply.header('etag', etag);
  }
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || !matches(ifNoneMatch, etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

/** Which stored encoding an `Accept-Encoding` asks for, q-values honoured (no cache: headers are the client's to vary). */
const encodings = new Negotiator<'br' | 'gzip' | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Sends a public answer kept by the public cache as it is stored: its bytes in the encoding the client
 * accepts (compressed once per fill, not per answer), its tag, or `304` when the client holds it.
 * The route opts out of @fastify/compress (`config: { compress: false }`); the http-cache hook leaves
 * a Buffer alone, so nothing here is serialised, hashed or compressed again.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'public, no-cache')
    .header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, answer.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  reply.type('application/json; charset=utf-8');
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(answer.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
