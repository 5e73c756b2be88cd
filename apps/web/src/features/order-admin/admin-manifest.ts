import { admin, create, edit, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { orderAdminTexts } from './admin/i18n/texts';

const texts = [orderAdminTexts];
const detailPage = () => import('./admin/routes/order-detail-page');
const createPage = () => import('./admin/routes/order-create-page');
const editPage = () => import('./admin/routes/order-edit-page');
const EDIT_BUYER = 'orderAdmin.pages.editBuyer';
// The same lists as `admin/api/order-lists.ts`, which a manifest may not import (it is admin code).
const lists = [
  {
    path: '/orders',
    resource: 'order',
    title: 'adminPage.orders.list',
    detail: 'orderAdmin.pages.orderDetail',
    create: 'orderAdmin.pages.createOrder',
    page: () => import('./admin/routes/orders-page'),
  },
  {
    path: '/simple-orders',
    resource: 'simple-order',
    title: 'adminPage.simpleOrders',
    detail: 'orderAdmin.pages.simpleOrderDetail',
    create: 'orderAdmin.pages.createSimpleOrder',
    page: () => import('./admin/routes/simple-orders-page'),
  },
  {
    path: '/course-orders',
    resource: 'course-order',
    title: 'adminPage.courseOrders',
    detail: 'orderAdmin.pages.courseOrderDetail',
    create: 'orderAdmin.pages.createCourseOrder',
    page: () => import('./admin/routes/course-orders-page'),
  },
  {
    path: '/combo-orders',
    resource: 'combo-order',
    title: 'adminPage.comboOrders',
    detail: 'orderAdmin.pages.comboOrderDetail',
    create: 'orderAdmin.pages.createComboOrder',
    page: () => import('./admin/routes/combo-orders-page'),
  },
] as const;

/**
 * The order lists, each gated by its own resource as the server gates its calls (spec §6 names
 * `order`, `simple-order`, `course-order`, `combo-order`), their create, detail and edit-buyer pages,
 * and the statistics.
 */
export const orderAdminRoutes: FeatureRoutes = {
  admin: [
    ...lists.flatMap((list) => [
      admin(list.path, list.title, { permissions: read(list.resource), page: list.page, texts }),
      admin(`${list.path}/create`, list.create, {
        permissions: create(list.resource),
        breadcrumb: [list.title, list.create],
        page: createPage,
        texts,
      }),
      admin(`${list.path}/:id`, list.detail, {
        permissions: read(list.resource),
        breadcrumb: [list.title, list.detail],
        page: detailPage,
        texts,
      }),
      admin(`${list.path}/:id/edit`, EDIT_BUYER, {
        permissions: edit(list.resource),
        breadcrumb: [list.title, list.detail, EDIT_BUYER],
        page: editPage,
        texts,
      }),
    ]),
    admin('/course-orders-statistics', 'adminPage.courseOrderStatistics', {
      permissions: read('course-order'),
      page: () => import('./admin/routes/course-order-statistics-page'),
      texts,
    }),
  ],
};
