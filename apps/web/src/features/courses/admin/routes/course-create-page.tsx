import type { CreateCourseBody } from '@tutor/contract/courses';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCreateCourse } from '@/features/courses/admin/api/courses';
import { CourseForm } from '@/features/courses/admin/components/course-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Kept for the edit page, so its back link returns to the list as the user left it.
  const listState = useLocation().state as unknown;
  const back = useBackToList('/admin/courses');
  const createCourse = useCreateCourse();
  return (
    <>
      <PageHeader title={t('adminPage.courses.create')} backTo={back.href} />
      <CourseForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          const created = await createCourse.mutateAsync(body as CreateCourseBody);
          message.success(t('admin.notice.createSuccess'));
          // Students and the outline are added to a stored course: continue on its edit page.
          await navigate(`/admin/courses/${created.id}/edit`, { replace: true, state: listState });
        }}
      />
    </>
  );
}
