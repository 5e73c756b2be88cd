import { RULE_KINDS, type Rule } from '@tutor/contract/rules';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteRule } from '@/features/rules/admin/api/delete-rule';
import { useDeleteRules } from '@/features/rules/admin/api/delete-rules';
import { useRules } from '@/features/rules/admin/api/get-rules';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import styles from './rules-list-page.module.css';

const SORT_FIELDS = ['createdAt', 'route', 'slug'] as const;
const FILTER_KEYS = ['kind'] as const;

/** What a rule applies to, in one line: `GET /api/admin/books/:id` or `/khuyen-mai`. */
function ruleTarget(rule: Rule): string {
  if (rule.kind === 'redirect') return `/${rule.slug ?? ''}`;
  const method = rule.method && rule.method !== '*' ? `${rule.method} ` : '';
  return `${method}${rule.route ?? ''}`;
}

/** /admin/rules: access rules and redirect rules, filtered by kind. */
export function Component() {
  const { t } = useTranslation();

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useRules(list.query);
  const deleteRule = useDeleteRule();
  const deleteRules = useDeleteRules();

  const columns: AdminColumn<Rule>[] = [
    {
      key: 'kind',
      title: t('admin.rules.kind'),
      exportValue: (rule) => t(`admin.rules.kinds.${rule.kind}`),
      render: (rule) => (
        <Tag color={rule.kind === 'access' ? 'purple' : 'blue'}>{t(`admin.rules.kinds.${rule.kind}`)}</Tag>
      ),
    },
    {
      key: 'target',
      title: t('admin.rules.target'),
      sortField: list.state.filters.kind === 'redirect' ? 'slug' : 'route',
      exportValue: ruleTarget,
      render: (rule) => (
        <span className={styles.target}>
          <Typography.Text code>{ruleTarget(rule)}</Typography.Text>
          {rule.expression && <Typography.Text type="secondary">~ {rule.expression}</Typography.Text>}
        </span>
      ),
    },
    {
      key: 'result',
      title: `${t('admin.rules.permission')} / ${t('admin.rules.targetUrl')}`,
      exportValue: (rule) => (rule.kind === 'access' ? rule.permission : rule.targetUrl),
      render: (rule) =>
        rule.kind === 'access' ? (
          <Typography.Text code>{rule.permission}</Typography.Text>
        ) : (
          <Typography.Text className={styles.url} ellipsis={{ tooltip: rule.targetUrl }}>
            → {rule.targetUrl}
          </Typography.Text>
        ),
    },
    statusColumn(t, t('admin.rules.status')),
    createdAtColumn(t('admin.users.createdAt')),
  ];

  return (
    <AdminListPage<Rule>
      title={t('adminPage.rules.list')}
      resource="rule"
      basePath="/admin/rules"
      addLabel={t('admin.rules.add')}
      deleteOne={(rule) => deleteRule.mutateAsync(rule.id)}
      name="rules"
      list={list}
      result={result}
      columns={columns}
      rowKey={(rule) => rule.id}
      rowLabel={ruleTarget}
      searchPlaceholder={t('admin.rules.search')}
      deleteMany={(ids) => deleteRules.mutateAsync(ids)}
      filters={
        <FilterSelect
          list={list}
          name="kind"
          label={t('admin.rules.kind')}
          placeholder={t('admin.rules.allKinds')}
          options={RULE_KINDS.map((kind) => ({ value: kind, label: t(`admin.rules.kinds.${kind}`) }))}
        />
      }
    />
  );
}
