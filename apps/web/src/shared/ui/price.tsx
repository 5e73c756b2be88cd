import { formatVnd } from '@tutor/contract/format';
import { useTranslation } from 'react-i18next';

import styles from './price.module.css';

type PriceProps = {
  value: number;
  /** The price before the discount (cover or root price), struck through when higher. */
  original?: number;
  size?: 'md' | 'lg';
};

/** A sale price in the one format of the contract ('1.250.000 ₫'); 0 reads as free. */
export function Price({ value, original, size = 'md' }: PriceProps) {
  const { t } = useTranslation();
  const hasDiscount = original !== undefined && original > value;
  return (
    <span className={size === 'lg' ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.current}>{value === 0 ? t('catalogue.free') : formatVnd(value)}</span>
      {hasDiscount && (
        <del className={styles.original}>
          <span className={styles.srOnly}>{t('catalogue.originalPrice')} </span>
          {formatVnd(original)}
        </del>
      )}
    </span>
  );
}
