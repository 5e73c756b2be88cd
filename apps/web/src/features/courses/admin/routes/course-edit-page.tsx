import { ApartmentOutlined, OrderedListOutlined } from '@ant-design/icons';
import { App, Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCourse, useUpdateCourse } from '@/features/courses/admin/api/courses';
import { storedCourseBody } from '@/features/courses/admin/components/course-body';
import { CourseForm } from '@/features/courses/admin/components/course-form';
import { CourseStudents } from '@/features/courses/admin/components/course-students';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

type Tab = 'details' | 'students';

/** /admin/courses/{id}/edit: the course's fields, and its students (added with add-to-course). */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useRouteId();
  const back = useBackToList('/admin/courses');
  const course = useCourse(id);
  const updateCourse = useUpdateCourse();
  const [tab, setTab] = useState<Tab>('details');
  return (
    <>
      <PageHeader
        title={t('adminPage.courses.edit')}
        description={course.data?.name}
        backTo={back.href}
        extra={
          id !== null && (
            <Space wrap>
              <Button
                icon={<OrderedListOutlined />}
                onClick={() => void navigate(`/admin/courses/${id}/thematics`)}
              >
                {t('courseAdmin.courses.thematics')}
              </Button>
              <Button
                icon={<ApartmentOutlined />}
                onClick={() => void navigate(`/admin/courses/tree?courseId=${id}`)}
              >
                {t('courseAdmin.courses.tree')}
              </Button>
            </Space>
          )
        }
      />
      <QueryState query={course} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as Tab)}
            items={[
              {
                key: 'details',
                label: t('courseAdmin.courses.tabs.details'),
                children: (
                  <CourseForm
                    key={loaded.updatedAt}
                    course={loaded}
                    onCancel={() => void back.goBack()}
                    onSubmit={async (body) => {
                      await updateCourse.mutateAsync({
                        id: loaded.id,
                        body: changedFields(body, storedCourseBody(loaded)),
                      });
                      message.success(t('admin.notice.updateSuccess'));
                      await back.goBack();
                    }}
                  />
                ),
              },
              {
                key: 'students',
                label: t('courseAdmin.courses.tabs.students'),
                children: <CourseStudents courseId={loaded.id} />,
              },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
