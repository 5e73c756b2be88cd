import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/features/users/admin/api/get-user';
import { useUpdateUser } from '@/features/users/admin/api/update-user';
import { UserForm } from '@/features/users/admin/components/user-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

const ROLES = ['roles'] as const;

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/users');
  const user = useUser(id);
  const roles = useExtraData(ROLES).data?.roles ?? [];
  const updateUser = useUpdateUser();
  return (
    <>
      <PageHeader
        title={t('adminPage.users.edit')}
        description={user.data ? user.data.username : undefined}
        backTo={back.href}
      />
      <QueryState query={user} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <UserForm
            // A refetch after saving must not leave the form on the values it was first given.
            key={loaded.updatedAt}
            mode="edit"
            user={loaded}
            roles={roles}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateUser.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
