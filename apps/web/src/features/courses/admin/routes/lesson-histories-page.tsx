import { FileExcelOutlined, SyncOutlined } from '@ant-design/icons';
import type { AdminLessonHistory } from '@tutor/contract/learning';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  downloadLessonReport,
  useLessonHistories,
  useSyncLessonHistories,
} from '@/features/courses/admin/api/lesson-histories';
import { useLesson } from '@/features/courses/admin/api/outline';
import { historyColumns } from '@/features/courses/admin/components/history-columns';
import { saveBlob } from '@/features/courses/admin/components/save-blob';
import { AdminTable } from '@/shared/admin/admin-table/admin-table';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['createdAt', 'score', 'timeSpent'] as const;

/** .../lessons/{lessonId}/lesson-histories: every submission of the lesson's answer sheet, the report and re-grading. */
export function Component() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { courseId, thematicId } = useParams();
  const lessonId = useRouteId('lessonId') ?? 0;
  const lesson = useLesson(lessonId || null);
  const list = useListState({ sortFields: SORT_FIELDS });
  const result = useLessonHistories(lessonId, list.query);
  const sync = useSyncLessonHistories(lessonId);
  const canSync = hasAllPermissions(
    userGrantee(useCurrentUser().user),
    permissionsOf('lesson-history', 'update'),
  );
  const [isDownloading, setDownloading] = useState(false);
  const base = `/admin/courses/${courseId}/thematics/${thematicId}/lessons/${lessonId}/lesson-histories`;

  return (
    <>
      <PageHeader
        title={
          lesson.data
            ? t('courseAdmin.histories.title', { name: lesson.data.name })
            : t('adminPage.courses.lessonHistories')
        }
        backTo={`/admin/courses/${courseId}/thematics/${thematicId}/lessons`}
        extra={
          <Space wrap>
            <Button
              icon={<FileExcelOutlined />}
              loading={isDownloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  saveBlob(await downloadLessonReport(lessonId), `lesson-${lessonId}-histories.xlsx`);
                } catch {
                  // The HTTP client has shown the reason.
                } finally {
                  setDownloading(false);
                }
              }}
            >
              {t('courseAdmin.histories.report')}
            </Button>
            {canSync && (
              <Button
                icon={<SyncOutlined />}
                loading={sync.isPending}
                onClick={() =>
                  modal.confirm({
                    title: t('courseAdmin.histories.syncConfirm'),
                    content: t('courseAdmin.histories.syncHint'),
                    okText: t('courseAdmin.histories.sync'),
                    cancelText: t('courseAdmin.common.cancel'),
                    onOk: async () => {
                      const done = await sync.mutateAsync();
                      message.success(
                        t('courseAdmin.histories.synced', {
                          regraded: done.regraded,
                          histories: done.histories,
                          completions: done.completionsAdded,
                        }),
                      );
                    },
                  })
                }
              >
                {t('courseAdmin.histories.sync')}
              </Button>
            )}
          </Space>
        }
      />
      <AdminTable<AdminLessonHistory>
        name="lesson-histories"
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.user.username}
        searchPlaceholder={t('courseAdmin.histories.search')}
        columns={historyColumns(t, {
          withLesson: false,
          onView: (row) => void navigate(`${base}/${row.id}`),
        })}
      />
    </>
  );
}
