import { type Banner, createBannerBodySchema, updateBannerBodySchema } from '@tutor/contract/banners';
import { BANNER_ORIENTATIONS, STATUSES } from '@tutor/contract/constants';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';

/** What the form sends: every field on create, the same fields (all optional) on edit. */
export type BannerBody = z.output<typeof createBannerBodySchema> | z.output<typeof updateBannerBodySchema>;

const FIELDS = ['title', 'imageId', 'link', 'orientation', 'position', 'status'] as const;

const NEW_VALUES = {
  title: '',
  imageId: null,
  link: '',
  orientation: 'HORIZONTAL',
  position: 0,
  status: 'ACTIVE',
};

type BannerFormProps = {
  banner?: Banner;
  onSubmit: (body: BannerBody) => Promise<unknown>;
  onCancel: () => void;
};

export function BannerForm({ banner, onSubmit, onCancel }: BannerFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm<BannerBody>({
    form,
    schema: banner ? updateBannerBodySchema : createBannerBodySchema,
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
        initialValues={banner ?? NEW_VALUES}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && (
          <Alert type="error" showIcon className={styles.alert} title={generalErrors.join(' ')} />
        )}
        <Form.Item name="title" label={t('admin.content.title')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="imageId" label={t('admin.content.image')} required>
          <ImagePicker />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="link" label={t('admin.content.link')} extra={t('admin.content.linkHint')}>
            <Input spellCheck={false} autoCapitalize="off" placeholder="/danh-muc/khoa-hoc" />
          </Form.Item>
          <Form.Item name="orientation" label={t('admin.content.orientation')}>
            <Select
              options={BANNER_ORIENTATIONS.map((value) => ({
                value,
                label: t(`admin.content.orientations.${value}`),
              }))}
            />
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
            {banner ? t('admin.form.save') : t('admin.form.create')}
          </Button>
          <Button onClick={onCancel}>{t('admin.form.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
