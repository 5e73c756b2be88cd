import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from './button.module.css';
import styles from './empty-state.module.css';
import { AlertIcon, InboxIcon } from './icons';

type EmptyStateProps = { title: string; text?: string; action?: ReactNode };

/** "Nothing here" inside a page (a filtered list with no match), smaller than the full-page StatusPanel. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.box}>
      <InboxIcon size={36} />
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}

/** A load that failed: what happened (the server's code when it gave one) and a way to try again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <AlertIcon size={36} />
      <p className={styles.title}>{t('catalogue.loadFailed')}</p>
      {message && <p className={styles.text}>{message}</p>}
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('catalogue.retry')}
      </button>
    </div>
  );
}

/** An id that does not exist (or is hidden): the 404 text of spec §2 inside the page, with a way back. */
export function NotFoundState({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('page.notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.description')}</p>
      <Link to={backTo} className={buttons.primary}>
        {backLabel}
      </Link>
    </div>
  );
}
