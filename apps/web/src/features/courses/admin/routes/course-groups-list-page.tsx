import type { CourseGroup } from '@tutor/contract/courses';
import { useTranslation } from 'react-i18next';
import {
  useCourseGroups,
  useDeleteCourseGroup,
  useDeleteCourseGroups,
} from '@/features/courses/admin/api/course-groups';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['createdAt', 'name'] as const;
const FILTER_KEYS = ['status'] as const;

/** /admin/courses/groups: the groups courses are filed under. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useCourseGroups(list.query);
  const deleteGroup = useDeleteCourseGroup();
  const deleteGroups = useDeleteCourseGroups();

  const columns: AdminColumn<CourseGroup>[] = [
    { key: 'name', title: t('courseAdmin.groups.name'), sortField: 'name', render: (group) => group.name },
    {
      key: 'description',
      title: t('courseAdmin.groups.description'),
      exportValue: (group) => group.description,
      render: (group) => group.description,
    },
    {
      key: 'courseCount',
      title: t('courseAdmin.groups.courseCount'),
      align: 'right',
      exportValue: (group) => group.courseCount,
      render: (group) => group.courseCount,
    },
    statusColumn(t, t('courseAdmin.groups.status')),
    createdAtColumn(t('courseAdmin.groups.createdAt')),
  ];

  return (
    <AdminListPage<CourseGroup>
      title={t('adminPage.courseGroups.list')}
      // Spec §6: course groups need a back-office login only; `course` decides nothing the server checks.
      resource="back-office"
      basePath="/admin/courses/groups"
      addLabel={t('courseAdmin.groups.add')}
      name="course-groups"
      list={list}
      result={result}
      columns={columns}
      rowKey={(group) => group.id}
      rowLabel={(group) => group.name}
      searchPlaceholder={t('courseAdmin.groups.search')}
      deleteOne={(group) => deleteGroup.mutateAsync(group.id)}
      deleteMany={(ids) => deleteGroups.mutateAsync(ids)}
      hasStatusFilter
    />
  );
}
