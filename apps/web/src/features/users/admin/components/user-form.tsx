import type { Role } from '@tutor/contract/roles';
import type { AdminUserDetail, CreateUserBody, UpdateUserBody } from '@tutor/contract/users';
import { createUserBodySchema, USER_STATUSES, updateUserBodySchema } from '@tutor/contract/users';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

const FIELDS = [
  'username',
  'email',
  'password',
  'lastName',
  'firstName',
  'phone',
  'socialUrl',
  'roleId',
  'status',
] as const;

/** Codes the server answers about one field: shown under that field, not only in a toast. */
const CODE_FIELDS = {
  USERNAME_ALREADY_IN_USE: 'username',
  EMAIL_ALREADY_IN_USE: 'email',
  CANNOT_REMOVE_OWN_ROLE: 'roleId',
};

type Values = Record<string, unknown>;

/** antd leaves untouched inputs undefined and a cleared select undefined: the API wants '' and null. */
function toBody(values: Values, isEdit: boolean): Values {
  const body: Values = { ...values, roleId: values.roleId ?? null };
  for (const key of ['phone', 'socialUrl'] as const) body[key] = (values[key] as string | undefined) ?? '';
  // On edit a blank password means "keep the current one"; the schema would call it missing.
  if (isEdit && !values.password) delete body.password;
  return body;
}

type UserFormProps =
  | {
      mode: 'create';
      roles: readonly Role[];
      onSubmit: (body: CreateUserBody) => Promise<unknown>;
      onCancel: () => void;
    }
  | {
      mode: 'edit';
      user: AdminUserDetail;
      roles: readonly Role[];
      onSubmit: (body: UpdateUserBody) => Promise<unknown>;
      onCancel: () => void;
    };

/** Create and edit share one form; the contract's body schema of each call checks it. */
export function UserForm(props: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const isEdit = props.mode === 'edit';
  const schemaForm = useSchemaForm<CreateUserBody | UpdateUserBody>({
    form,
    schema: isEdit ? updateUserBodySchema : createUserBodySchema,
    fields: FIELDS,
    codeFields: CODE_FIELDS,
    toInput: (values) => toBody(values, isEdit),
    submit: (body) =>
      props.mode === 'edit' ? props.onSubmit(body as UpdateUserBody) : props.onSubmit(body as CreateUserBody),
  });

  const initialValues =
    props.mode === 'edit'
      ? {
          username: props.user.username,
          email: props.user.email,
          firstName: props.user.firstName,
          lastName: props.user.lastName,
          phone: props.user.phone,
          socialUrl: props.user.socialUrl,
          roleId: props.user.roleId ?? undefined,
          status: props.user.status,
        }
      : { status: 'ACTIVE' };

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={initialValues}
      isEditing={isEdit}
      onCancel={props.onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="username" label={t('admin.users.username')} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('admin.users.email')} required>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('admin.users.password')}
          required={!isEdit}
          extra={isEdit ? t('admin.users.passwordKeep') : undefined}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="roleId" label={t('admin.users.role')}>
          <Select
            allowClear
            placeholder={t('admin.users.noRole')}
            options={props.roles.map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
        <Form.Item name="lastName" label={t('admin.users.lastName')} required>
          <Input />
        </Form.Item>
        <Form.Item name="firstName" label={t('admin.users.firstName')} required>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('admin.users.phone')}>
          <Input type="tel" />
        </Form.Item>
        <Form.Item name="socialUrl" label={t('admin.users.socialUrl')}>
          <Input type="url" placeholder="https://facebook.com/…" />
        </Form.Item>
        <Form.Item name="status" label={t('admin.users.status')}>
          <Select
            options={USER_STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        </Form.Item>
      </div>
    </AdminFormCard>
  );
}
