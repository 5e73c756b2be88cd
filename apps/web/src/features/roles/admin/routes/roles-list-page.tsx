import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { Role } from '@tutor/contract/roles';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteRole } from '@/features/roles/admin/api/delete-role';
import { useDeleteRoles } from '@/features/roles/admin/api/delete-roles';
import { useRoles } from '@/features/roles/admin/api/get-roles';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { useCurrentUser } from '@/shared/session/session';

const SORT_FIELDS = ['createdAt', 'name'] as const;

/** /admin/roles: the roles, their flags and how many permissions each holds. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const { user: me } = useCurrentUser();

  const list = useListState({ sortFields: SORT_FIELDS });
  const result = useRoles(list.query);
  const deleteRole = useDeleteRole();
  const deleteRoles = useDeleteRoles();

  /** Built-in roles refuse deletion (ACCESS_DENIED) and one's own role too (CANNOT_DELETE_OWN_ROLE). */
  const whyNotDeletable = (role: Role): string | null => {
    if (role.isManaged) return t('admin.roles.managedNote');
    if (role.id === me?.role?.id) return t('error.CANNOT_DELETE_OWN_ROLE');
    return null;
  };

  const yesNo = (value: boolean) => (value ? t('admin.form.yes') : t('admin.form.no'));

  const columns: AdminColumn<Role>[] = [
    {
      key: 'name',
      title: t('admin.roles.name'),
      sortField: 'name',
      exportValue: (role) => role.name,
      render: (role) => (
        <Space size={6} wrap>
          <strong>{role.name}</strong>
          {role.isManaged && <Tag>{t('admin.roles.isManaged')}</Tag>}
          {role.isDefaultSignup && <Tag color="blue">{t('admin.roles.isDefaultSignup')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'permissions',
      title: t('admin.roles.permissions'),
      exportValue: (role) => (role.roleAcp ? t('admin.roles.roleAcp') : role.permissionIds.length),
      render: (role) =>
        role.roleAcp ? (
          <Tag color="gold">{t('admin.roles.roleAcp')}</Tag>
        ) : (
          t('admin.roles.permissionCount', { count: role.permissionIds.length })
        ),
    },
    // Shown as tags beside the name; spelled out in the export.
    {
      key: 'isDefaultSignup',
      title: t('admin.roles.isDefaultSignup'),
      isExportOnly: true,
      exportValue: (role) => yesNo(role.isDefaultSignup),
      render: (role) => yesNo(role.isDefaultSignup),
    },
    {
      key: 'isManaged',
      title: t('admin.roles.isManaged'),
      isExportOnly: true,
      exportValue: (role) => yesNo(role.isManaged),
      render: (role) => yesNo(role.isManaged),
    },
    statusColumn(t, t('admin.roles.status')),
    createdAtColumn(t('admin.roles.createdAt')),
  ];

  return (
    <AdminListPage<Role>
      title={t('adminPage.roles.list')}
      resource="role"
      basePath="/admin/roles"
      addLabel={t('admin.roles.add')}
      deleteOne={(role) => deleteRole.mutateAsync(role.id)}
      deleteBlockedReason={whyNotDeletable}
      leadingActions={(role) => (
        <Tooltip title={t('admin.roles.permissions')}>
          <Button
            type="text"
            icon={<SafetyCertificateOutlined />}
            aria-label={`${t('admin.roles.permissions')} ${role.name}`}
            onClick={() => void navigate(`/admin/roles/${role.id}`, { state: fromList })}
          />
        </Tooltip>
      )}
      name="roles"
      list={list}
      result={result}
      columns={columns}
      rowKey={(role) => role.id}
      rowLabel={(role) => role.name}
      searchPlaceholder={t('admin.roles.search')}
      deleteMany={(ids) => deleteRoles.mutateAsync(ids)}
      canSelect={(role) => whyNotDeletable(role) === null}
    />
  );
}
