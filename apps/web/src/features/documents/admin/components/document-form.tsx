import {
  type AdminDocumentDetail,
  type CreateDocumentBody,
  createDocumentBodySchema,
  type UpdateDocumentBody,
  updateDocumentBodySchema,
} from '@tutor/contract/documents';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { CatalogueFields } from '@/shared/admin/admin-form/catalogue-fields';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

const FIELDS = [
  'name',
  'slug',
  'summary',
  'content',
  'imageId',
  'categoryIds',
  'tagIds',
  'isFree',
  'salePrice',
  'status',
] as const;

export type DocumentBody = CreateDocumentBody | UpdateDocumentBody;
type Values = Record<string, unknown>;

function documentInput(values: Values): Values {
  const input: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || (key === 'salePrice' && value === null)) continue;
    input[key] = value;
  }
  return input;
}

function documentValues(document: AdminDocumentDetail): Values {
  const { name, slug, summary, content, imageId, categoryIds, tagIds, isFree, salePrice, status } = document;
  return { name, slug, summary, content, imageId, categoryIds, tagIds, isFree, salePrice, status };
}

const NEW_DOCUMENT: Values = {
  categoryIds: [],
  tagIds: [],
  imageId: null,
  isFree: true,
  salePrice: 0,
  status: 'ACTIVE',
};

type DocumentFormProps = {
  document?: AdminDocumentDetail;
  onSubmit: (body: DocumentBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A document's description; its PDF is attached beside the form once the document exists. */
export function DocumentForm({ document, onSubmit, onCancel }: DocumentFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const isFree = (Form.useWatch('isFree', form) as boolean | undefined) ?? document?.isFree ?? true;
  const schemaForm = useSchemaForm<DocumentBody>({
    form,
    schema: document ? updateDocumentBodySchema : createDocumentBodySchema,
    fields: FIELDS,
    toInput: documentInput,
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={document ? documentValues(document) : NEW_DOCUMENT}
      isEditing={Boolean(document)}
      onCancel={onCancel}
    >
      <CatalogueFields
        texts="admin.documents"
        categoryType="DOCUMENT"
        tags
        pictures="imageId"
        inGrid={
          <>
            <Form.Item
              name="isFree"
              label={t('admin.documents.isFree')}
              valuePropName="checked"
              extra={isFree ? t('admin.documents.freeHint') : t('admin.documents.paidHint')}
            >
              <Switch
                checkedChildren={t('admin.documents.free')}
                unCheckedChildren={t('admin.documents.paid')}
              />
            </Form.Item>
            <Form.Item name="salePrice" label={t('admin.documents.salePrice')} hidden={isFree}>
              <PriceInput />
            </Form.Item>
          </>
        }
      />
    </AdminFormCard>
  );
}
