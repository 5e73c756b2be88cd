import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

type SkeletonProps = { width?: string; height?: string; className?: string };

/** A grey placeholder block with a gentle shimmer (none for reduced motion, via the theme). */
export function Skeleton({ width = '100%', height = '16px', className }: SkeletonProps) {
  return (
    <span
      className={className ? `${styles.block} ${className}` : styles.block}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** Cards' silhouettes while a list loads; one status message for screen readers. */
export function CardGridSkeleton({
  count = 8,
  shape = 'portrait',
}: {
  count?: number;
  shape?: 'portrait' | 'landscape';
}) {
  const { t } = useTranslation();
  return (
    <div className={shape === 'portrait' ? styles.grid : `${styles.grid} ${styles.wide}`} role="status">
      <span className={styles.srOnly}>{t('catalogue.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className={styles.card}>
          <Skeleton className={shape === 'portrait' ? styles.portrait : styles.landscape} height="auto" />
          <div className={styles.lines}>
            <Skeleton width="90%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" height="20px" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A detail page's silhouette: picture on the left, lines of text on the right. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.detail} role="status">
      <span className={styles.srOnly}>{t('catalogue.loading')}</span>
      <Skeleton className={styles.portrait} height="auto" />
      <div className={styles.lines}>
        <Skeleton width="80%" height="32px" />
        <Skeleton width="45%" />
        <Skeleton width="30%" height="28px" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
