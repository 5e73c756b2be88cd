import type { CreateComboBody } from '@tutor/contract/combos';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBackToList } from '../../../../shared/admin/list-navigation';
import { PageHeader } from '../../../../shared/admin/page-header';
import { useCreateCombo } from '../api/create-combo';
import { ComboForm } from '../components/combo-form';

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
