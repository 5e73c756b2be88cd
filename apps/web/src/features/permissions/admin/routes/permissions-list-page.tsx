import { parseLanguage } from '@tutor/contract/i18n';
import { PERMISSION_RESOURCES } from '@tutor/contract/permission-labels';
import type { Permission } from '@tutor/contract/roles';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeletePermission } from '@/features/permissions/admin/api/delete-permission';
import { useDeletePermissions } from '@/features/permissions/admin/api/delete-permissions';
import { usePermissions } from '@/features/permissions/admin/api/get-permissions';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['code', 'name', 'createdAt'] as const;
const FILTER_KEYS = ['resource'] as const;

/** /admin/permissions: the permission catalogue, sorted by code (the server's default). */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = usePermissions(list.query);
  const deletePermission = useDeletePermission();
  const deletePermissions = useDeletePermissions();

  const resourceLabel = (resource: string) =>
    (PERMISSION_RESOURCES as Record<string, { vi: string; en: string } | undefined>)[resource]?.[language] ??
    (resource === 'admin' ? t('admin.roles.resourceAdmin') : resource);

  const columns: AdminColumn<Permission>[] = [
    {
      key: 'code',
      title: t('admin.permissions.code'),
      sortField: 'code',
      exportValue: (permission) => permission.code,
      render: (permission) => <Typography.Text code>{permission.code}</Typography.Text>,
    },
    {
      key: 'name',
      title: t('admin.permissions.name'),
      sortField: 'name',
      exportValue: (permission) => permission.name,
      render: (permission) => permission.name,
    },
    {
      key: 'resource',
      title: t('admin.permissions.resource'),
      exportValue: (permission) => resourceLabel(permission.resource),
      render: (permission) => resourceLabel(permission.resource),
    },
    {
      key: 'action',
      title: t('admin.permissions.action'),
      exportValue: (permission) => permission.action,
      render: (permission) =>
        t(`admin.roles.actions.${permission.action}`, { defaultValue: permission.action }),
    },
  ];

  return (
    <AdminListPage<Permission>
      title={t('adminPage.permissions.list')}
      resource="permission"
      basePath="/admin/permissions"
      addLabel={t('admin.permissions.add')}
      deleteOne={(permission) => deletePermission.mutateAsync(permission.id)}
      name="permissions"
      list={list}
      result={result}
      columns={columns}
      rowKey={(permission) => permission.id}
      rowLabel={(permission) => permission.code}
      searchPlaceholder={t('admin.permissions.search')}
      deleteMany={(ids) => deletePermissions.mutateAsync(ids)}
      filters={
        <FilterSelect
          list={list}
          name="resource"
          label={t('admin.permissions.resource')}
          placeholder={t('admin.permissions.allResources')}
          isSearchable
          options={['admin', ...Object.keys(PERMISSION_RESOURCES)].map((resource) => ({
            value: resource,
            label: resourceLabel(resource),
          }))}
        />
      }
    />
  );
}
