import { ApartmentOutlined, OrderedListOutlined } from '@ant-design/icons';
import { COURSE_TYPES } from '@tutor/contract/constants';
import type { AdminCourse } from '@tutor/contract/courses';
import { formatDate, formatVnd } from '@tutor/contract/format';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCourses, useDeleteCourse, useDeleteCourses } from '@/features/courses/admin/api/courses';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, pictureColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';

const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
const FILTER_KEYS = ['type', 'status'] as const;

/** /admin/courses: cover, name, type, prices with dots, teacher, students; filters by type, state and text. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useCourses(list.query);
  const deleteCourse = useDeleteCourse();
  const deleteCourses = useDeleteCourses();

  const columns: AdminColumn<AdminCourse>[] = [
    pictureColumn(t('courseAdmin.courses.cover'), (course) => course.image, 'card'),
    { key: 'name', title: t('courseAdmin.courses.name'), sortField: 'name', render: (course) => course.name },
    {
      key: 'type',
      title: t('courseAdmin.courses.type'),
      exportValue: (course) => t(`courseAdmin.courses.types.${course.type}`),
      render: (course) => (
        <Tag color={course.type === 'ONLINE' ? 'blue' : 'purple'}>
          {t(`courseAdmin.courses.types.${course.type}`)}
        </Tag>
      ),
    },
    {
      key: 'salePrice',
      title: t('courseAdmin.courses.salePrice'),
      sortField: 'salePrice',
      align: 'right',
      exportValue: (course) => course.salePrice,
      render: (course) => formatVnd(course.salePrice),
    },
    {
      key: 'rootPrice',
      title: t('courseAdmin.courses.rootPrice'),
      align: 'right',
      exportValue: (course) => course.rootPrice,
      render: (course) => formatVnd(course.rootPrice),
    },
    {
      key: 'teacher',
      title: t('courseAdmin.courses.teacher'),
      exportValue: (course) => course.teacher?.name ?? '',
      render: (course) => course.teacher?.name ?? '',
    },
    {
      key: 'students',
      title: t('courseAdmin.courses.students'),
      align: 'right',
      render: (course) => course.studentCount,
    },
    {
      key: 'releaseDate',
      title: t('courseAdmin.courses.releaseDate'),
      exportValue: (course) => (course.releaseDate ? formatDate(course.releaseDate) : ''),
      render: (course) => (course.releaseDate ? formatDate(course.releaseDate) : ''),
    },
    statusColumn(t, t('courseAdmin.courses.status')),
    createdAtColumn(t('courseAdmin.courses.createdAt')),
  ];

  return (
    <AdminListPage<AdminCourse>
      title={t('adminPage.courses.list')}
      resource="course"
      basePath="/admin/courses"
      addLabel={t('courseAdmin.courses.add')}
      name="courses"
      list={list}
      result={result}
      columns={columns}
      rowKey={(course) => course.id}
      rowLabel={(course) => course.name}
      searchPlaceholder={t('courseAdmin.courses.search')}
      deleteOne={(course) => deleteCourse.mutateAsync(course.id)}
      deleteMany={(ids) => deleteCourses.mutateAsync(ids)}
      deleteBlockedReason={(course) =>
        course.studentCount > 0 ? t('courseAdmin.courses.hasStudents') : null
      }
      hasStatusFilter
      leadingActions={(course) => (
        <Space size={0}>
          <Tooltip title={t('courseAdmin.courses.thematics')}>
            <Button
              type="text"
              icon={<OrderedListOutlined />}
              aria-label={`${t('courseAdmin.courses.thematics')}: ${course.name}`}
              onClick={() => void navigate(`/admin/courses/${course.id}/thematics`, { state: fromList })}
            />
          </Tooltip>
          <Tooltip title={t('courseAdmin.courses.tree')}>
            <Button
              type="text"
              icon={<ApartmentOutlined />}
              aria-label={`${t('courseAdmin.courses.tree')}: ${course.name}`}
              onClick={() => void navigate(`/admin/courses/tree?courseId=${course.id}`)}
            />
          </Tooltip>
        </Space>
      )}
      filters={
        <FilterSelect
          list={list}
          name="type"
          label={t('courseAdmin.courses.type')}
          placeholder={t('courseAdmin.courses.allTypes')}
          options={COURSE_TYPES.map((value) => ({ value, label: t(`courseAdmin.courses.types.${value}`) }))}
        />
      }
    />
  );
}
