import { type AdminUser, USER_SORT_FIELDS } from '@tutor/contract/users';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '@/features/users/admin/api/delete-user';
import { useDeleteUsers } from '@/features/users/admin/api/delete-users';
import { useUsers } from '@/features/users/admin/api/get-users';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { avatarUrl, fullName, initials } from '@/shared/admin/user-display';
import { useCurrentUser } from '@/shared/session/session';
import { Avatar } from '@/shared/ui/avatar';
import styles from './users-list-page.module.css';

const FILTER_KEYS = ['roleId', 'status'] as const;
const ROLES = ['roles'] as const;

/** /admin/users: every account, searchable and filtered by role and status (spec §2, §7). */
export function Component() {
  const { t } = useTranslation();
  const { user: me } = useCurrentUser();

  const list = useListState({ sortFields: USER_SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useUsers(list.query);
  const roles = useExtraData(ROLES).data?.roles ?? [];
  const deleteUser = useDeleteUser();
  const deleteUsers = useDeleteUsers();

  // Spec §5: deleting oneself is refused; the UI does not even offer it (the server checks anyway).
  const isMe = (user: AdminUser) => user.id === me?.id;

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
  ];

  return (
    <AdminListPage<AdminUser>
      title={t('adminPage.users.list')}
      resource="user"
      basePath="/admin/users"
      addLabel={t('admin.users.add')}
      deleteOne={(user) => deleteUser.mutateAsync(user.id)}
      deleteBlockedReason={(user) => (isMe(user) ? t('admin.users.cannotDeleteSelf') : null)}
      name="users"
      list={list}
      result={result}
      columns={columns}
      rowKey={(user) => user.id}
      rowLabel={(user) => user.username}
      searchPlaceholder={t('admin.users.search')}
      deleteMany={(ids) => deleteUsers.mutateAsync(ids)}
      canSelect={(user) => !isMe(user)}
      hasStatusFilter
      filters={
        <FilterSelect
          list={list}
          name="roleId"
          label={t('admin.users.role')}
          placeholder={t('admin.users.allRoles')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
        />
      }
    />
  );
}
