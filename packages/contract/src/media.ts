import { z } from 'zod';

/**
 * How every answer refers to a picture of the media library. `url` is the re-encoded original;
 * `variants` are narrower copies (ascending width) so a page can ask for the size that fits its slot
 * (`srcset`). All are public files under /uploads/images/.
 */
export const imageRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  alt: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** Widths stored besides the original (only those narrower than it). Project choice. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** Smallest accepted picture side, in pixels (spec §5 "minimum pixel size"; project choice). */
export const IMAGE_MIN_PX = 200;
/** Public URL prefix of the media library's files. */
export const IMAGE_URL_PREFIX = '/uploads/images/';
