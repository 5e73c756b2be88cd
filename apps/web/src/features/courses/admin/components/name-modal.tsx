import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParseSchema } from '@/shared/admin/admin-form/form-errors';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

type NameModalProps<T> = {
  title: string;
  label: string;
  initialName?: string;
  /** The contract's body schema of the call (create or update), checked before sending. */
  schema: ParseSchema<T>;
  onSubmit: (body: T) => Promise<unknown>;
  onClose: () => void;
};

/** A dialog asking for one name: adding or renaming a thematic, adding a lesson from the tree. */
export function NameModal<T>({
  title,
  label,
  initialName = '',
  schema,
  onSubmit,
  onClose,
}: NameModalProps<T>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<T>({
    form,
    schema,
    fields: ['name'],
    submit: async (body) => {
      await onSubmit(body);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={title}
      okText={t('courseAdmin.common.save')}
      cancelText={t('courseAdmin.common.cancel')}
      okButtonProps={{ loading: schemaForm.isSubmitting }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName }}
        onFinish={schemaForm.onFinish}
        onValuesChange={schemaForm.onValuesChange}
      >
        <Form.Item name="name" label={label} required>
          <Input maxLength={255} autoFocus />
        </Form.Item>
        {schemaForm.generalErrors.length > 0 && <p role="alert">{schemaForm.generalErrors.join(' ')}</p>}
      </Form>
    </Modal>
  );
}
