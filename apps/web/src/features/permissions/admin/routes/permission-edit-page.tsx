import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/permissions/admin/api/get-permission';
import { useUpdatePermission } from '@/features/permissions/admin/api/update-permission';
import { PermissionForm } from '@/features/permissions/admin/components/permission-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/permissions');
  const permission = usePermission(id);
  const updatePermission = useUpdatePermission();
  return (
    <>
      <PageHeader
        title={t('adminPage.permissions.edit')}
        description={permission.data?.code}
        backTo={back.href}
      />
      <QueryState query={permission} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <PermissionForm
            key={`${loaded.code} ${loaded.name}`}
            permission={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updatePermission.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
