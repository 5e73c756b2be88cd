import { ATTACHMENT_URL_PREFIX } from '@tutor/contract/news';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';

/*
 * Attachments shared by every domain that stores files: news and pages attach PDFs, documents and
 * books upload theirs, lessons and exams next. Kept here so no domain imports another's routes.
 */

/** Public storage folder of news and page attachments (served at /uploads/attachments/). */
export const ATTACHMENT_FOLDER = 'attachments';
/** Multipart framing around the file: an upload route's body limit sits this much above the file limit. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Stores an uploaded attachment, lets `apply` point the row at it (in a transaction that returns the
 * file it replaced), then removes the replaced file. When `apply` fails the new file is removed, so a
 * refused upload leaves neither a changed row nor a stray file.
 */
export async function replaceAttachment(
  storage: Storage,
  log: FastifyBaseLogger,
  file: UploadedFile,
  apply: (name: string) => Promise<string | null>,
): Promise<void> {
  const name = await storage.moveIn('public', ATTACHMENT_FOLDER, file.path, file.kind);
  let replaced: string | null;
  try {
    replaced = await apply(name);
  } catch (error) {
    await removeAttachment(storage, log, name);
    throw error;
  }
  await removeAttachment(storage, log, replaced);
}

/** A file left behind costs only disk space; a failure to remove it is logged, not shown to the user. */
export async function removeAttachment(storage: Storage, log: FastifyBaseLogger, name: string | null) {
  if (!name) return;
  try {
    await storage.remove('public', ATTACHMENT_FOLDER, name);
  } catch (error) {
    log.warn({ err: error, file: name }, 'could not remove a replaced attachment');
  }
}

/** Where a stored attachment is served, or null when there is none. */
export const attachmentUrl = (file: string | null) => (file ? ATTACHMENT_URL_PREFIX + file : null);

/** `attachment` with an ASCII fallback name and the real one per RFC 5987 (Vietnamese names survive). */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'document.pdf';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
