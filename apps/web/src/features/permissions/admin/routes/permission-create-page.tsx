import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type CreatePermissionBody,
  useCreatePermission,
} from '@/features/permissions/admin/api/create-permission';
import { PermissionForm } from '@/features/permissions/admin/components/permission-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/permissions');
  const createPermission = useCreatePermission();
  return (
    <>
      <PageHeader title={t('adminPage.permissions.create')} backTo={back.href} />
      <PermissionForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createPermission.mutateAsync(body as CreatePermissionBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
