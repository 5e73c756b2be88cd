import { type AdminBookDetail, createBookBodySchema, updateBookBodySchema } from '@tutor/contract/books';
import { BOOK_SALE_STATUSES } from '@tutor/contract/constants';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { CatalogueFields } from '@/shared/admin/admin-form/catalogue-fields';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
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

type BookFormProps = {
  book?: AdminBookDetail;
  onSubmit: (body: BookBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Create and edit form of a book; the files (preview PDF, trailer) are uploaded beside it on edit. */
export function BookForm({ book, onSubmit, onCancel }: BookFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
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
      <CatalogueFields
        texts="admin.books"
        categoryType="BOOK"
        tags
        pictures="imageIds"
        inGrid={
          <>
            <Form.Item name="author" label={t('admin.books.author')}>
              <Input maxLength={255} />
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
          </>
        }
        belowPictures={
          <Form.Item
            name="trailerUrl"
            label={t('admin.books.trailerUrl')}
            extra={t('admin.books.trailerHint')}
          >
            <Input spellCheck={false} autoCapitalize="off" placeholder="https://www.youtube.com/watch?v=…" />
          </Form.Item>
        }
      />
    </AdminFormCard>
  );
}
