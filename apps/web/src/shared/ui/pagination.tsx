import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './pagination.module.css';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page (the listing keeps its state in the query string). */
  hrefOf: (page: number) => string;
};

/** Page numbers around the current one, with the first and last always reachable. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of pages) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

/** Links, not buttons: every page has an address, so it can be opened in a new tab or shared. */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('catalogue.pagination.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefOf(page - 1)} rel="prev">
          ‹ <span className={styles.stepText}>{t('catalogue.pagination.previous')}</span>
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          ‹ <span className={styles.stepText}>{t('catalogue.pagination.previous')}</span>
        </span>
      )}
      <ol className={styles.pages}>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={n === page ? `${styles.page} ${styles.current}` : styles.page}
                to={hrefOf(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('catalogue.pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className={styles.step} to={hrefOf(page + 1)} rel="next">
          <span className={styles.stepText}>{t('catalogue.pagination.next')}</span> ›
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          <span className={styles.stepText}>{t('catalogue.pagination.next')}</span> ›
        </span>
      )}
    </nav>
  );
}
