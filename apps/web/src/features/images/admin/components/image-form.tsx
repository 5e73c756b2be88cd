import { type AdminImage, type UpdateImageBody, updateImageBodySchema } from '@tutor/contract/images';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import layout from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { ImagePlacementFields } from './image-fields';
import styles from './image-form.module.css';
import { formatBytes, imageFormValues, imageUpdateInput } from './image-values';

const FIELDS = ['name', 'alt', 'folderId', 'categoryIds'] as const;

type ImageFormProps = {
  image: AdminImage;
  onSubmit: (body: UpdateImageBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Editing a stored picture: its texts and placement. The file itself is replaced by a new upload. */
export function ImageForm({ image, onSubmit, onCancel }: ImageFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<UpdateImageBody>({
    form,
    schema: updateImageBodySchema,
    fields: FIELDS,
    toInput: imageUpdateInput,
    submit: onSubmit,
  });
  // The widest copy under 1024 px is plenty for a form preview.
  const preview = [...image.variants].reverse().find((variant) => variant.width <= 1024)?.url ?? image.url;

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={imageFormValues(image)}
      isEditing
      onCancel={onCancel}
      header={
        <div className={styles.current}>
          <img className={styles.preview} src={preview} alt={image.alt} />
          <Typography.Text type="secondary">
            {image.width} × {image.height} px · {formatBytes(image.bytes)} ·{' '}
            <Typography.Link href={image.url} target="_blank" rel="noreferrer" copyable={{ text: image.url }}>
              {image.url}
            </Typography.Link>
          </Typography.Text>
        </div>
      }
    >
      <div className={layout.grid}>
        <Form.Item name="name" label={t('admin.images.name')} required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="alt" label={t('admin.images.alt')} extra={t('admin.images.altHint')}>
          <Input maxLength={300} />
        </Form.Item>
        <ImagePlacementFields />
      </div>
    </AdminFormCard>
  );
}
