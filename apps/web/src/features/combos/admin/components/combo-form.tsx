import {
  type AdminCombo,
  type CreateComboBody,
  createComboBodySchema,
  type UpdateComboBody,
  updateComboBodySchema,
} from '@tutor/contract/combos';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { CatalogueFields } from '@/shared/admin/admin-form/catalogue-fields';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

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
      <CatalogueFields
        texts="admin.combos"
        pictures="imageId"
        inGrid={
          <>
            <Form.Item name="salePrice" label={t('admin.combos.salePrice')}>
              <PriceInput />
            </Form.Item>
            <Form.Item name="rootPrice" label={t('admin.combos.rootPrice')}>
              <PriceInput />
            </Form.Item>
          </>
        }
      />
    </AdminFormCard>
  );
}
