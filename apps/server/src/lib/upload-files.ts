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

export type UploadedFile = { data: Buffer; kind: FileKind; fileName: string; fields: Record<string, string> };

/**
 * Reads the one file of a multipart request (field "file") and checks it by content. The route must
 * set `bodyLimit` above `maxBytes`; a larger file answers FILE_TOO_LARGE and is never stored.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  allowed: readonly FileKind[],
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const data = await part.toBuffer();
  if (part.file.truncated) throw new AppError('FILE_TOO_LARGE');
  const kind = detectFileKind(data);
  if (!kind || !allowed.includes(kind)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  return { data, kind, fileName: safeFileName(part.filename, kind), fields };
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
