import { parseLanguage } from '@tutor/contract/i18n';
import type { Permission } from '@tutor/contract/roles';
import { Button, Card, Checkbox, Empty, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './permission-assignment.module.css';
import { groupPermissions, groupSelection, sameSelection, toggleGroup } from './permission-groups';

type PermissionAssignmentProps = {
  permissions: readonly Permission[];
  /** What the role holds on the server. */
  assigned: readonly number[];
  canEdit: boolean;
  isSaving: boolean;
  onSave: (permissionIds: number[]) => Promise<unknown>;
};

/** Every permission, grouped by resource with a select-all box per group, saved as one list of ids. */
export function PermissionAssignment({
  permissions,
  assigned,
  canEdit,
  isSaving,
  onSave,
}: PermissionAssignmentProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const groups = useMemo(
    () => groupPermissions(permissions, language, t('admin.roles.resourceAdmin')),
    [permissions, language, t],
  );
  const saved = useMemo(() => new Set(assigned), [assigned]);
  const [selected, setSelected] = useState<Set<number>>(() => new Set(assigned));
  const isDirty = !sameSelection(selected, saved);

  const toggleOne = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  if (groups.length === 0) return <Empty description={t('admin.table.empty')} />;

  return (
    <div className={styles.assignment}>
      <div className={styles.groups}>
        {groups.map((group) => {
          const state = groupSelection(group, selected);
          const count = group.permissions.filter((permission) => selected.has(permission.id)).length;
          const headingId = `permission-group-${group.resource}`;
          return (
            <Card
              key={group.resource}
              size="small"
              className={styles.group}
              title={
                <span className={styles.groupTitle} id={headingId}>
                  {group.label}
                  <Tag className={styles.count}>
                    {t('admin.roles.selectedOf', { selected: count, total: group.permissions.length })}
                  </Tag>
                </span>
              }
              extra={
                <Checkbox
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={!canEdit}
                  onChange={() => setSelected((current) => toggleGroup(group, current))}
                  aria-label={`${t('admin.roles.selectAll')}: ${group.label}`}
                >
                  {t('admin.roles.selectAll')}
                </Checkbox>
              }
            >
              <ul className={styles.list} aria-labelledby={headingId}>
                {group.permissions.map((permission) => (
                  <li key={permission.id}>
                    <Checkbox
                      checked={selected.has(permission.id)}
                      disabled={!canEdit}
                      onChange={(event) => toggleOne(permission.id, event.target.checked)}
                    >
                      <span className={styles.permission}>
                        <span>
                          {t(`admin.roles.actions.${permission.action}`, { defaultValue: permission.name })}
                        </span>
                        <Typography.Text code className={styles.code}>
                          {permission.code}
                        </Typography.Text>
                      </span>
                    </Checkbox>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
      {canEdit && (
        <div className={styles.bar}>
          <Typography.Text type={isDirty ? 'warning' : 'secondary'}>
            {isDirty ? t('admin.roles.unsaved') : t('admin.roles.permissionCount', { count: selected.size })}
          </Typography.Text>
          <div className={styles.barButtons}>
            <Button disabled={!isDirty || isSaving} onClick={() => setSelected(new Set(assigned))}>
              {t('admin.roles.reset')}
            </Button>
            <Button
              type="primary"
              disabled={!isDirty}
              loading={isSaving}
              onClick={() => void onSave([...selected].sort((a, b) => a - b))}
            >
              {t('admin.roles.savePermissions')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
