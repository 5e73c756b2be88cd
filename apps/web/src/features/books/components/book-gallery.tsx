import type { ImageRef } from '@tutor/contract/media';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import styles from './book-gallery.module.css';

/** The book's pictures: a large one (the cover first) and thumbnails that choose it. */
export function BookGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) {
    return (
      <div className={styles.empty}>
        <ImagePlaceholderIcon size={56} />
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ResponsiveImage
          image={current}
          sizes="(max-width: 767px) 100vw, 460px"
          priority
          className={styles.mainImage}
          alt={current.alt || name}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('book.gallery.label')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.selected}` : styles.thumb}
                onClick={() => setSelected(index)}
                aria-label={t('book.gallery.show', { number: index + 1 })}
                aria-pressed={index === selected}
              >
                <ResponsiveImage image={image} sizes="72px" alt="" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
