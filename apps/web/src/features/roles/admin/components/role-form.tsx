import {
  type CreateRoleBody,
  createRoleBodySchema,
  ROLE_STATUSES,
  type Role,
  type UpdateRoleBody,
  updateRoleBodySchema,
} from '@tutor/contract/roles';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

const FIELDS = ['name', 'roleAcp', 'isDefaultSignup', 'status'] as const;
const CODE_FIELDS = { NAME_ALREADY_IN_USE: 'name' };

type RoleFormProps = {
  /** Absent when creating. */
  role?: Role;
  onSubmit: (body: CreateRoleBody & UpdateRoleBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A role's own fields; its permissions are ticked on the role's page (/admin/roles/{id}). */
export function RoleForm({ role, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm({
    form,
    schema: role ? updateRoleBodySchema : createRoleBodySchema,
    fields: FIELDS,
    codeFields: CODE_FIELDS,
    submit: (body) => onSubmit(body as CreateRoleBody & UpdateRoleBody),
  });
  const initialValues = role
    ? { name: role.name, roleAcp: role.roleAcp, isDefaultSignup: role.isDefaultSignup, status: role.status }
    : { roleAcp: false, isDefaultSignup: false, status: 'ACTIVE' };

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={initialValues}
      isEditing={Boolean(role)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('admin.roles.name')} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.roles.status')}>
          <Select
            options={ROLE_STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="roleAcp"
          label={t('admin.roles.roleAcp')}
          valuePropName="checked"
          extra={t('admin.roles.roleAcpHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="isDefaultSignup"
          label={t('admin.roles.isDefaultSignup')}
          valuePropName="checked"
          extra={t('admin.roles.defaultSignupHint')}
        >
          <Switch />
        </Form.Item>
      </div>
    </AdminFormCard>
  );
}
