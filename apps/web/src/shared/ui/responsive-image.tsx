import type { ImageRef } from '@tutor/contract/media';
import styles from './responsive-image.module.css';

type ResponsiveImageProps = {
  image: ImageRef;
  /** The slot's width as a `sizes` value, e.g. '(max-width: 767px) 50vw, 240px'. */
  sizes: string;
  /** Above the fold: fetched at once and with priority, never lazily. */
  priority?: boolean;
  className?: string;
  /** Overrides the picture's own alt text (decorative pictures pass ''). */
  alt?: string;
};

/** `srcset` of the picture's stored widths plus the original, so the browser fetches what fits the slot. */
export function srcSetOf(image: ImageRef): string {
  const entries = image.variants.map((variant) => `${variant.url} ${variant.width}w`);
  if (!image.variants.some((variant) => variant.width === image.width)) {
    entries.push(`${image.url} ${image.width}w`);
  }
  return entries.join(', ');
}

/** An `<img>` with width/height (so the page does not jump as it loads) and a srcset of the variants. */
export function ResponsiveImage({ image, sizes, priority = false, className, alt }: ResponsiveImageProps) {
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
