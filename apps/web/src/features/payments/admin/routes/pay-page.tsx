import { LinkOutlined } from '@ant-design/icons';
import { formatDateTime, formatVnd } from '@tutor/contract/format';
import { type AdminTransferRow, TRANSFER_MATCH_FILTERS } from '@tutor/contract/payments';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { App, Button, DatePicker, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssignTransfer } from '@/features/payments/admin/api/assign-transfer';
import { usePaySummary } from '@/features/payments/admin/api/get-pay-summary';
import { useTransfers } from '@/features/payments/admin/api/get-transfers';
import { AssignModal } from '@/features/payments/admin/components/assign-modal';
import styles from '@/features/payments/admin/components/pay.module.css';
import { SummaryCards } from '@/features/payments/admin/components/summary-cards';
import { AdminTable } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { PageHeader } from '@/shared/admin/page-header';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['occurredAt', 'amount'] as const;
const FILTER_KEYS = ['match', 'from', 'to'] as const;
const DAY = 'YYYY-MM-DD';
const MATCH_COLORS = { AUTO: 'green', STAFF: 'blue' } as const;

/** `/admin/pay` (spec §2): the money received by bank transfer, and the transfers staff must assign. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useTransfers(list.query);
  const summary = usePaySummary();
  const assign = useAssignTransfer();
  const [assigning, setAssigning] = useState<AdminTransferRow | null>(null);
  const canAssign = hasAllPermissions(
    userGrantee(useCurrentUser().user),
    permissionsOf('order', 'read', 'update'),
  );
  const { from, to } = list.state.filters;

  const matchLabel = (row: AdminTransferRow) =>
    t(`payments.table.matchedBy.${row.matchedBy ?? 'none'}`) +
    (row.assignedBy ? ` ${t('payments.table.assignedBy', { name: row.assignedBy })}` : '');

  return (
    <>
      <PageHeader title={t('adminPage.pay')} />
      <SummaryCards
        summary={summary.data}
        onShowUnmatched={() => list.change({ filters: { match: 'unmatched' } })}
      />
      <AdminTable<AdminTransferRow>
        name="bank-transfers"
        list={list}
        result={result}
        rowKey={(row) => row.id}
        searchPlaceholder={t('payments.table.search')}
        filters={
          <>
            <FilterSelect
              list={list}
              name="match"
              label={t('payments.table.match')}
              placeholder={t('payments.table.allMatches')}
              options={TRANSFER_MATCH_FILTERS.map((value) => ({
                value,
                label: t(`payments.table.matches.${value}`),
              }))}
            />
            <DatePicker.RangePicker
              className={styles.range}
              aria-label={t('payments.table.dates')}
              placeholder={[t('payments.table.from'), t('payments.table.to')]}
              format="DD/MM/YYYY"
              value={from && to ? [dayjs(from, DAY), dayjs(to, DAY)] : null}
              onChange={(range) =>
                list.change({
                  filters: {
                    from: range?.[0]?.format(DAY) || undefined,
                    to: range?.[1]?.format(DAY) || undefined,
                  },
                })
              }
            />
          </>
        }
        columns={[
          {
            key: 'occurredAt',
            title: t('payments.table.occurredAt'),
            sortField: 'occurredAt',
            render: (row) => formatDateTime(row.occurredAt),
            exportValue: (row) => formatDateTime(row.occurredAt),
          },
          {
            key: 'amount',
            title: t('payments.table.amount'),
            sortField: 'amount',
            align: 'right',
            render: (row) => <strong>{formatVnd(row.amount)}</strong>,
            exportValue: (row) => row.amount,
          },
          {
            key: 'content',
            title: t('payments.table.content'),
            render: (row) => <span className={styles.note}>{row.content}</span>,
            exportValue: (row) => row.content,
          },
          {
            key: 'bank',
            title: t('payments.table.bank'),
            render: (row) => (
              <Space direction="vertical" size={0}>
                <span>{row.bank}</span>
                <span className={styles.count}>{row.reference}</span>
              </Space>
            ),
            exportValue: (row) => row.bank,
          },
          {
            key: 'reference',
            title: t('payments.table.reference'),
            isExportOnly: true,
            render: (row) => row.reference,
            exportValue: (row) => row.reference,
          },
          {
            key: 'order',
            title: t('payments.table.order'),
            render: (row) =>
              row.orderId === null ? (
                '—'
              ) : (
                <Link to={`/admin/orders/${row.orderId}`}>
                  <LinkOutlined /> #{row.orderId} {row.orderTransferCode}
                </Link>
              ),
            exportValue: (row) =>
              row.orderId === null ? '' : `#${row.orderId} ${row.orderTransferCode ?? ''}`,
          },
          {
            key: 'match',
            title: t('payments.table.match'),
            render: (row) => (
              <Tag color={row.matchedBy ? MATCH_COLORS[row.matchedBy] : 'orange'}>{matchLabel(row)}</Tag>
            ),
            exportValue: matchLabel,
          },
          ...(canAssign
            ? [
                {
                  key: 'actions',
                  title: t('payments.table.actions'),
                  fixed: 'right' as const,
                  render: (row: AdminTransferRow) =>
                    row.orderId === null ? (
                      <Button
                        size="small"
                        type="primary"
                        aria-label={`${t('payments.assign.button')} #${row.id}`}
                        onClick={() => setAssigning(row)}
                      >
                        {t('payments.assign.button')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <AssignModal
        transfer={assigning}
        onClose={() => setAssigning(null)}
        onAssign={async (order) => {
          if (!assigning) return;
          const assigned = await assign.mutateAsync({ id: assigning.id, body: { order } });
          message.success(t('payments.assign.done', { id: assigned.orderId }));
          setAssigning(null);
        }}
      />
    </>
  );
}
