import { EditOutlined } from '@ant-design/icons';
import { ORDER_STATUSES, type OrderStatus } from '@tutor/contract/constants';
import { formatDateTime, formatVnd } from '@tutor/contract/format';
import type { AdminOrderDetail, BankTransfer, OrderLine } from '@tutor/contract/orders';
import { App, Button, Card, Descriptions, Form, Input, Select, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useOrder } from '@/features/order-admin/admin/api/get-order';
import { type OrderList, orderListOf } from '@/features/order-admin/admin/api/order-lists';
import { useSetSeatId } from '@/features/order-admin/admin/api/set-seat-id';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import { OrderStatusTag } from '@/features/order-admin/admin/components/order-status-tag';
import { useConfirmStatus } from '@/features/order-admin/admin/components/use-confirm-status';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { useResourcePermissions } from '@/shared/admin/use-resource-permissions';

/**
 * `/admin/{list}/{id}`: the buyer, the lines at the prices of the day, the bank transfers matched to it,
 * the status history with who moved it, a status change with a note, and the seat of a course order.
 */
export function Component() {
  const { t } = useTranslation();
  const list = orderListOf(useLocation().pathname);
  const id = useRouteId();
  const query = useOrder(list, id ?? 0);
  const back = useBackToList(`/admin${list.path}`);
  const { canEdit } = useResourcePermissions(list.resource);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('orderAdmin.detail.title', { id: id ?? '' })}
        backTo={back.href}
        extra={
          canEdit &&
          id !== null && (
            // A real link (opens in a new tab too), followed inside the app.
            <Button
              href={`/admin${list.path}/${id}/edit`}
              icon={<EditOutlined />}
              onClick={(event) => {
                event.preventDefault();
                void navigate(`/admin${list.path}/${id}/edit`);
              }}
            >
              {t('orderAdmin.detail.editBuyer')}
            </Button>
          )
        }
      />
      <QueryState query={query} backTo={back.href} isInvalidId={id === null}>
        {(order) => <OrderDetail list={list} order={order} />}
      </QueryState>
    </>
  );
}

