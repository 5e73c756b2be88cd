import {
  type AdminCombo,
  type CreateComboBody,
  createComboBodySchema,
  type UpdateComboBody,
  updateComboBodySchema,
} from '@tutor/contract/combos';
import { STATUSES } from '@tutor/contract/constants';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';

const FIELDS = ['name', 'slug', 'salePrice', 'rootPrice', 'imageId', 'summary', 'content', 'status'] as const;

export type ComboBody = CreateComboBody | UpdateComboBody;

type Values = Record<string, unknown>;

/** An emptied price input (null) means "not given"; an emptied picture means "no picture" (null). */
function comboInput(values: Values): Values {
  const input: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if ((key === 'salePrice' || key === 'rootPrice') && value === null) continue;
    input[key] = value;
  }
  return input;
}

function comboValues(combo: AdminCombo): Values {
  const { name, slug, salePrice, rootPrice, imageId, summary, content, status } = combo;
  return { name, slug, salePrice, rootPrice, imageId, summary, content, status };
}

const NEW_COMBO: Values = { salePrice: 0, rootPrice: 0, imageId: null, status: 'ACTIVE' };

type ComboFormProps = {
  combo?: AdminCombo;
  onSubmit: (body: ComboBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A combo: a bundle of courses at one price (the courses are linked when the courses area lands). */
export function ComboForm({ combo, onSubmit, onCancel }: ComboFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<ComboBody>({
    form,
    schema: combo ? updateComboBodySchema : createComboBodySchema,
    fields: FIELDS,
    toInput: comboInput,
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={combo ? comboValues(combo) : NEW_COMBO}
      isEditing={Boolean(combo)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('admin.combos.name')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="slug" label={t('admin.combos.slug')} extra={t('admin.combos.slugHint')}>
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        <Form.Item name="salePrice" label={t('admin.combos.salePrice')}>
          <PriceInput />
        </Form.Item>
        <Form.Item name="rootPrice" label={t('admin.combos.rootPrice')}>
          <PriceInput />
        </Form.Item>
        <Form.Item name="status" label={t('admin.combos.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
      </div>
      <Form.Item name="imageId" label={t('admin.combos.image')}>
        <ImagePicker />
      </Form.Item>
      <Form.Item name="summary" label={t('admin.combos.summary')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('admin.combos.content')}>
        <RichTextEditor />
      </Form.Item>
    </AdminFormCard>
  );
}
