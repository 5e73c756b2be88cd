import type { OrderStatus } from '@tutor/contract/constants';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  PENDING: 'gold',
  PROCESS: 'blue',
  DONE: 'green',
  CANCELLED: 'default',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} variant="filled">
      {t(`orderAdmin.statuses.${status}`)}
    </Tag>
  );
}
