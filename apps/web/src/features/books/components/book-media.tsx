import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/shared/ui/button.module.css';
import { FileIcon } from '@/shared/ui/catalogue-icons';
import styles from './book-media.module.css';

/** The YouTube video id of a watch, short or embed address; null for anything else. */
export function youtubeId(url: string): string | null {
  const match =
    /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(
      url,
    );
  return match?.[1] ?? null;
}

/** The trailer: a YouTube player for a YouTube address, the browser's own player for an uploaded mp4. */
export function BookTrailer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const id = youtubeId(url);
  return (
    <section className={styles.block} aria-labelledby="book-trailer">
      <h2 id="book-trailer" className={styles.heading}>
        {t('book.trailer')}
      </h2>
      <div className={styles.frame}>
        {id ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}`}
            title={`${t('book.trailer')}: ${title}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: staff upload trailers without captions; the book text says the same.
          <video src={url} controls preload="metadata" />
        )}
      </div>
    </section>
  );
}

/** The preview PDF: opened in a new tab, or read in place once the visitor asks for it. */
export function BookPreview({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <section className={styles.block} aria-labelledby="book-preview">
      <h2 id="book-preview" className={styles.heading}>
        {t('book.preview.title')}
      </h2>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
        >
          <FileIcon size={18} />
          {isOpen ? t('book.preview.hide') : t('book.preview.show')}
        </button>
        <a href={url} target="_blank" rel="noopener" className={buttons.ghost}>
          {t('book.preview.newTab')}
        </a>
      </div>
      {isOpen && <iframe className={styles.pdf} src={url} title={`${t('book.preview.title')}: ${title}`} />}
    </section>
  );
}
