import {
  createPermissionBodySchema,
  type Permission,
  updatePermissionBodySchema,
} from '@tutor/contract/roles';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatePermissionBody } from '@/features/permissions/admin/api/create-permission';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

const FIELDS = ['name', 'code'] as const;
const CODE_FIELDS = { NAME_ALREADY_IN_USE: 'code' };

type PermissionFormProps = {
  permission?: Permission;
  onSubmit: (body: Partial<CreatePermissionBody>) => Promise<unknown>;
  onCancel: () => void;
};

/** Name and code; the server derives resource and action from the code. */
export function PermissionForm({ permission, onSubmit, onCancel }: PermissionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm({
    form,
    schema: permission ? updatePermissionBodySchema : createPermissionBodySchema,
    fields: FIELDS,
    codeFields: CODE_FIELDS,
    submit: onSubmit,
  });
  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={permission ? { name: permission.name, code: permission.code } : undefined}
      isEditing={Boolean(permission)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('admin.permissions.name')} required>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('admin.permissions.code')}
          required
          extra={t('admin.permissions.codeHint')}
        >
          <Input maxLength={100} spellCheck={false} autoCapitalize="off" placeholder="book:read" />
        </Form.Item>
      </div>
    </AdminFormCard>
  );
}
