import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import {
  useHistoryImages,
  useHistoryImageUrl,
  useUploadHistoryImages,
} from '@/features/exam-taking/api/results';
import styles from './exam.module.css';

/**
 * The types the engine takes (HISTORY_IMAGE_TYPES, checked by content there). Not imported: that contract
 * module brings zod into this page's first load; the server's answer (EXAM_HISTORY_IMAGES_FULL, a type
 * refused) is the authority either way.
 */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

/** Photos of the handwritten working of a lesson exam, uploaded to its history (checked by content on the server). */
export function HistoryImages({ historyId }: { historyId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadHistoryImages(historyId);
  const images = useHistoryImages(historyId);
  const list = images.data?.data ?? [];
  return (
    <section aria-labelledby="working-title" className={styles.scoreCard}>
      <h2 id="working-title" className={styles.sectionTitle}>
        {t('examTaking.images.title')}
      </h2>
      <p className={styles.hint}>{t('examTaking.images.hint')}</p>
      <input
        id={inputId}
        className={styles.visuallyHidden}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple
        disabled={upload.isPending}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) upload.mutate(files);
        }}
      />
      <label htmlFor={inputId} className={styles.uploadLabel}>
        {upload.isPending ? t('examTaking.images.uploading') : t('examTaking.images.add')}
      </label>
      {upload.error && (
        <p className={styles.errorText} role="alert">
          {t(`error.${isApiError(upload.error) ? upload.error.code : 'UNKNOWN_ERROR'}`)}
        </p>
      )}
      {list.length > 0 && (
        <ul className={styles.thumbs}>
          {list.map((image, index) => (
            <li key={image.id}>
              <Thumbnail
                url={image.annotatedUrl ?? image.url}
                alt={t('examTaking.images.alt', { number: index + 1 })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const src = useHistoryImageUrl(url);
  if (!src) return <span className={styles.thumbEmpty} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img className={styles.thumb} src={src} alt={alt} width={96} height={96} />
    </a>
  );
}
