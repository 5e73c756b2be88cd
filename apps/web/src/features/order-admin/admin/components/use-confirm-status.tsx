import { ORDER_STATUSES, type OrderStatus } from '@tutor/contract/constants';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type ChangeOrderStatusInput,
  useChangeOrderStatus,
} from '@/features/order-admin/admin/api/change-order-status';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { isServerError } from '@/shared/admin/admin-form/form-errors';

/** The statuses an order may be moved to from `current` (every other one). */
export function nextStatuses(current: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => status !== current);
}

/**
 * A status change asks first, saying what it will do (DONE opens courses; leaving DONE takes them back),
 * then reports. The server decides and answers its code (stock short, stale screen) as a toast.
 */
export function useConfirmStatus(list: OrderList) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const change = useChangeOrderStatus(list);
  return (order: { id: number; status: OrderStatus }, input: Omit<ChangeOrderStatusInput, 'id'>) => {
    const label = t(`orderAdmin.statuses.${input.status}`);
    const consequence =
      input.status === 'DONE'
        ? 'orderAdmin.status.confirmDone'
        : order.status === 'DONE'
          ? 'orderAdmin.status.confirmLeaveDone'
          : 'orderAdmin.status.confirmOther';
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('orderAdmin.status.confirmTitle', { id: order.id, status: label }),
        content: t(consequence),
        okText: t('orderAdmin.status.confirm'),
        cancelText: t('orderAdmin.status.cancel'),
        okButtonProps: { danger: order.status === 'DONE' },
        onCancel: () => resolve(false),
        onOk: async () => {
          try {
            await change.mutateAsync({ id: order.id, ...input });
            message.success(t('orderAdmin.status.changed', { id: order.id, status: label }));
            resolve(true);
          } catch (error) {
            // The HTTP client has shown the server's reason; the dialog just closes.
            if (!isServerError(error)) throw error;
            resolve(false);
          }
        },
      });
    });
  };
}
