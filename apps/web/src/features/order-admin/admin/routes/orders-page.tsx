import { ORDER_LISTS } from '@/features/order-admin/admin/api/order-lists';
import { OrdersList } from '@/features/order-admin/admin/components/orders-list';

/** /admin/orders */
export function Component() {
  return <OrdersList list={ORDER_LISTS.orders} />;
}
