import { STATUSES } from '@tutor/contract/constants';
import {
  type AdminThematic,
  type CreateThematicBody,
  createThematicBodySchema,
  type UpdateThematicBody,
  updateThematicBodySchema,
} from '@tutor/contract/learning';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

type ThematicModalProps = {
  thematic?: AdminThematic;
  onCreate: (body: CreateThematicBody) => Promise<unknown>;
  onUpdate: (id: number, body: UpdateThematicBody) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits a thematic: name, description, status. */
export function ThematicModal({ thematic, onCreate, onUpdate, onClose }: ThematicModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<CreateThematicBody | UpdateThematicBody>({
    form,
    schema: thematic ? updateThematicBodySchema : createThematicBodySchema,
    fields: ['name', 'description', 'status'],
    submit: async (body) => {
      if (thematic) await onUpdate(thematic.id, changedFields(body, thematic));
      else await onCreate(body as CreateThematicBody);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={thematic ? t('courseAdmin.thematics.edit') : t('courseAdmin.thematics.add')}
      okText={t('courseAdmin.common.save')}
      cancelText={t('courseAdmin.common.cancel')}
      okButtonProps={{ loading: schemaForm.isSubmitting }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          thematic
            ? { name: thematic.name, description: thematic.description, status: thematic.status }
            : { description: '', status: 'ACTIVE' }
        }
        onFinish={schemaForm.onFinish}
        onValuesChange={schemaForm.onValuesChange}
      >
        <Form.Item name="name" label={t('courseAdmin.thematics.name')} required>
          <Input maxLength={255} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('courseAdmin.thematics.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="status" label={t('courseAdmin.thematics.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
