import { isImageType } from '@tutor/contract/checks';
import type { ErrorCode } from '@tutor/contract/errors';
import type { AdminImage } from '@tutor/contract/images';
import { IMAGE_MIN_PX } from '@tutor/contract/media';

type Values = Record<string, unknown>;

/** What the edit form sends: a cleared folder is null, no categories an empty list. */
export function imageUpdateInput(values: Values): Values {
  return {
    name: values.name,
    alt: values.alt ?? '',
    folderId: values.folderId ?? null,
    categoryIds: Array.isArray(values.categoryIds) ? values.categoryIds : [],
  };
}

export function imageFormValues(image: AdminImage): Values {
  return {
    name: image.name,
    // The answer fills a blank alt with the name; the form shows what was typed, so a blank stays blank.
    alt: image.alt === image.name ? '' : image.alt,
    folderId: image.folderId ?? undefined,
    categoryIds: image.categoryIds,
  };
}

/** "1.2 MB", "340 KB": file sizes for the table. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * What the browser can tell before sending: the file claims to be a picture, and once decoded is not
 * too small. The server checks both again by content (and the size limit); this spares a useless upload.
 * Returns the error code to show, or null.
 */
export function precheckImage(file: { type: string }, width?: number, height?: number): ErrorCode | null {
  if (!isImageType(file.type)) return 'ONLY_IMAGES';
  if (width !== undefined && height !== undefined && !isBigEnough(width, height)) return 'IMAGE_TOO_SMALL';
  return null;
}

export const isBigEnough = (width: number, height: number) => width >= IMAGE_MIN_PX && height >= IMAGE_MIN_PX;
