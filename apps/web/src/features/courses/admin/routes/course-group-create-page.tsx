import type { CreateCourseGroupBody } from '@tutor/contract/courses';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateCourseGroup } from '@/features/courses/admin/api/course-groups';
import { CourseGroupForm } from '@/features/courses/admin/components/course-group-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/courses/groups');
  const createGroup = useCreateCourseGroup();
  return (
    <>
      <PageHeader title={t('adminPage.courseGroups.create')} backTo={back.href} />
      <CourseGroupForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createGroup.mutateAsync(body as CreateCourseGroupBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