function OrderDetail({ list, order }: { list: OrderList; order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { canEdit } = useResourcePermissions(list.resource);
  const none = t('orderAdmin.detail.none');
  const due = Math.max(0, order.total - order.paidAmount);
  return (
    <div className={styles.sections}>
      <div className={styles.columns}>
        <Card title={t('orderAdmin.detail.order')} size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('orderAdmin.list.status')}>
              <OrderStatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.kind')}>
              {t(`orderAdmin.kinds.${order.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.total')}>{formatVnd(order.total)}</Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.paid')}>
              {formatVnd(order.paidAmount)}
            </Descriptions.Item>
            {order.status !== 'DONE' && order.status !== 'CANCELLED' && (
              <Descriptions.Item label={t('orderAdmin.detail.remaining')}>{formatVnd(due)}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('orderAdmin.list.transferCode')}>
              <Typography.Text code copyable>
                {order.transferCode}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.createdAt')}>
              {formatDateTime(order.createdAt)}
            </Descriptions.Item>
            {order.kind === 'COURSE' && (
              <Descriptions.Item label={t('orderAdmin.list.seat')}>{order.seatId || none}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Card title={t('orderAdmin.detail.buyer')} size="small">
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('orderAdmin.list.buyer')}>{order.name}</Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.phone')}>{order.phone || none}</Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.email')}>{order.email || none}</Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.list.account')}>
              {order.username ?? t('orderAdmin.list.guest')}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.detail.social')}>
              {order.socialUrl ? (
                <a href={order.socialUrl} target="_blank" rel="noopener noreferrer nofollow">
                  {order.socialUrl}
                </a>
              ) : (
                none
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderAdmin.detail.comment')}>
              {order.comment || none}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </div>

      <Card title={t('orderAdmin.detail.lines')} size="small">
        <Table<OrderLine>
          size="small"
          pagination={false}
          rowKey={(line) => `${line.type}-${line.itemId}-${line.name}`}
          scroll={{ x: 'max-content' }}
          dataSource={order.lines}
          columns={[
            {
              key: 'name',
              title: t('orderAdmin.detail.item'),
              render: (_: unknown, line) =>
                line.path ? (
                  <a href={line.path} target="_blank" rel="noopener noreferrer">
                    {line.name}
                  </a>
                ) : (
                  line.name
                ),
            },
            {
              key: 'type',
              title: t('orderAdmin.detail.type'),
              render: (_: unknown, line) => t(`orderAdmin.lineTypes.${line.type}`),
            },
            {
              key: 'unitPrice',
              title: t('orderAdmin.detail.unitPrice'),
              align: 'right',
              render: (_: unknown, line) => formatVnd(line.unitPrice),
            },
            {
              key: 'quantity',
              title: t('orderAdmin.detail.quantity'),
              align: 'right',
              render: (_: unknown, line) => line.quantity,
            },
            {
              key: 'lineTotal',
              title: t('orderAdmin.detail.lineTotal'),
              align: 'right',
              render: (_: unknown, line) => formatVnd(line.lineTotal),
            },
          ]}
        />
      </Card>

      <div className={styles.columns}>
        {canEdit && <StatusForm list={list} order={order} />}
        {canEdit && order.kind === 'COURSE' && <SeatForm order={order} />}
      </div>

      <Card title={t('orderAdmin.detail.transfers')} size="small">
        {order.transfers.length === 0 ? (
          // Not an empty table: one that scrolls sideways with nothing in it cannot take the keyboard.
          <Typography.Text className={styles.empty}>{t('orderAdmin.detail.noTransfers')}</Typography.Text>
        ) : (
          <Table<BankTransfer>
            size="small"
            pagination={false}
            rowKey={(transfer) => transfer.id}
            scroll={{ x: 'max-content' }}
            dataSource={order.transfers}
            columns={[
              {
                key: 'occurredAt',
                title: t('orderAdmin.detail.occurredAt'),
                render: (_: unknown, tr) => formatDateTime(tr.occurredAt),
              },
              {
                key: 'amount',
                title: t('orderAdmin.detail.amount'),
                align: 'right',
                render: (_: unknown, tr) => formatVnd(tr.amount),
              },
              {
                key: 'reference',
                title: t('orderAdmin.detail.reference'),
                render: (_: unknown, tr) => tr.reference,
              },
              {
                key: 'content',
                title: t('orderAdmin.detail.content'),
                render: (_: unknown, tr) => tr.content,
              },
              {
                key: 'matchedBy',
                title: t('orderAdmin.detail.matchedBy'),
                render: (_: unknown, tr) =>
                  tr.matchedBy === 'STAFF'
                    ? t('orderAdmin.detail.matchedStaff', { name: tr.assignedBy ?? '' })
                    : t('orderAdmin.detail.matchedAuto'),
              },
            ]}
          />
        )}
      </Card>

      <Card title={t('orderAdmin.detail.history')} size="small">
        <Timeline
          items={order.history.map((entry, index) => ({
            key: `${entry.createdAt}-${index}`,
            color: entry.toStatus === 'DONE' ? 'green' : entry.toStatus === 'CANCELLED' ? 'gray' : 'blue',
            children: (
              <div>
                <Typography.Text strong>
                  {entry.fromStatus
                    ? t('orderAdmin.detail.historyEntry', {
                        from: t(`orderAdmin.statuses.${entry.fromStatus}`),
                        to: t(`orderAdmin.statuses.${entry.toStatus}`),
                      })
                    : `${t('orderAdmin.detail.placed')}: ${t(`orderAdmin.statuses.${entry.toStatus}`)}`}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {formatDateTime(entry.createdAt)} · {t(`orderAdmin.sources.${entry.source}`)}
                  {entry.changedBy ? ` (${entry.changedBy})` : ''}
                </Typography.Text>
                {entry.note && (
                  <Typography.Paragraph className={styles.summary}>{entry.note}</Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      </Card>
    </div>
  );
}

function StatusForm({ list, order }: { list: OrderList; order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const confirmStatus = useConfirmStatus(list);
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const [note, setNote] = useState('');
  const options = ORDER_STATUSES.filter((value) => value !== order.status);
  return (
    <Card title={t('orderAdmin.status.formTitle')} size="small">
      <Form
        layout="vertical"
        className={styles.statusForm}
        onFinish={async () => {
          if (!status) return;
          if (await confirmStatus(order, { status, note })) {
            setStatus(undefined);
            setNote('');
          }
        }}
      >
        <Form.Item label={t('orderAdmin.status.newStatus')} htmlFor="order-status" required>
          <Select<OrderStatus>
            id="order-status"
            value={status}
            onChange={setStatus}
            options={options.map((value) => ({ value, label: t(`orderAdmin.statuses.${value}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('orderAdmin.status.note')} htmlFor="order-status-note">
          <Input.TextArea
            id="order-status-note"
            value={note}
            maxLength={500}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!status}>
          {t('orderAdmin.status.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function SeatForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setSeat = useSetSeatId();
  const [seat, setSeatValue] = useState(order.seatId);
  return (
    <Card title={t('orderAdmin.detail.seatTitle')} size="small">
      <form
        className={styles.seatForm}
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await setSeat.mutateAsync({ id: order.id, seatId: seat.trim() });
            message.success(t('orderAdmin.detail.seatSaved'));
          } catch (error) {
            if (!isServerError(error)) throw error;
          }
        }}
      >
        <label htmlFor="order-seat">
          {t('orderAdmin.detail.seat')}
          <Input id="order-seat" value={seat} maxLength={50} onChange={(e) => setSeatValue(e.target.value)} />
        </label>
        <Button htmlType="submit" loading={setSeat.isPending}>
          {t('orderAdmin.detail.seatSave')}
        </Button>
      </form>
    </Card>
  );
}
