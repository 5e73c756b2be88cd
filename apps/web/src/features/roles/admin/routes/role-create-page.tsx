import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateRole } from '@/features/roles/admin/api/create-role';
import { RoleForm } from '@/features/roles/admin/components/role-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const back = useBackToList('/admin/roles');
  const createRole = useCreateRole();
  return (
    <>
      <PageHeader title={t('adminPage.roles.create')} backTo={back.href} />
      <RoleForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          const role = await createRole.mutateAsync(body);
          message.success(t('admin.notice.createSuccess'));
          // A new role has no permissions yet: its page is where they are ticked.
          await navigate(`/admin/roles/${role.id}`, { replace: true });
        }}
      />
    </>
  );
}
