import { formatPrice } from '@tutor/contract/format';
import { useTranslation } from 'react-i18next';

/** '1.250.000 đ': the storefront writes the đồng as 'đ', kept on the line of its number. */
export function formatDong(value: number | null | undefined): string {
  return `${formatPrice(value)}\u00a0đ`;
}

import styles from './price.module.css';

type PriceProps = {
  value: number;
  /** The price before the discount (cover or root price), struck through when higher. */
  original?: number;
  size?: 'md' | 'lg';
};

/** A sale price with dot thousands separators and 'đ'; 0 reads as free. */
export function Price({ value, original, size = 'md' }: PriceProps) {
  const { t } = useTranslation();
  const hasDiscount = original !== undefined && original > value;
  return (
    <span className={size === 'lg' ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.current}>{value === 0 ? t('catalogue.free') : formatDong(value)}</span>
      {hasDiscount && (
        <del className={styles.original}>
          <span className={styles.srOnly}>{t('catalogue.originalPrice')} </span>
          {formatDong(original)}
        </del>
      )}
    </span>
  );
}
