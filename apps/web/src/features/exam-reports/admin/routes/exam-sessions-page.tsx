import { BarChartOutlined, ClockCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { type AdminExamSession, EXAM_SESSION_STATES } from '@tutor/contract/exam-reports';
import { formatDateTime } from '@tutor/contract/format';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  useExamSessions,
  useExtendSession,
  useResetSession,
} from '@/features/exam-reports/admin/api/exam-sessions';
import { useBackPath, useExamTarget } from '@/features/exam-reports/admin/api/target';
import { ExtendModal } from '@/features/exam-reports/admin/components/extend-modal';
import { AdminTable } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { PageHeader } from '@/shared/admin/page-header';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['startedAt', 'deadline', 'savedAt'] as const;
const FILTER_KEYS = ['state'] as const;
const STATE_COLORS = { OPEN: 'blue', OVERDUE: 'orange', CLOSED: 'default' } as const;

/** An exam's or a lesson exam's sessions (spec §2 `…/exam-sessions`): who is in it, extend, reset. */
export function Component() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = useExamTarget();
  const back = useBackPath(target);
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useExamSessions(target, list.query);
  const extend = useExtendSession(target);
  const reset = useResetSession(target);
  const [extending, setExtending] = useState<AdminExamSession | null>(null);
  const canEdit = hasAllPermissions(
    userGrantee(useCurrentUser().user),
    permissionsOf('exam-session', 'update'),
  );
  const name = (row: AdminExamSession) => row.user.fullName || row.user.username;
  const targetName = result.data?.extra?.target.name;
  const reportPath = pathname.replace(
    /\/exam-sessions$/,
    target.kind === 'exam' ? '/report' : '/exam-report',
  );

  const confirmReset = (row: AdminExamSession) =>
    modal.confirm({
      title: t('examReports.sessions.resetConfirm', { name: name(row) }),
      content: t('examReports.sessions.resetHint'),
      okText: t('examReports.sessions.reset'),
      okButtonProps: { danger: true },
      cancelText: t('examReports.common.cancel'),
      onOk: async () => {
        await reset.mutateAsync(row.id);
        message.success(t('examReports.sessions.resetDone'));
      },
    });

  return (
    <>
      <PageHeader
        title={
          targetName
            ? t('examReports.sessions.title', { name: targetName })
            : t('examReports.common.sessions')
        }
        backTo={back}
        extra={
          <Button icon={<BarChartOutlined />} onClick={() => void navigate(reportPath)}>
            {t('examReports.common.report')}
          </Button>
        }
      />
      <AdminTable<AdminExamSession>
        name={`${target.kind}-${target.id}-exam-sessions`}
        list={list}
        result={result}
        rowKey={(row) => row.id}
        searchPlaceholder={t('examReports.common.search')}
        filters={
          <FilterSelect
            list={list}
            name="state"
            label={t('examReports.sessions.state')}
            placeholder={t('examReports.sessions.allStates')}
            options={EXAM_SESSION_STATES.map((state) => ({
              value: state,
              label: t(`examReports.sessions.states.${state}`),
            }))}
          />
        }
        columns={[
          {
            key: 'user',
            title: t('examReports.common.student'),
            render: (row) => `${name(row)} (${row.user.username})`,
            exportValue: (row) => `${name(row)} (${row.user.username})`,
          },
          {
            key: 'state',
            title: t('examReports.sessions.state'),
            render: (row) => (
              <Space size={4} wrap>
                <Tag color={STATE_COLORS[row.state]}>{t(`examReports.sessions.states.${row.state}`)}</Tag>
                {row.closedBy && (
                  <Tag bordered={false}>{t(`examReports.sessions.closers.${row.closedBy}`)}</Tag>
                )}
              </Space>
            ),
            exportValue: (row) =>
              [
                t(`examReports.sessions.states.${row.state}`),
                row.closedBy ? t(`examReports.sessions.closers.${row.closedBy}`) : '',
              ]
                .filter(Boolean)
                .join(' · '),
          },
          {
            key: 'startedAt',
            title: t('examReports.common.startedAt'),
            sortField: 'startedAt',
            render: (row) => formatDateTime(row.startedAt),
            exportValue: (row) => formatDateTime(row.startedAt),
          },
          {
            key: 'deadline',
            title: t('examReports.sessions.deadline'),
            sortField: 'deadline',
            render: (row) => formatDateTime(row.deadline),
            exportValue: (row) => formatDateTime(row.deadline),
          },
          {
            key: 'savedAt',
            title: t('examReports.sessions.savedAt'),
            sortField: 'savedAt',
            render: (row) =>
              row.savedAt ? formatDateTime(row.savedAt) : t('examReports.sessions.neverSaved'),
            exportValue: (row) => (row.savedAt ? formatDateTime(row.savedAt) : ''),
          },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: t('examReports.sessions.actions'),
                  fixed: 'right' as const,
                  render: (row: AdminExamSession) =>
                    row.state === 'CLOSED' ? null : (
                      <Space size={4}>
                        <Tooltip title={t('examReports.sessions.extend')}>
                          <Button
                            size="small"
                            icon={<ClockCircleOutlined />}
                            aria-label={t('examReports.sessions.extend')}
                            onClick={() => setExtending(row)}
                          />
                        </Tooltip>
                        <Tooltip title={t('examReports.sessions.reset')}>
                          <Button
                            size="small"
                            danger
                            icon={<UndoOutlined />}
                            aria-label={t('examReports.sessions.reset')}
                            onClick={() => confirmReset(row)}
                          />
                        </Tooltip>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ExtendModal
        session={extending}
        isSaving={extend.isPending}
        onClose={() => setExtending(null)}
        onExtend={async (minutes) => {
          if (!extending) return;
          try {
            const moved = await extend.mutateAsync({ id: extending.id, minutes });
            message.success(t('examReports.sessions.extended', { deadline: formatDateTime(moved.deadline) }));
            setExtending(null);
          } catch {
            // The HTTP client has shown the reason (EXAM_SESSION_CLOSED…).
          }
        }}
      />
    </>
  );
}
