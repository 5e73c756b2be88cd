import { PlusOutlined } from '@ant-design/icons';
import { hasAllPermissions } from '@tutor/contract/permissions';
import { RULE_KINDS, type Rule } from '@tutor/contract/rules';
import { App, Button, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteRule } from '@/features/rules/admin/api/delete-rule';
import { useDeleteRules } from '@/features/rules/admin/api/delete-rules';
import { useRules } from '@/features/rules/admin/api/get-rules';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, ['rule:create']);
  const canEdit = hasAllPermissions(grantee, ['rule:read', 'rule:update']);
  const canDelete = hasAllPermissions(grantee, ['rule:delete']);

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useRules(list.query);
  const deleteRule = useDeleteRule();
  const deleteRules = useDeleteRules();
  const confirmDelete = useConfirmDelete();

  const onDelete = (rule: Rule) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteRule.mutateAsync(rule.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

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
    actionsColumn<Rule>(t, {
      name: ruleTarget,
      onEdit: canEdit
        ? (rule) => void navigate(`/admin/rules/${rule.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.rules.list')} />
      <AdminTable<Rule>
        name="rules"
        list={list}
        result={result}
        columns={columns}
        rowKey={(rule) => rule.id}
        rowLabel={ruleTarget}
        searchPlaceholder={t('admin.rules.search')}
        deleteMany={canDelete ? (ids) => deleteRules.mutateAsync(ids) : undefined}
        filters={
          <Select
            className={styles.filter}
            allowClear
            placeholder={t('admin.rules.allKinds')}
            aria-label={t('admin.rules.kind')}
            value={list.state.filters.kind}
            onChange={(kind?: string) => list.change({ filters: { kind } })}
            options={RULE_KINDS.map((kind) => ({ value: kind, label: t(`admin.rules.kinds.${kind}`) }))}
          />
        }
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/rules/create', { state: fromList })}
            >
              {t('admin.rules.add')}
            </Button>
          )
        }
      />
    </>
  );
}
