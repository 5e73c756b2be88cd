import type { CreateComboBody } from '@tutor/contract/combos';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateCombo } from '@/features/combos/admin/api/create-combo';
import { ComboForm } from '@/features/combos/admin/components/combo-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/combos');
  const createCombo = useCreateCombo();
  return (
    <>
      <PageHeader title={t('adminPage.combos.create')} backTo={back.href} />
      <ComboForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createCombo.mutateAsync(body as CreateComboBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
