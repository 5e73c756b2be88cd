import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '@/features/users/admin/api/create-user';
import { UserForm } from '@/features/users/admin/components/user-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

const ROLES = ['roles'] as const;

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/users');
  const roles = useExtraData(ROLES).data?.roles ?? [];
  const createUser = useCreateUser();
  return (
    <>
      <PageHeader title={t('adminPage.users.create')} backTo={back.href} />
      <UserForm
        mode="create"
        roles={roles}
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createUser.mutateAsync(body);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
