import { PlusOutlined } from '@ant-design/icons';
import { hasAllPermissions } from '@tutor/contract/permissions';
import { type AdminUser, USER_SORT_FIELDS, USER_STATUSES } from '@tutor/contract/users';
import { App, Button, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteUser } from '@/features/users/admin/api/delete-user';
import { useDeleteUsers } from '@/features/users/admin/api/delete-users';
import { useUsers } from '@/features/users/admin/api/get-users';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { avatarUrl, fullName, initials } from '@/shared/admin/user-display';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import { Avatar } from '@/shared/ui/avatar';
import styles from './users-list-page.module.css';

const FILTER_KEYS = ['roleId', 'status'] as const;
const ROLES = ['roles'] as const;

/** /admin/users: every account, searchable and filtered by role and status (spec §2, §7). */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const { user: me } = useCurrentUser();
  const grantee = userGrantee(me);
  const canCreate = hasAllPermissions(grantee, ['user:create']);
  const canEdit = hasAllPermissions(grantee, ['user:read', 'user:update']);
  const canDelete = hasAllPermissions(grantee, ['user:delete']);

  const list = useListState({ sortFields: USER_SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useUsers(list.query);
  const roles = useExtraData(ROLES).data?.roles ?? [];
  const deleteUser = useDeleteUser();
  const deleteUsers = useDeleteUsers();
  const confirmDelete = useConfirmDelete();

  // Spec §5: deleting oneself is refused; the UI does not even offer it (the server checks anyway).
  const isMe = (user: AdminUser) => user.id === me?.id;

  const onDelete = (user: AdminUser) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteUser.mutateAsync(user.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          // The HTTP client has toasted the server's reason (DONT_ACCEPT_DELETE_SELF…).
          if (!isServerError(error)) throw error;
        }
      },
    });

  const columns: AdminColumn<AdminUser>[] = [
    {
      key: 'username',
      title: t('admin.users.username'),
      sortField: 'username',
      exportValue: (user) => user.username,
      render: (user) => (
        <span className={styles.identity}>
          <Avatar src={avatarUrl(user.avatar)} initials={initials(user)} size={32} />
          <span className={styles.names}>
            <span className={styles.username}>
              <span>{user.username}</span>
              {isMe(user) && (
                <Tag color="gold" className={styles.youTag}>
                  {t('admin.users.you')}
                </Tag>
              )}
            </span>
            <span className={styles.fullName}>{fullName(user)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'fullName',
      title: t('admin.users.fullName'),
      isExportOnly: true,
      exportValue: (user) => fullName(user),
      render: (user) => fullName(user),
    },
    {
      key: 'email',
      title: t('admin.users.email'),
      sortField: 'email',
      exportValue: (user) => user.email,
      render: (user) => user.email,
    },
    {
      key: 'phone',
      title: t('admin.users.phone'),
      exportValue: (user) => user.phone,
      render: (user) => user.phone,
    },
    {
      key: 'role',
      title: t('admin.users.role'),
      exportValue: (user) => user.role?.name ?? '',
      render: (user) =>
        user.role ? (
          <Tag color={user.role.roleAcp ? 'gold' : 'cyan'}>{user.role.name}</Tag>
        ) : (
          t('admin.users.noRole')
        ),
    },
    statusColumn(t, t('admin.users.status')),
    createdAtColumn(t('admin.users.createdAt')),
    actionsColumn<AdminUser>(t, {
      name: (user) => user.username,
      onEdit: canEdit
        ? (user) => void navigate(`/admin/users/${user.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
      deleteBlockedReason: (user) => (isMe(user) ? t('admin.users.cannotDeleteSelf') : null),
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.users.list')} />
      <AdminTable<AdminUser>
        name="users"
        list={list}
        result={result}
        columns={columns}
        rowKey={(user) => user.id}
        rowLabel={(user) => user.username}
        searchPlaceholder={t('admin.users.search')}
        deleteMany={canDelete ? (ids) => deleteUsers.mutateAsync(ids) : undefined}
        canSelect={(user) => !isMe(user)}
        filters={
          <>
            <Select
              className={styles.filter}
              allowClear
              placeholder={t('admin.users.allRoles')}
              aria-label={t('admin.users.role')}
              value={list.state.filters.roleId ? Number(list.state.filters.roleId) : undefined}
              onChange={(roleId?: number) =>
                list.change({ filters: { roleId: roleId ? String(roleId) : undefined } })
              }
              options={roles.map((role) => ({ value: role.id, label: role.name }))}
            />
            <Select
              className={styles.filter}
              allowClear
              placeholder={t('admin.users.allStatuses')}
              aria-label={t('admin.users.status')}
              value={list.state.filters.status}
              onChange={(status?: string) => list.change({ filters: { status } })}
              options={USER_STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
            />
          </>
        }
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/users/create', { state: fromList })}
            >
              {t('admin.users.add')}
            </Button>
          )
        }
      />
    </>
  );
}
