import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCombo } from '@/features/combos/admin/api/get-combo';
import { useUpdateCombo } from '@/features/combos/admin/api/update-combo';
import { ComboForm } from '@/features/combos/admin/components/combo-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/combos');
  const combo = useCombo(id);
  const updateCombo = useUpdateCombo();
  return (
    <>
      <PageHeader title={t('adminPage.combos.edit')} backTo={back.href} />
      <QueryState query={combo} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <ComboForm
            key={loaded.updatedAt}
            combo={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateCombo.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
