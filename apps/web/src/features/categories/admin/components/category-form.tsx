import {
  CATEGORY_TYPES,
  type Category,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@tutor/contract/categories';
import { STATUSES } from '@tutor/contract/constants';
import { slug as slugify } from '@tutor/contract/format';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { type CategoryBody, categoryFormValues, categoryInput, NEW_CATEGORY_VALUES } from './category-body';

const FIELDS = ['type', 'name', 'slug', 'description', 'position', 'status'] as const;

type CategoryFormProps = {
  category?: Category;
  onSubmit: (body: CategoryBody) => Promise<unknown>;
  onCancel: () => void;
};

export function CategoryForm({ category, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const name = Form.useWatch('name', form) as string | undefined;
  const schemaForm = useSchemaForm<CategoryBody>({
    form,
    schema: category ? updateCategoryBodySchema : createCategoryBodySchema,
    fields: FIELDS,
    toInput: categoryInput,
    codeFields: { NAME_ALREADY_IN_USE: 'name', CATEGORY_TYPE_LOCKED: 'type' },
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={category ? categoryFormValues(category) : NEW_CATEGORY_VALUES}
      isEditing={Boolean(category)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="type" label={t('admin.categories.type')} required>
          <Select
            options={CATEGORY_TYPES.map((type) => ({
              value: type,
              label: t(`admin.categories.types.${type}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('admin.categories.name')} required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="slug" label={t('admin.categories.slug')} extra={t('admin.categories.slugHint')}>
          <Input spellCheck={false} autoCapitalize="off" placeholder={slugify(name) || 'sach-toan'} />
        </Form.Item>
        <Form.Item
          name="position"
          label={t('admin.categories.position')}
          extra={t('admin.categories.positionHint')}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('admin.categories.status')}>
          <Select
            options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('admin.categories.description')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </AdminFormCard>
  );
}
