import type { AdminLessonHistory } from '@tutor/contract/learning';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserLessonHistories } from '@/features/courses/admin/api/lesson-histories';
import { historyColumns } from '@/features/courses/admin/components/history-columns';
import { AdminTable } from '@/shared/admin/admin-table/admin-table';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

const SORT_FIELDS = ['createdAt', 'score', 'timeSpent'] as const;

/** /admin/users/{id}/lesson-histories: every lesson answer sheet a user submitted, newest first. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useRouteId() ?? 0;
  const list = useListState({ sortFields: SORT_FIELDS });
  const result = useUserLessonHistories(userId, list.query);
  const first = result.data?.data[0]?.user;
  return (
    <>
      <PageHeader
        title={
          first
            ? t('courseAdmin.histories.userTitle', { name: first.fullName || first.username })
            : t('adminPage.users.lessonHistories')
        }
        backTo="/admin/users"
      />
      <AdminTable<AdminLessonHistory>
        name="user-lesson-histories"
        list={list}
        result={result}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.lessonName}
        columns={historyColumns(t, {
          withLesson: true,
          // The detail page lives under its lesson; the thematic is not in the row, the page does not need it.
          onView: (row) =>
            void navigate(
              `/admin/courses/${row.courseId}/thematics/0/lessons/${row.lessonId}/lesson-histories/${row.id}`,
            ),
        })}
      />
    </>
  );
}
