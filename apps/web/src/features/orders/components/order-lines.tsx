import { formatVnd } from '@tutor/contract/format';
import type { OrderView } from '@tutor/contract/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './order.module.css';

/** The order's lines at the prices of the day it was placed, and its total. */
export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="order-lines">
      <h2 id="order-lines" className={styles.cardTitle}>
        {t('order.lines')}
      </h2>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          // Lines have no id of their own in the view; their order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className={styles.line}>
            <span className={styles.lineName}>
              {line.path ? <Link to={line.path}>{line.name}</Link> : line.name}
            </span>
            <span className={styles.muted}>
              {formatVnd(line.unitPrice)} × {line.quantity}
            </span>
            <span className={styles.strong}>{formatVnd(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('order.total')}</span>
        <strong data-testid="order-total">{formatVnd(order.total)}</strong>
      </p>
      {order.paidAmount > 0 && (
        <p className={styles.paid}>
          <span>{t('order.paid')}</span>
          <span>{formatVnd(order.paidAmount)}</span>
        </p>
      )}
    </section>
  );
}
