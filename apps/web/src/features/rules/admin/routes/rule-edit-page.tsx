import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRule } from '@/features/rules/admin/api/get-rule';
import { useUpdateRule } from '@/features/rules/admin/api/update-rule';
import { RuleForm } from '@/features/rules/admin/components/rule-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

const PERMISSIONS = ['permissions'] as const;

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/rules');
  const rule = useRule(id);
  const codes = (useExtraData(PERMISSIONS).data?.permissions ?? []).map((permission) => permission.code);
  const updateRule = useUpdateRule();
  return (
    <>
      <PageHeader title={t('adminPage.rules.edit')} backTo={back.href} />
      <QueryState query={rule} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <RuleForm
            key={loaded.updatedAt}
            rule={loaded}
            permissionCodes={codes}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateRule.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
