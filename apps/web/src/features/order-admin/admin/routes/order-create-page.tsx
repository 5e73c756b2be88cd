import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { orderListOf } from '@/features/order-admin/admin/api/order-lists';
import { OrderCreateForm } from '@/features/order-admin/admin/components/order-create-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

/** `/admin/{list}/create`: an order taken by phone or at the desk, then its detail page. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = orderListOf(useLocation().pathname);
  const back = useBackToList(`/admin${list.path}`);
  return (
    <>
      <PageHeader title={t(list.createTitle)} backTo={back.href} />
      <OrderCreateForm
        list={list}
        onCancel={() => void back.goBack()}
        onCreated={async (order) => {
          message.success(t('orderAdmin.form.created', { id: order.id }));
          await navigate(`/admin${list.path}/${order.id}`);
        }}
      />
    </>
  );
}
