import { STATUSES } from '@tutor/contract/constants';
import {
  createSlideshowBodySchema,
  type Slideshow,
  updateSlideshowBodySchema,
} from '@tutor/contract/slideshows';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';

/** What the form sends: every field on create, the same fields (all optional) on edit. */
export type SlideshowBody =
  | z.output<typeof createSlideshowBodySchema>
  | z.output<typeof updateSlideshowBodySchema>;

const FIELDS = ['title', 'subtitle', 'imageId', 'link', 'position', 'status'] as const;

const NEW_VALUES = { title: '', subtitle: '', imageId: null, link: '', position: 0, status: 'ACTIVE' };

type SlideshowFormProps = {
  slideshow?: Slideshow;
  onSubmit: (body: SlideshowBody) => Promise<unknown>;
  onCancel: () => void;
};

export function SlideshowForm({ slideshow, onSubmit, onCancel }: SlideshowFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm<SlideshowBody>({
    form,
    schema: slideshow ? updateSlideshowBodySchema : createSlideshowBodySchema,
    fields: FIELDS,
    // An untouched number box holds null: that means "no position", i.e. the first one.
    toInput: (values) => ({ ...values, position: values.position ?? 0, link: values.link ?? '' }),
    submit: onSubmit,
  });

  return (
    <Card className={styles.card}>
      <Form
        form={form}
        layout="vertical"
        initialValues={slideshow ?? NEW_VALUES}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && (
          <Alert type="error" showIcon className={styles.alert} title={generalErrors.join(' ')} />
        )}
        <Form.Item name="title" label={t('admin.content.title')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="subtitle"
          label={t('admin.content.subtitle')}
          extra={t('admin.content.subtitleHint')}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="imageId" label={t('admin.content.image')} required>
          <ImagePicker />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="link" label={t('admin.content.link')} extra={t('admin.content.linkHint')}>
            <Input spellCheck={false} autoCapitalize="off" placeholder="/danh-muc/khoa-hoc" />
          </Form.Item>
          <Form.Item
            name="position"
            label={t('admin.content.position')}
            extra={t('admin.content.positionHint')}
          >
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('admin.content.status')}>
            <Select
              options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
            />
          </Form.Item>
        </div>
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {slideshow ? t('admin.form.save') : t('admin.form.create')}
          </Button>
          <Button onClick={onCancel}>{t('admin.form.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
