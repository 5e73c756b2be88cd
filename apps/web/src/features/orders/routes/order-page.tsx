import { formatDateTime } from '@tutor/contract/format';
import { orderPath } from '@tutor/contract/order-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useOrder } from '@/features/orders/api/get-order';
import { useClaimOrder } from '@/features/orders/api/order-actions';
import styles from '@/features/orders/components/order.module.css';
import { OrderLines } from '@/features/orders/components/order-lines';
import { OrderStatusMessage } from '@/features/orders/components/order-status-message';
import { PaymentBlock } from '@/features/orders/components/payment-block';
import { isAwaitingPayment, orderKeyFrom } from '@/features/orders/model/order-status';
import { routeId } from '@/shared/catalogue/route-id';
import { forgetOrderKey, orderKeyOf, rememberOrderKey } from '@/shared/checkout/order-keys';
import { withRedirect } from '@/shared/session/redirect-param';
import { useCurrentUser } from '@/shared/session/session';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { ErrorState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { StatusPanel } from '@/shared/ui/status-panel';

/**
 * `/don-hang/{id}` (`?key=` for a guest): the order, its status (spec §4 messages), how to pay it while
 * it waits, read again every 15 s and on focus so a paid order turns DONE on screen.
 */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const key = id === null ? null : orderKeyFrom(search, orderKeyOf(id));
  const order = useOrder(id, key);
  const claim = useClaimOrder();
  const [claimNotice, setClaimNotice] = useState<string | null>(null);

  // A guest's link opened in this browser: remember its key so the order reopens without the link.
  useEffect(() => {
    if (id !== null && key && order.data) rememberOrderKey(id, key);
  }, [id, key, order.data]);

  if (order.error) {
    const status = isApiError(order.error) ? order.error.status : 0;
    if (status === 404 || status === 403 || status === 401 || status === 400) {
      return (
        <Container className={styles.page}>
          <StatusPanel
            title={t('order.notFound')}
            text={user || key ? t('order.notFoundText') : t('order.signInText')}
            actions={
              user || key ? (
                <Link className={buttons.primary} to="/">
                  {t('order.home')}
                </Link>
              ) : (
                <Link className={buttons.primary} to={withRedirect('/dang-nhap', `${pathname}${search}`)}>
                  {t('order.signIn')}
                </Link>
              )
            }
          />
        </Container>
      );
    }
    return (
      <Container className={styles.page}>
        <ErrorState onRetry={() => void order.refetch()} />
      </Container>
    );
  }

  if (!order.data || id === null) {
    return (
      <Container className={styles.page}>
        <Skeleton height="32px" width="240px" />
        <Skeleton height="260px" />
      </Container>
    );
  }

  const view = order.data;
  const canClaim = Boolean(user && key);

  function attach() {
    if (id === null || !key) return;
    setClaimNotice(null);
    claim.mutate(
      { orderId: id, key },
      {
        onSuccess: () => {
          forgetOrderKey(id);
          setClaimNotice(t('order.claimed'));
          void navigate(orderPath(id), { replace: true });
        },
        onError: (error) =>
          setClaimNotice(isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR')),
      },
    );
  }

  return (
    <Container className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('order.heading', { id: view.id })}</h1>
        <span className={`${styles.badge} ${styles[`status${view.status}`]}`} data-testid="order-status">
          {t(`order.status.${view.status}`)}
        </span>
        <p className={styles.muted}>{t('order.placedAt', { date: formatDateTime(view.createdAt) })}</p>
      </header>
      <OrderStatusMessage order={view} />
      <div className={styles.columns}>
        {isAwaitingPayment(view.status) && <PaymentBlock order={view} accessKey={key} />}
        <OrderLines order={view} />
      </div>
      {canClaim && (
        <section className={styles.card} aria-labelledby="claim-title">
          <h2 id="claim-title" className={styles.cardTitle}>
            {t('order.claim')}
          </h2>
          <p className={styles.muted}>{t('order.claimText')}</p>
          <div className={styles.inlineActions}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={attach}
              disabled={claim.isPending}
              aria-busy={claim.isPending}
            >
              {t('order.claim')}
            </button>
          </div>
        </section>
      )}
      {claimNotice && (
        <p className={styles.muted} role="status">
          {claimNotice}
        </p>
      )}
      {!user && key && <p className={styles.muted}>{t('order.guestNote')}</p>}
      {user && (
        <p>
          <Link to="/don-hang-cua-toi">{t('order.myOrders')}</Link>
        </p>
      )}
    </Container>
  );
}
