import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/shared/ui/button.module.css';
import { FileIcon } from '@/shared/ui/catalogue-icons';
import { PlayPoster, playingUrl } from '@/shared/ui/play-poster';
import styles from './book-media.module.css';

/** The YouTube video id of a watch, short or embed address; null for anything else. */
export function youtubeId(url: string): string | null {
  const match =
    /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(
      url,
    );
  return match?.[1] ?? null;
}

/**
 * The trailer: a YouTube player for a YouTube address, the browser's own player for an uploaded mp4.
 * The YouTube player loads when the visitor presses play: it is a page of its own (about 1 MB of
 * YouTube's scripts on a phone) that a lazy frame still fetched while the book page loaded.
 */
export function BookTrailer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const id = youtubeId(url);
  const [isPlaying, setPlaying] = useState(false);
  return (
    <section className={styles.block} aria-labelledby="book-trailer">
      <h2 id="book-trailer" className={styles.heading}>
        {t('book.trailer')}
      </h2>
      <div className={styles.frame}>
        {id && !isPlaying ? (
          <PlayPoster label={t('book.playTrailer')} onPlay={() => setPlaying(true)} />
        ) : id ? (
          <iframe
            src={playingUrl(`https://www.youtube-nocookie.com/embed/${id}`)}
            title={`${t('book.trailer')}: ${title}`}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
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
