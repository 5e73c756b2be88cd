import { EyeOutlined } from '@ant-design/icons';
import { formatDateTime } from '@tutor/contract/format';
import type { AdminLessonHistory } from '@tutor/contract/learning';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { RowButton } from './row-button';
import { formatTimecode } from './timeline-time';

/** The columns of a lesson-history list (per lesson or per user); `withLesson` adds the lesson's name. */
export function historyColumns(
  t: TFunction,
  options: { withLesson: boolean; onView: (row: AdminLessonHistory) => void },
): AdminColumn<AdminLessonHistory>[] {
  const userName = (row: AdminLessonHistory) => row.user.fullName || row.user.username;
  return [
    {
      key: 'user',
      title: t('courseAdmin.histories.user'),
      exportValue: (row) => `${userName(row)} (${row.user.username})`,
      render: (row) => `${userName(row)} (${row.user.username})`,
    },
    ...(options.withLesson
      ? [
          {
            key: 'lesson',
            title: t('courseAdmin.histories.lesson'),
            exportValue: (row: AdminLessonHistory) => row.lessonName,
            render: (row: AdminLessonHistory) => row.lessonName,
          },
        ]
      : []),
    {
      key: 'score',
      title: t('courseAdmin.histories.score'),
      sortField: 'score',
      align: 'right',
      exportValue: (row) => row.score,
      render: (row) => `${row.score} / ${row.totalPoint}`,
    },
    {
      key: 'correct',
      title: t('courseAdmin.histories.correct'),
      align: 'right',
      exportValue: (row) => `${row.correctCount}/${row.totalCount}`,
      render: (row) => `${row.correctCount}/${row.totalCount}`,
    },
    {
      key: 'passed',
      title: t('courseAdmin.histories.passed'),
      exportValue: (row) =>
        row.isPassed ? t('courseAdmin.histories.isPassed') : t('courseAdmin.histories.isFailed'),
      render: (row) =>
        row.isPassed ? (
          <Tag color="green">{t('courseAdmin.histories.isPassed')}</Tag>
        ) : (
          <Tag color="orange">{t('courseAdmin.histories.isFailed')}</Tag>
        ),
    },
    {
      key: 'timeSpent',
      title: t('courseAdmin.histories.timeSpent'),
      sortField: 'timeSpent',
      align: 'right',
      exportValue: (row) => row.timeSpent,
      render: (row) => formatTimecode(row.timeSpent),
    },
    {
      key: 'createdAt',
      title: t('courseAdmin.histories.createdAt'),
      sortField: 'createdAt',
      exportValue: (row) => formatDateTime(row.createdAt),
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'view',
      title: t('courseAdmin.common.actions'),
      render: (row) => (
        <RowButton
          label={t('courseAdmin.histories.viewOf', { name: userName(row) })}
          icon={<EyeOutlined />}
          onClick={() => options.onView(row)}
        />
      ),
    },
  ];
}
