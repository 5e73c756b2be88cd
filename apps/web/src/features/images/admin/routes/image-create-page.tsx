import { type CreateImageFields, createImageFieldsSchema } from '@tutor/contract/images';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePlacementFields } from '@/features/images/admin/components/image-fields';
import { ImageFileInput } from '@/features/images/admin/components/image-file-input';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { useUploadImage } from '@/shared/admin/media-picker/media-library-api';
import { PageHeader } from '@/shared/admin/page-header';

const FIELDS = ['file', 'name', 'alt', 'folderId', 'categoryIds'] as const;

type Values = Record<string, unknown>;

/** /admin/images/create: upload one picture with its name, folder and categories. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/images');
  const [form] = Form.useForm();
  const upload = useUploadImage();
  const file = Form.useWatch('file', form) as File | undefined;
  const schemaForm = useSchemaForm<CreateImageFields>({
    form,
    schema: createImageFieldsSchema,
    fields: FIELDS,
    // The file travels beside the parsed fields; blanks mean "the server's default".
    toInput: ({ name, alt, folderId, categoryIds }: Values) => ({
      name: name || undefined,
      alt: alt || undefined,
      folderId: folderId ?? null,
      categoryIds: categoryIds ?? [],
    }),
    codeFields: {
      ONLY_IMAGES: 'file',
      IMAGE_TOO_SMALL: 'file',
      FILE_TOO_LARGE: 'file',
      PAYLOAD_TOO_LARGE: 'file',
    },
    submit: async (fields) => {
      const chosen = form.getFieldValue('file') as File | undefined;
      if (!chosen) {
        form.setFields([{ name: 'file', errors: [t('admin.images.fileRequired')] }]);
        return;
      }
      await upload.mutateAsync({
        file: chosen,
        fields: {
          name: fields.name,
          alt: fields.alt,
          folderId: typeof fields.folderId === 'number' ? fields.folderId : null,
          categoryIds: (fields.categoryIds as number[] | undefined) ?? [],
        },
      });
      message.success(t('admin.notice.createSuccess'));
      await back.goBack();
    },
  });

  return (
    <>
      <PageHeader title={t('adminPage.images.create')} backTo={back.href} />
      <AdminFormCard
        form={form}
        schemaForm={schemaForm}
        isEditing={false}
        submitLabel={t('admin.images.upload')}
        onCancel={() => void back.goBack()}
      >
        <Form.Item name="file" label={t('admin.images.file')} required extra={t('admin.images.fileHint')}>
          <ImageFileInput />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="name" label={t('admin.images.name')} extra={t('admin.images.nameHint')}>
            <Input maxLength={200} placeholder={file?.name.replace(/\.[^.]*$/, '')} />
          </Form.Item>
          <Form.Item name="alt" label={t('admin.images.alt')}>
            <Input maxLength={300} />
          </Form.Item>
          <ImagePlacementFields />
        </div>
      </AdminFormCard>
    </>
  );
}
