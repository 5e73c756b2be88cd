import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOrder } from '@/features/order-admin/admin/api/get-order';
import { orderListOf } from '@/features/order-admin/admin/api/order-lists';
import { useUpdateOrder } from '@/features/order-admin/admin/api/update-order';
import { OrderBuyerForm } from '@/features/order-admin/admin/components/order-buyer-form';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

/** `/admin/{list}/{id}/edit`: the buyer's details, then back to the order. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = orderListOf(useLocation().pathname);
  const id = useRouteId();
  const query = useOrder(list, id ?? 0);
  const updateOrder = useUpdateOrder(list);
  const detail = `/admin${list.path}/${id ?? ''}`;
  return (
    <>
      <PageHeader title={t('orderAdmin.form.editTitle', { id: id ?? '' })} backTo={detail} />
      <QueryState query={query} backTo={`/admin${list.path}`} isInvalidId={id === null}>
        {(order) => (
          <OrderBuyerForm
            key={order.id}
            order={order}
            onCancel={() => void navigate(detail)}
            onSubmit={async (body) => {
              await updateOrder.mutateAsync({ id: order.id, body });
              message.success(t('orderAdmin.form.saved'));
              await navigate(detail);
            }}
          />
        )}
      </QueryState>
    </>
  );
}
