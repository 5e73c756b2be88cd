import type { CreateRuleBody } from '@tutor/contract/rules';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateRule } from '@/features/rules/admin/api/create-rule';
import { RuleForm } from '@/features/rules/admin/components/rule-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

const PERMISSIONS = ['permissions'] as const;

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/rules');
  const codes = (useExtraData(PERMISSIONS).data?.permissions ?? []).map((permission) => permission.code);
  const createRule = useCreateRule();
  return (
    <>
      <PageHeader title={t('adminPage.rules.create')} backTo={back.href} />
      <RuleForm
        permissionCodes={codes}
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createRule.mutateAsync(body as CreateRuleBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
