import { STATUSES } from '@tutor/contract/constants';
import {
  type AdminDocumentDetail,
  type CreateDocumentBody,
  createDocumentBodySchema,
  type UpdateDocumentBody,
  updateDocumentBodySchema,
} from '@tutor/contract/documents';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { TagSelect } from '@/shared/admin/tag-select';

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
const CATEGORIES = ['categories'] as const;

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
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter(
    (category) => category.type === 'DOCUMENT',
  );
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
      <div className={styles.grid}>
        <Form.Item name="name" label={t('admin.documents.name')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="slug" label={t('admin.documents.slug')} extra={t('admin.documents.slugHint')}>
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('admin.documents.categories')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('admin.documents.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="isFree"
          label={t('admin.documents.isFree')}
          valuePropName="checked"
          extra={isFree ? t('admin.documents.freeHint') : t('admin.documents.paidHint')}
        >
          <Switch checkedChildren={t('admin.documents.free')} unCheckedChildren={t('admin.documents.paid')} />
        </Form.Item>
        <Form.Item name="salePrice" label={t('admin.documents.salePrice')} hidden={isFree}>
          <PriceInput />
        </Form.Item>
      </div>
      <Form.Item name="tagIds" label={t('admin.documents.tags')}>
        <TagSelect />
      </Form.Item>
      <Form.Item name="imageId" label={t('admin.documents.image')}>
        <ImagePicker />
      </Form.Item>
      <Form.Item name="summary" label={t('admin.documents.summary')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('admin.documents.content')}>
        <RichTextEditor />
      </Form.Item>
    </AdminFormCard>
  );
}
