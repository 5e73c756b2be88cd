import { formatDateTime, formatVnd } from '@tutor/contract/format';
import { orderPath } from '@tutor/contract/order-paths';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '@/features/orders/api/get-my-orders';
import styles from '@/features/orders/components/order.module.css';
import { isAwaitingPayment } from '@/features/orders/model/order-status';
import { paths } from '@/shared/catalogue/paths';
import buttons from '@/shared/ui/button.module.css';
import { MyListPage } from '@/shared/ui/my-list-page';

const LINES_SHOWN = 3;

/** `/don-hang-cua-toi`: the signed-in student's orders, their status and lines, and how to pay the waiting ones. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('trang') ?? '1', 10) || 1);
  const myOrders = useMyOrders((page - 1) * MY_ORDERS_PAGE_SIZE);

  return (
    <MyListPage
      title={t('page.myOrders.title')}
      query={myOrders}
      empty={{ title: t('myOrders.empty'), browseLabel: t('myOrders.browse'), browseTo: paths.courses }}
      loadingHeight="180px"
      paging={{ page, pageSize: MY_ORDERS_PAGE_SIZE, hrefOf: (n) => (n === 1 ? '?' : `?trang=${n}`) }}
      classNames={{ page: styles.page, title: styles.title }}
    >
      {(orders) => (
        <ul className={styles.orderList}>
          {orders.map((order) => (
            <li key={order.id} className={styles.card}>
              <div className={styles.head}>
                <h2 className={styles.cardTitle}>
                  <Link to={orderPath(order.id)}>{t('order.heading', { id: order.id })}</Link>
                </h2>
                <span className={`${styles.badge} ${styles[`status${order.status}`]}`}>
                  {t(`order.status.${order.status}`)}
                </span>
                <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
              </div>
              <ul className={styles.lines}>
                {order.lines.slice(0, LINES_SHOWN).map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id in the view; their order is stable.
                  <li key={index} className={styles.line}>
                    <span className={styles.lineName}>{line.name}</span>
                    <span className={styles.muted}>× {line.quantity}</span>
                    <span>{formatVnd(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              {order.lines.length > LINES_SHOWN && (
                <p className={styles.muted}>
                  {t('myOrders.more', { count: order.lines.length - LINES_SHOWN })}
                </p>
              )}
              <p className={styles.total}>
                <span>{t('order.total')}</span>
                <strong>{formatVnd(order.total)}</strong>
              </p>
              {isAwaitingPayment(order.status) && (
                <p className={styles.muted}>
                  {order.payment
                    ? t('order.pay.codeNote', { code: order.payment.transferCode })
                    : t('order.waiting')}
                </p>
              )}
              <div className={styles.inlineActions}>
                <Link
                  className={
                    isAwaitingPayment(order.status)
                      ? `${buttons.primary} ${buttons.small}`
                      : `${buttons.secondary} ${buttons.small}`
                  }
                  to={orderPath(order.id)}
                >
                  {isAwaitingPayment(order.status) ? t('myOrders.payNow') : t('myOrders.view')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </MyListPage>
  );
}
