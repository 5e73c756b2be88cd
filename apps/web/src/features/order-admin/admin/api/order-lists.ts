import type { OrderKind } from '@tutor/contract/constants';
import type { PermissionResource } from '@tutor/contract/permissions';

/*
 * The four order lists of spec §2: one screen each, the same table. A list is one kind of order (or all
 * of them) behind its own permission resource; its orders open at `{path}/{id}` and are changed through
 * the same list's calls, as the server gates them.
 */

export type OrderListKey = 'orders' | 'simple-orders' | 'course-orders' | 'combo-orders';

export type OrderList = {
  key: OrderListKey;
  /** `/admin/...` page and `/api/admin/...` calls. */
  path: `/${OrderListKey}`;
  resource: PermissionResource;
  kind: OrderKind | null;
  /** The list page's title key. */
  title: string;
  /** The detail page's title key. */
  detailTitle: string;
  /** The create page's title key, also its button on the list. */
  createTitle: string;
};

export const ORDER_LISTS: Readonly<Record<OrderListKey, OrderList>> = {
  orders: {
    key: 'orders',
    path: '/orders',
    resource: 'order',
    kind: null,
    title: 'adminPage.orders.list',
    detailTitle: 'orderAdmin.pages.orderDetail',
    createTitle: 'orderAdmin.pages.createOrder',
  },
  'simple-orders': {
    key: 'simple-orders',
    path: '/simple-orders',
    resource: 'simple-order',
    kind: 'SIMPLE',
    title: 'adminPage.simpleOrders',
    detailTitle: 'orderAdmin.pages.simpleOrderDetail',
    createTitle: 'orderAdmin.pages.createSimpleOrder',
  },
  'course-orders': {
    key: 'course-orders',
    path: '/course-orders',
    resource: 'course-order',
    kind: 'COURSE',
    title: 'adminPage.courseOrders',
    detailTitle: 'orderAdmin.pages.courseOrderDetail',
    createTitle: 'orderAdmin.pages.createCourseOrder',
  },
  'combo-orders': {
    key: 'combo-orders',
    path: '/combo-orders',
    resource: 'combo-order',
    kind: 'COMBO',
    title: 'adminPage.comboOrders',
    detailTitle: 'orderAdmin.pages.comboOrderDetail',
    createTitle: 'orderAdmin.pages.createComboOrder',
  },
};

/** The list an admin path belongs to (`/admin/course-orders/12` → course orders). */
export function orderListOf(pathname: string): OrderList {
  const segment = /^\/admin\/([a-z-]+)/.exec(pathname)?.[1] ?? 'orders';
  return ORDER_LISTS[segment as OrderListKey] ?? ORDER_LISTS.orders;
}

/** Spec-free but stated: what the server deletes (README "Order administration"). */
export function isDeletable(order: { status: string; paidAmount: number }): boolean {
  return (order.status === 'PENDING' || order.status === 'CANCELLED') && order.paidAmount === 0;
}
