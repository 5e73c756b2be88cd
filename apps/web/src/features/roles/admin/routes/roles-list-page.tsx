import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { hasAllPermissions } from '@tutor/contract/permissions';
import type { Role } from '@tutor/contract/roles';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteRole } from '@/features/roles/admin/api/delete-role';
import { useDeleteRoles } from '@/features/roles/admin/api/delete-roles';
import { useRoles } from '@/features/roles/admin/api/get-roles';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['createdAt', 'name'] as const;

/** /admin/roles: the roles, their flags and how many permissions each holds. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const { user: me } = useCurrentUser();
  const grantee = userGrantee(me);
  const canCreate = hasAllPermissions(grantee, ['role:create']);
  const canEdit = hasAllPermissions(grantee, ['role:read', 'role:update']);
  const canDelete = hasAllPermissions(grantee, ['role:delete']);

  const list = useListState({ sortFields: SORT_FIELDS });
  const result = useRoles(list.query);
  const deleteRole = useDeleteRole();
  const deleteRoles = useDeleteRoles();
  const confirmDelete = useConfirmDelete();

  /** Built-in roles refuse deletion (ACCESS_DENIED) and one's own role too (CANNOT_DELETE_OWN_ROLE). */
  const whyNotDeletable = (role: Role): string | null => {
    if (role.isManaged) return t('admin.roles.managedNote');
    if (role.id === me?.role?.id) return t('error.CANNOT_DELETE_OWN_ROLE');
    return null;
  };

  const onDelete = (role: Role) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteRole.mutateAsync(role.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

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
    actionsColumn<Role>(t, {
      name: (role) => role.name,
      onEdit: canEdit
        ? (role) => void navigate(`/admin/roles/${role.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
      deleteBlockedReason: whyNotDeletable,
      leading: (role) => (
        <Tooltip title={t('admin.roles.permissions')}>
          <Button
            type="text"
            icon={<SafetyCertificateOutlined />}
            aria-label={`${t('admin.roles.permissions')} ${role.name}`}
            onClick={() => void navigate(`/admin/roles/${role.id}`, { state: fromList })}
          />
        </Tooltip>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.roles.list')} />
      <AdminTable<Role>
        name="roles"
        list={list}
        result={result}
        columns={columns}
        rowKey={(role) => role.id}
        rowLabel={(role) => role.name}
        searchPlaceholder={t('admin.roles.search')}
        deleteMany={canDelete ? (ids) => deleteRoles.mutateAsync(ids) : undefined}
        canSelect={(role) => whyNotDeletable(role) === null}
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/roles/create', { state: fromList })}
            >
              {t('admin.roles.add')}
            </Button>
          )
        }
      />
    </>
  );
}
