import { PlusOutlined } from '@ant-design/icons';
import { parseLanguage } from '@tutor/contract/i18n';
import { hasAllPermissions, PERMISSION_RESOURCES } from '@tutor/contract/permissions';
import type { Permission } from '@tutor/contract/roles';
import { App, Button, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeletePermission } from '@/features/permissions/admin/api/delete-permission';
import { useDeletePermissions } from '@/features/permissions/admin/api/delete-permissions';
import { usePermissions } from '@/features/permissions/admin/api/get-permissions';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import styles from './permissions-list-page.module.css';

const SORT_FIELDS = ['code', 'name', 'createdAt'] as const;
const FILTER_KEYS = ['resource'] as const;

/** /admin/permissions: the permission catalogue, sorted by code (the server's default). */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, ['permission:create']);
  const canEdit = hasAllPermissions(grantee, ['permission:read', 'permission:update']);
  const canDelete = hasAllPermissions(grantee, ['permission:delete']);

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = usePermissions(list.query);
  const deletePermission = useDeletePermission();
  const deletePermissions = useDeletePermissions();
  const confirmDelete = useConfirmDelete();

  const resourceLabel = (resource: string) =>
    (PERMISSION_RESOURCES as Record<string, { vi: string; en: string } | undefined>)[resource]?.[language] ??
    (resource === 'admin' ? t('admin.roles.resourceAdmin') : resource);

  const onDelete = (permission: Permission) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deletePermission.mutateAsync(permission.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

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
    actionsColumn<Permission>(t, {
      name: (permission) => permission.code,
      onEdit: canEdit
        ? (permission) => void navigate(`/admin/permissions/${permission.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.permissions.list')} />
      <AdminTable<Permission>
        name="permissions"
        list={list}
        result={result}
        columns={columns}
        rowKey={(permission) => permission.id}
        rowLabel={(permission) => permission.code}
        searchPlaceholder={t('admin.permissions.search')}
        deleteMany={canDelete ? (ids) => deletePermissions.mutateAsync(ids) : undefined}
        filters={
          <Select
            className={styles.filter}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('admin.permissions.allResources')}
            aria-label={t('admin.permissions.resource')}
            value={list.state.filters.resource}
            onChange={(resource?: string) => list.change({ filters: { resource } })}
            options={['admin', ...Object.keys(PERMISSION_RESOURCES)].map((resource) => ({
              value: resource,
              label: resourceLabel(resource),
            }))}
          />
        }
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/permissions/create', { state: fromList })}
            >
              {t('admin.permissions.add')}
            </Button>
          )
        }
      />
    </>
  );
}
