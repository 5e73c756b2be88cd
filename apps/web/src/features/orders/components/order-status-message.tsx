import { formatVnd } from '@tutor/contract/format';
import type { OrderView } from '@tutor/contract/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from '@/shared/ui/button.module.css';
import { AlertIcon, ArrowRightIcon, CheckCircleIcon, InfoIcon } from '@/shared/ui/icons';
import styles from './order.module.css';

/**
 * Spec §4: PENDING and PROCESS say the order waits for admin approval; DONE says it succeeded and
 * invites the student into the course (or a course of the combo); CANCELLED says so.
 */
export function OrderStatusMessage({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (order.status === 'DONE') {
    return (
      <section className={`${styles.message} ${styles.success}`} role="status">
        <CheckCircleIcon size={28} />
        <div>
          <p className={styles.messageTitle}>{t('order.done')}</p>
          <p>{t('order.doneText')}</p>
          {order.courses.length > 0 && (
            <div className={styles.inlineActions}>
              {order.courses.map((course) => (
                <Link key={course.id} to={course.path} className={buttons.primary}>
                  {t('order.enterCourse', { name: course.name })}
                  <ArrowRightIcon size={18} />
                </Link>
              ))}
            </div>
          )}
        </div>
      </section>
    );
  }
  if (order.status === 'CANCELLED') {
    return (
      <section className={`${styles.message} ${styles.danger}`} role="status">
        <AlertIcon size={28} />
        <div>
          <p className={styles.messageTitle}>{t('order.cancelled')}</p>
          <p>{t('order.cancelledText')}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={`${styles.message} ${styles.waiting}`} role="status">
      <InfoIcon size={28} />
      <div>
        <p className={styles.messageTitle}>{t('order.waiting')}</p>
        <p>{t('order.waitingText')}</p>
        {order.status === 'PROCESS' && order.paidAmount > 0 && (
          <p>{t('order.partlyPaid', { paid: formatVnd(order.paidAmount), total: formatVnd(order.total) })}</p>
        )}
      </div>
    </section>
  );
}
