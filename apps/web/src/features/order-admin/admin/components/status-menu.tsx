import { DownOutlined } from '@ant-design/icons';
import type { OrderStatus } from '@tutor/contract/constants';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { nextStatuses, useConfirmStatus } from '@/features/order-admin/admin/components/use-confirm-status';

/** A list row's quick action: move the order to another status, after a confirmation. */
export function StatusMenu({ list, order }: { list: OrderList; order: { id: number; status: OrderStatus } }) {
  const { t } = useTranslation();
  const confirmStatus = useConfirmStatus(list);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: nextStatuses(order.status).map((status) => ({
          key: status,
          label: t(`orderAdmin.statuses.${status}`),
        })),
        onClick: ({ key }) => void confirmStatus(order, { status: key as OrderStatus }),
      }}
    >
      <Button size="small" aria-label={t('orderAdmin.list.changeStatus', { id: order.id })}>
        {t('orderAdmin.list.changeStatusShort')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
