import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRole } from '@/features/roles/admin/api/get-role';
import { useUpdateRole } from '@/features/roles/admin/api/update-role';
import { RoleForm } from '@/features/roles/admin/components/role-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/roles');
  const role = useRole(id);
  const updateRole = useUpdateRole();
  return (
    <>
      <PageHeader title={t('adminPage.roles.edit')} description={role.data?.name} backTo={back.href} />
      <QueryState query={role} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <RoleForm
            key={loaded.updatedAt}
            role={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateRole.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
