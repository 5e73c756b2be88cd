import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { FILE_MIME } from '../../lib/upload-files';

/** A byte range to send, both ends included. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): one range only, since
 * players ask for one at a time.
 * - no header, another unit, several ranges or a malformed one: undefined (the whole file, 200, as the
 *   RFC lets a server ignore a Range it does not use);
 * - a range that starts past the end (or a zero suffix): 'unsatisfiable' (416);
 * - otherwise the range, its end cut to the file (`bytes=0-` is the whole file as a 206).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Sends a private mp4 with Range support, so a player can seek and a phone can fetch it in pieces.
 * Nothing may keep it: the address is personal and expires.
 */
export async function sendVideoFile(
  reply: FastifyReply,
  file: string,
  size: number,
  rangeHeader: string | undefined,
) {
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', FILE_MIME.mp4)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('');
  }
  if (!range) {
    return reply.header('content-length', size).send(fs.createReadStream(file));
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(fs.createReadStream(file, { start: range.start, end: range.end }));
}
