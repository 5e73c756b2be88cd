import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export type StreamedUpload = {
  /** Path and query on the app, e.g. `/api/admin/pages/3/upload`. */
  url: string;
  headers: Record<string, string>;
  fileName: string;
  contentType: string;
  /** The file's first bytes (what the content check reads), followed by filler up to `bytes`. */
  head: Buffer;
  bytes: number;
  /**
   * Stops sending for a moment after this many file bytes, so the server reads them as chunks of their
   * own and the next byte arrives in a chunk that starts exactly there (a file cut right at its limit).
   */
  pauseAfter?: number;
  /** Ends the pause (300 ms by default). */
  resumeWhen?: Promise<unknown>;
  /** Drops the connection mid-upload, like a closed browser tab. */
  signal?: AbortSignal;
};

export type StreamedUploadResult = {
  status: number;
  body: { code?: string; [key: string]: unknown };
  /** sha256 of the file bytes sent, to compare with what was stored. */
  sha256: string;
};

const BOUNDARY = '----toanhay-streamed-boundary';
const CHUNK = 64 * 1024;
/** Every filler chunk is this one buffer: the sender holds 64 KB whatever the file size. */
const FILLER = Buffer.alloc(CHUNK, 0x2e);

/** The app on a real socket (app.inject buffers the whole payload, which would defeat the point). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Sends a multipart upload with one file generated on the fly over a real HTTP connection, with a
 * Content-Length like a browser's FormData, and answers the status, the JSON body and the hash sent.
 */
export async function sendStreamedUpload(
  baseUrl: string,
  upload: StreamedUpload,
): Promise<StreamedUploadResult> {
  const preamble = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${upload.fileName}"\r\n` +
      `Content-Type: ${upload.contentType}\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const hash = createHash('sha256');

  async function* body() {
    yield preamble;
    let sent = 0;
    const take = (chunk: Buffer) => {
      sent += chunk.length;
      hash.update(chunk);
      return chunk;
    };
    const head = upload.head.subarray(0, upload.bytes);
    const pauseAt = upload.pauseAfter ?? -1;
    // The head goes in filler-sized pieces too, so a pause point inside it is honoured.
    let pending: Buffer = head;
    while (sent < upload.bytes) {
      if (pending.length === 0) pending = FILLER.subarray(0, Math.min(CHUNK, upload.bytes - sent));
      let piece = pending;
      if (sent < pauseAt && sent + piece.length > pauseAt) piece = piece.subarray(0, pauseAt - sent);
      pending = pending.subarray(piece.length);
      yield take(piece);
      if (sent === pauseAt) await (upload.resumeWhen ?? sleep(300));
    }
    yield closing;
  }

  const length = preamble.length + upload.bytes + closing.length;
  const url = new URL(upload.url, baseUrl);
  return new Promise<StreamedUploadResult>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        signal: upload.signal,
        headers: {
          ...upload.headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(length),
        },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            body: text ? JSON.parse(text) : {},
            sha256: hash.digest('hex'),
          });
        });
      },
    );
    request.on('error', reject);
    Readable.from(body(), { objectMode: false }).pipe(request);
  });
}

/** sha256 of a file on disk, read as a stream. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under a folder (relative paths), temporary ones included. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
