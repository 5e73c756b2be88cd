import { ORDER_KINDS, ORDER_STATUSES } from '@tutor/contract/constants';
import { formatDate, formatDateTime, formatVnd } from '@tutor/contract/format';
import type { AdminOrderRow } from '@tutor/contract/orders';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteOrder, useDeleteOrders } from '@/features/order-admin/admin/api/delete-orders';
import { exportOrders, useOrders } from '@/features/order-admin/admin/api/get-orders';
import { isDeletable, type OrderList } from '@/features/order-admin/admin/api/order-lists';
import { DateRangeFilter } from '@/features/order-admin/admin/components/date-range-filter';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import { OrderStatusTag } from '@/features/order-admin/admin/components/order-status-tag';
import { StatusMenu } from '@/features/order-admin/admin/components/status-menu';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { useResourcePermissions } from '@/shared/admin/use-resource-permissions';
import { saveBlob } from '@/shared/catalogue/save-blob';

const SORT_FIELDS = ['createdAt', 'total', 'statusChangedAt'] as const;
const FILTER_KEYS = ['status', 'kind', 'from', 'to', 'itemId'] as const;
const ADMIN = '/admin';

/**
 * One order list (spec §2: orders, simple-orders, course-orders, combo-orders): filters by status,
 * order date and buyer (kind on the list of all orders), a quick status change per row, an order taken
 * by phone (create) and the buyer's details corrected (edit), delete and delete-many of what may be
 * deleted, and the xlsx export of the whole filtered list.
 */
export function OrdersList({ list }: { list: OrderList }) {
  const { t } = useTranslation();
  const state = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useOrders(list, state.query);
  const deleteOrder = useDeleteOrder(list);
  const deleteOrders = useDeleteOrders(list);
  const { canEdit } = useResourcePermissions(list.resource);
  const fromList = useFromListState();
  const detailPath = (id: number) => `${ADMIN}${list.path}/${id}`;

  const columns: AdminColumn<AdminOrderRow>[] = [
    {
      key: 'id',
      title: t('orderAdmin.list.id'),
      exportValue: (order) => order.id,
      render: (order) => (
        <Link to={detailPath(order.id)} state={fromList}>
          #{order.id}
        </Link>
      ),
    },
    ...(list.kind === null
      ? [
          {
            key: 'kind',
            title: t('orderAdmin.list.kind'),
            exportValue: (order: AdminOrderRow) => t(`orderAdmin.kinds.${order.kind}`),
            render: (order: AdminOrderRow) => t(`orderAdmin.kinds.${order.kind}`),
          },
        ]
      : []),
    {
      key: 'status',
      title: t('orderAdmin.list.status'),
      exportValue: (order) => t(`orderAdmin.statuses.${order.status}`),
      render: (order) => <OrderStatusTag status={order.status} />,
    },
    {
      key: 'buyer',
      title: t('orderAdmin.list.buyer'),
      exportValue: (order) => order.name,
      render: (order) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{order.name}</Typography.Text>
          <Typography.Text type="secondary">
            {[order.phone, order.email].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Typography.Text type="secondary">{order.username ?? t('orderAdmin.list.guest')}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'phone',
      title: t('orderAdmin.list.phone'),
      isExportOnly: true,
      exportValue: (o) => o.phone,
      render: (o) => o.phone,
    },
    {
      key: 'email',
      title: t('orderAdmin.list.email'),
      isExportOnly: true,
      exportValue: (o) => o.email,
      render: (o) => o.email,
    },
    {
      key: 'items',
      title: t('orderAdmin.list.items'),
      exportValue: (order) => order.summary,
      render: (order) => <span className={styles.summary}>{order.summary}</span>,
    },
    {
      key: 'total',
      title: t('orderAdmin.list.total'),
      sortField: 'total',
      align: 'right',
      exportValue: (order) => order.total,
      render: (order) => formatVnd(order.total),
    },
    {
      key: 'paid',
      title: t('orderAdmin.list.paid'),
      align: 'right',
      exportValue: (order) => order.paidAmount,
      render: (order) => formatVnd(order.paidAmount),
    },
    {
      key: 'transferCode',
      title: t('orderAdmin.list.transferCode'),
      exportValue: (order) => order.transferCode,
      render: (order) => <Typography.Text code>{order.transferCode}</Typography.Text>,
    },
    ...(list.kind === 'COURSE'
      ? [
          {
            key: 'seat',
            title: t('orderAdmin.list.seat'),
            exportValue: (order: AdminOrderRow) => order.seatId,
            render: (order: AdminOrderRow) => order.seatId || '—',
          },
        ]
      : []),
    {
      key: 'createdAt',
      title: t('orderAdmin.list.createdAt'),
      sortField: 'createdAt',
      exportValue: (order) => formatDateTime(order.createdAt),
      render: (order) => <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>,
    },
  ];

  return (
    <AdminListPage<AdminOrderRow>
      title={t(list.title)}
      resource={list.resource}
      basePath={`${ADMIN}${list.path}`}
      name={list.key}
      list={state}
      result={result}
      columns={columns}
      rowKey={(order) => order.id}
      rowLabel={(order) => `#${order.id} ${order.name}`}
      searchPlaceholder={t('orderAdmin.list.search')}
      addLabel={t(list.createTitle)}
      deleteOne={(order) => deleteOrder.mutateAsync(order.id)}
      deleteMany={(ids) => deleteOrders.mutateAsync(ids)}
      deleteBlockedReason={(order) => (isDeletable(order) ? null : t('orderAdmin.list.notDeletable'))}
      onExport={async () => saveBlob(await exportOrders(list, state.query), `${list.key}.xlsx`)}
      leadingActions={(order) => (canEdit ? <StatusMenu list={list} order={order} /> : null)}
      filters={
        <>
          <FilterSelect
            list={state}
            name="status"
            label={t('orderAdmin.list.status')}
            placeholder={t('orderAdmin.list.allStatuses')}
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`orderAdmin.statuses.${value}`) }))}
          />
          {list.kind === null && (
            <FilterSelect
              list={state}
              name="kind"
              label={t('orderAdmin.list.kind')}
              placeholder={t('orderAdmin.list.allKinds')}
              options={ORDER_KINDS.map((value) => ({ value, label: t(`orderAdmin.kinds.${value}`) }))}
            />
          )}
          <DateRangeFilter list={state} />
        </>
      }
    />
  );
}
