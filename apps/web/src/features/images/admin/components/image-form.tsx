import { type AdminImage, type UpdateImageBody, updateImageBodySchema } from '@tutor/contract/images';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm<UpdateImageBody>({
    form,
    schema: updateImageBodySchema,
    fields: FIELDS,
    toInput: imageUpdateInput,
    submit: onSubmit,
  });
  // The widest copy under 1024 px is plenty for a form preview.
  const preview = [...image.variants].reverse().find((variant) => variant.width <= 1024)?.url ?? image.url;

  return (
    <Card className={layout.card}>
      <div className={styles.current}>
        <img className={styles.preview} src={preview} alt={image.alt} />
        <Typography.Text type="secondary">
          {image.width} × {image.height} px · {formatBytes(image.bytes)} ·{' '}
          <Typography.Link href={image.url} target="_blank" rel="noreferrer" copyable={{ text: image.url }}>
            {image.url}
          </Typography.Link>
        </Typography.Text>
      </div>
      <Form
        form={form}
        layout="vertical"
        initialValues={imageFormValues(image)}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && (
          <Alert type="error" showIcon className={layout.alert} title={generalErrors.join(' ')} />
        )}
        <div className={layout.grid}>
          <Form.Item name="name" label={t('admin.images.name')} required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="alt" label={t('admin.images.alt')} extra={t('admin.images.altHint')}>
            <Input maxLength={300} />
          </Form.Item>
          <ImagePlacementFields />
        </div>
        <div className={layout.buttons}>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {t('admin.form.save')}
          </Button>
          <Button onClick={onCancel}>{t('admin.form.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
