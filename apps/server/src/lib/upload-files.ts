import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ErrorCode } from '@tutor/contract/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The non-image files staff may upload (spec §5: only pdf or mp4). */
export type FileKind = 'pdf' | 'mp4';

export const FILE_MIME: Record<FileKind, string> = { pdf: 'application/pdf', mp4: 'video/mp4' };

/** What the bytes are, whatever the file is called: a PDF header, or an ISO media `ftyp` box. */
export function detectFileKind(data: Buffer): FileKind | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  return undefined;
}

/** The first bytes of a file, enough for every check above. */
const HEAD_BYTES = 16;

/** Temporary files each request received and has not moved into place (see discardTemporaryFiles). */
const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

export type ReceivedFile = {
  /** The file under storage's `tmp/`: a service moves it with `storage.moveIn`, or it is removed. */
  path: string;
  bytes: number;
  /** The name on the uploader's computer: for display, never trusted. */
  fileName: string;
  /** Text fields sent before the file (the web client sends them first). */
  fields: Record<string, string>;
};

/**
 * Streams the one file of a multipart request to a temporary file in storage, so no upload is ever
 * held in memory (course videos are hundreds of MB). The limit is enforced while streaming: the parser
 * stops writing at `maxBytes` and marks the file truncated, which answers FILE_TOO_LARGE with the
 * partial file removed. The rest of an oversize body is read and dropped rather than cut off, so the
 * browser receives the 413 instead of a reset connection. `missing` is the code when no file was sent.
 *
 * The temporary file is the caller's until the response: whatever is not moved into place by then is
 * removed by the uploads plugin, whichever way the request failed.
 */
export async function receiveFile(
  request: FastifyRequest,
  maxBytes: number,
  missing: ErrorCode,
): Promise<ReceivedFile> {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new AppError(missing);
  const temp = await request.server.storage.tempPath();
  temporaryFiles.set(request, [...(temporaryFiles.get(request) ?? []), temp]);
  const out = fs.createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline(part.file, out);
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { path: temp, bytes: out.bytesWritten, fileName: part.filename, fields };
}

/** Removes what `receiveFile` left for this request; after a successful move there is nothing left. */
/** Did this request receive a file not yet moved into place? */
export const hasTemporaryFiles = (request: FastifyRequest) => temporaryFiles.has(request);

export async function discardTemporaryFiles(request: FastifyRequest): Promise<void> {
  const files = temporaryFiles.get(request);
  if (!files) return;
  temporaryFiles.delete(request);
  await Promise.all(files.map((file) => fsp.rm(file, { force: true })));
}

/** The first bytes of a stored file, for checking what it is without reading the rest. */
export async function readFileHead(file: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export type UploadedFile = ReceivedFile & { kind: FileKind };

/**
 * Receives the one file of a multipart request (field "file") and checks it by its first bytes. A
 * larger file than `maxBytes` answers FILE_TOO_LARGE and is never stored.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  allowed: readonly FileKind[],
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const file = await receiveFile(request, maxBytes, 'FILE_TYPE_NOT_ALLOWED');
  const kind = detectFileKind(await readFileHead(file.path));
  if (!kind || !allowed.includes(kind)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  return { ...file, kind, fileName: safeFileName(file.fileName, kind) };
}

/** A display name for downloads: the uploader's name without paths or control characters. */
export function safeFileName(name: string, kind: FileKind): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 32 && !'"<>|:*?'.includes(char))
    .join('')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem.slice(0, 120)}.${kind}`;
}
