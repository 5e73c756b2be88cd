import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCourseGroup, useUpdateCourseGroup } from '@/features/courses/admin/api/course-groups';
import { CourseGroupForm } from '@/features/courses/admin/components/course-group-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/courses/groups');
  const group = useCourseGroup(id);
  const updateGroup = useUpdateCourseGroup();
  return (
    <>
      <PageHeader title={t('adminPage.courseGroups.edit')} backTo={back.href} />
      <QueryState query={group} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <CourseGroupForm
            key={loaded.updatedAt}
            group={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateGroup.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
