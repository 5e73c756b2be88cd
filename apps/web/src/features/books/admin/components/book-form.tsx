import { type AdminBookDetail, createBookBodySchema, updateBookBodySchema } from '@tutor/contract/books';
import { BOOK_SALE_STATUSES, STATUSES } from '@tutor/contract/constants';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { TagSelect } from '@/shared/admin/tag-select';
import { type BookBody, bookFormValues, bookInput, NEW_BOOK_VALUES } from './book-body';

const FIELDS = [
  'name',
  'slug',
  'categoryIds',
  'tagIds',
  'imageIds',
  'quantity',
  'salePrice',
  'coverPrice',
  'author',
  'pages',
  'summary',
  'content',
  'trailerUrl',
  'saleStatus',
  'status',
] as const;

const CATEGORIES = ['categories'] as const;

type BookFormProps = {
  book?: AdminBookDetail;
  onSubmit: (body: BookBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Create and edit form of a book; the files (preview PDF, trailer) are uploaded beside it on edit. */
export function BookForm({ book, onSubmit, onCancel }: BookFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter(
    (category) => category.type === 'BOOK',
  );
  const schemaForm = useSchemaForm<BookBody>({
    form,
    schema: book ? updateBookBodySchema : createBookBodySchema,
    fields: FIELDS,
    toInput: bookInput,
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={book ? bookFormValues(book) : NEW_BOOK_VALUES}
      isEditing={Boolean(book)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('admin.books.name')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="slug" label={t('admin.books.slug')} extra={t('admin.books.slugHint')}>
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        <Form.Item name="author" label={t('admin.books.author')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('admin.books.categories')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={categories.map((category) => ({
              value: category.id,
              label:
                category.status === 'ACTIVE'
                  ? category.name
                  : `${category.name} (${t('admin.status.INACTIVE')})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="salePrice" label={t('admin.books.salePrice')}>
          <PriceInput />
        </Form.Item>
        <Form.Item name="coverPrice" label={t('admin.books.coverPrice')}>
          <PriceInput />
        </Form.Item>
        <Form.Item name="quantity" label={t('admin.books.quantity')}>
          <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="pages" label={t('admin.books.pages')}>
          <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="saleStatus" label={t('admin.books.saleStatus')}>
          <Select
            options={BOOK_SALE_STATUSES.map((value) => ({
              value,
              label: t(`admin.books.saleStatuses.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('admin.books.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
      </div>
      <Form.Item name="tagIds" label={t('admin.books.tags')}>
        <TagSelect />
      </Form.Item>
      <Form.Item name="imageIds" label={t('admin.books.images')} extra={t('admin.books.imagesHint')}>
        <ImagePicker multiple />
      </Form.Item>
      <Form.Item name="trailerUrl" label={t('admin.books.trailerUrl')} extra={t('admin.books.trailerHint')}>
        <Input spellCheck={false} autoCapitalize="off" placeholder="https://www.youtube.com/watch?v=…" />
      </Form.Item>
      <Form.Item name="summary" label={t('admin.books.summary')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('admin.books.content')}>
        <RichTextEditor />
      </Form.Item>
    </AdminFormCard>
  );
}
