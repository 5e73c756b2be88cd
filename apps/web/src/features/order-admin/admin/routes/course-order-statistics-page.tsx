import { formatQueryDate } from '@tutor/contract/format';
import type { CourseOrderStatisticsRow } from '@tutor/contract/order-admin';
import { Alert, DatePicker, Radio, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type StatisticsPeriod,
  useCourseOrderStatistics,
} from '@/features/order-admin/admin/api/get-course-order-statistics';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import { PageHeader } from '@/shared/admin/page-header';

const PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'allTime', 'custom'] as const;
type Preset = (typeof PRESETS)[number];
const DAY = 'YYYY-MM-DD';

/** The period of a preset, as calendar days in Vietnam (the server reads them so). */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, now: Date = new Date()): StatisticsPeriod {
  const today = dayjs(formatQueryDate(now), DAY);
  switch (preset) {
    case 'thisMonth':
      return { from: today.startOf('month').format(DAY), to: today.endOf('month').format(DAY) };
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return { from: last.startOf('month').format(DAY), to: last.endOf('month').format(DAY) };
    }
    case 'thisYear':
      return { from: today.startOf('year').format(DAY), to: today.endOf('year').format(DAY) };
    default:
      return {};
  }
}

/** `/admin/course-orders-statistics`: students per course, paid and pending, over a period. */
export function Component() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<Preset>('thisMonth');
  const [custom, setCustom] = useState<{ from: Dayjs | null; to: Dayjs | null }>({ from: null, to: null });
  const period: StatisticsPeriod =
    preset === 'custom'
      ? {
          ...(custom.from ? { from: custom.from.format(DAY) } : {}),
          ...(custom.to ? { to: custom.to.format(DAY) } : {}),
        }
      : presetPeriod(preset);
  const result = useCourseOrderStatistics(period);
  const totals = result.data?.totals;

  return (
    <>
      <PageHeader
        title={t('adminPage.courseOrderStatistics')}
        description={
          totals &&
          t('orderAdmin.statistics.summary', { paid: totals.paidStudents, pending: totals.pendingStudents })
        }
      />
      <div className={styles.periods}>
        {/* Buttons that wrap on a phone (a segmented control would run off a 390 px screen). */}
        <Radio.Group
          aria-label={t('orderAdmin.statistics.period')}
          optionType="button"
          value={preset}
          onChange={(event) => setPreset(event.target.value as Preset)}
          options={PRESETS.map((value) => ({ value, label: t(`orderAdmin.statistics.${value}`) }))}
        />
        {preset === 'custom' && (
          <span className={styles.dates}>
            <DatePicker
              className={styles.date}
              format="DD/MM/YYYY"
              placeholder={t('orderAdmin.list.from')}
              aria-label={t('orderAdmin.list.from')}
              value={custom.from}
              onChange={(from) => setCustom((current) => ({ ...current, from }))}
            />
            <DatePicker
              className={styles.date}
              format="DD/MM/YYYY"
              placeholder={t('orderAdmin.list.to')}
              aria-label={t('orderAdmin.list.to')}
              value={custom.to}
              onChange={(to) => setCustom((current) => ({ ...current, to }))}
            />
          </span>
        )}
      </div>
      <Typography.Text type="secondary" className={styles.note}>
        {t('orderAdmin.statistics.note')}
      </Typography.Text>
      {result.isError && !result.data ? (
        <Alert type="error" showIcon title={t('admin.table.loadFailed')} />
      ) : (
        <Table<CourseOrderStatisticsRow>
          rowKey={(row) => row.courseId}
          size="middle"
          loading={result.isFetching}
          dataSource={result.data?.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <span className={styles.empty}>{t('orderAdmin.statistics.empty')}</span> }}
          columns={[
            {
              key: 'course',
              title: t('orderAdmin.statistics.course'),
              render: (_: unknown, row) => (
                <Link to={`/admin/course-orders?itemId=${row.courseId}`}>{row.courseName}</Link>
              ),
            },
            {
              key: 'paidStudents',
              title: t('orderAdmin.statistics.paidStudents'),
              align: 'right',
              render: (_: unknown, row) => row.paidStudents,
            },
            {
              key: 'pendingStudents',
              title: t('orderAdmin.statistics.pendingStudents'),
              align: 'right',
              render: (_: unknown, row) => row.pendingStudents,
            },
            {
              key: 'paidOrders',
              title: t('orderAdmin.statistics.paidOrders'),
              align: 'right',
              render: (_: unknown, row) => row.paidOrders,
            },
            {
              key: 'pendingOrders',
              title: t('orderAdmin.statistics.pendingOrders'),
              align: 'right',
              render: (_: unknown, row) => row.pendingOrders,
            },
          ]}
        />
      )}
    </>
  );
}
