import { STATUSES } from '@tutor/contract/constants';
import {
  createRuleBodySchema,
  RULE_KINDS,
  RULE_METHODS,
  type Rule,
  updateRuleBodySchema,
} from '@tutor/contract/rules';
import { AutoComplete, Form, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import {
  createRuleInput,
  NEW_RULE_VALUES,
  type RuleBody,
  ruleFormValues,
  updateRuleInput,
} from './rule-body';

const FIELDS = [
  'kind',
  'method',
  'route',
  'expression',
  'permission',
  'slug',
  'targetUrl',
  'status',
] as const;

type RuleFormProps = {
  rule?: Rule;
  /** Permission codes offered while typing the required permission. */
  permissionCodes: readonly string[];
  onSubmit: (body: RuleBody) => Promise<unknown>;
  onCancel: () => void;
};

/** One form for both kinds of rule: the kind chosen decides which fields show and which are sent. */
export function RuleForm({ rule, permissionCodes, onSubmit, onCancel }: RuleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const kind = (Form.useWatch('kind', form) as Rule['kind'] | undefined) ?? rule?.kind ?? 'access';
  const slug = Form.useWatch('slug', form) as string | undefined;
  const schemaForm = useSchemaForm<RuleBody>({
    form,
    schema: rule ? updateRuleBodySchema : createRuleBodySchema,
    fields: FIELDS,
    toInput: (values) => (rule ? updateRuleInput(rule.kind, values) : createRuleInput(values)),
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={rule ? ruleFormValues(rule) : NEW_RULE_VALUES}
      isEditing={Boolean(rule)}
      onCancel={onCancel}
    >
      <Form.Item name="kind" label={t('admin.rules.kind')}>
        {/* A stored rule keeps its kind: the server refuses the other kind's fields on update. */}
        <Segmented
          disabled={Boolean(rule)}
          options={RULE_KINDS.map((value) => ({ value, label: t(`admin.rules.kinds.${value}`) }))}
        />
      </Form.Item>
      {kind === 'access' ? (
        <div className={styles.grid}>
          <Form.Item name="method" label={t('admin.rules.method')} required>
            <Select
              options={RULE_METHODS.map((method) => ({
                value: method,
                label: method === '*' ? t('admin.rules.anyMethod') : method,
              }))}
            />
          </Form.Item>
          <Form.Item name="route" label={t('admin.rules.route')} required extra={t('admin.rules.routeHint')}>
            <Input spellCheck={false} autoCapitalize="off" placeholder="/api/admin/books/:id" />
          </Form.Item>
          <Form.Item
            name="expression"
            label={t('admin.rules.expression')}
            extra={t('admin.rules.expressionHint')}
          >
            <Input spellCheck={false} autoCapitalize="off" placeholder="^/api/admin/books/\d+$" />
          </Form.Item>
          <Form.Item name="permission" label={t('admin.rules.permission')} required>
            <AutoComplete
              options={permissionCodes.map((code) => ({ value: code }))}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
              placeholder="book:read"
            />
          </Form.Item>
        </div>
      ) : (
        <div className={styles.grid}>
          <Form.Item
            name="slug"
            label={t('admin.rules.slug')}
            required
            extra={t('admin.rules.slugHint', { example: slug || 'khuyen-mai' })}
          >
            <Input spellCheck={false} autoCapitalize="off" addonBefore="/" placeholder="khuyen-mai" />
          </Form.Item>
          <Form.Item
            name="targetUrl"
            label={t('admin.rules.targetUrl')}
            required
            extra={t('admin.rules.targetHint')}
          >
            <Input spellCheck={false} autoCapitalize="off" placeholder="/danh-muc/khoa-hoc" />
          </Form.Item>
        </div>
      )}
      <div className={styles.grid}>
        <Form.Item name="status" label={t('admin.rules.status')}>
          <Select
            options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        </Form.Item>
      </div>
    </AdminFormCard>
  );
}
