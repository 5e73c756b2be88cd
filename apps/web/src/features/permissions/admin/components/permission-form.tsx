import {
  createPermissionBodySchema,
  type Permission,
  updatePermissionBodySchema,
} from '@tutor/contract/roles';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatePermissionBody } from '@/features/permissions/admin/api/create-permission';
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
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm({
    form,
    schema: permission ? updatePermissionBodySchema : createPermissionBodySchema,
    fields: FIELDS,
    codeFields: CODE_FIELDS,
    submit: onSubmit,
  });
  return (
    <Card className={styles.card}>
      <Form
        form={form}
        layout="vertical"
        initialValues={permission ? { name: permission.name, code: permission.code } : undefined}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && (
          <Alert type="error" showIcon className={styles.alert} title={generalErrors.join(' ')} />
        )}
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
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {permission ? t('admin.form.save') : t('admin.form.create')}
          </Button>
          <Button onClick={onCancel}>{t('admin.form.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
