import { STATUSES } from '@tutor/contract/constants';
import { Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { AdminFormCard } from './admin-form-card';
import type { ParseSchema } from './form-errors';
import styles from './form-layout.module.css';
import { useSchemaForm } from './use-schema-form';

/** The fields every content picture has (a banner, a slide): what the shared form itself draws. */
const COMMON_FIELDS = ['title', 'imageId', 'link', 'position', 'status'] as const;
const COMMON_NEW_VALUES = { title: '', imageId: null, link: '', position: 0, status: 'ACTIVE' };

export type ContentPictureFormProps<Body> = {
  /** The stored record on the edit page; absent on the create page. */
  record?: object;
  /** The contract's create or update body schema, whichever this page sends. */
  schema: ParseSchema<Body>;
  /** A feature's own fields with their value on a new record (`{ orientation: 'HORIZONTAL' }`). */
  extraFields?: Readonly<Record<string, unknown>>;
  /** Its inputs shown under the title (a subtitle)… */
  belowTitle?: ReactNode;
  /** …or in the grid beside the link, position and status (an orientation). */
  inGrid?: ReactNode;
  onSubmit: (body: Body) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The form of a picture shown on the storefront with a title and a link (banners, slideshow slides):
 * title, picture from the media library, link, position and status, plus the fields a feature adds.
 */
export function ContentPictureForm<Body>({
  record,
  schema,
  extraFields = {},
  belowTitle,
  inGrid,
  onSubmit,
  onCancel,
}: ContentPictureFormProps<Body>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<Body>({
    form,
    schema,
    fields: [...COMMON_FIELDS, ...Object.keys(extraFields)],
    // An untouched number box holds null: that means "no position", i.e. the first one.
    toInput: (values) => ({ ...values, position: values.position ?? 0, link: values.link ?? '' }),
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={record ?? { ...COMMON_NEW_VALUES, ...extraFields }}
      isEditing={record !== undefined}
      onCancel={onCancel}
    >
      <Form.Item name="title" label={t('admin.content.title')} required>
        <Input maxLength={255} />
      </Form.Item>
      {belowTitle}
      <Form.Item name="imageId" label={t('admin.content.image')} required>
        <ImagePicker />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item name="link" label={t('admin.content.link')} extra={t('admin.content.linkHint')}>
          <Input spellCheck={false} autoCapitalize="off" placeholder="/danh-muc/khoa-hoc" />
        </Form.Item>
        {inGrid}
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
    </AdminFormCard>
  );
}
