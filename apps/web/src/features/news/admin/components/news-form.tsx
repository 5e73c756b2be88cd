import { NEWS_STATES } from '@tutor/contract/constants';
import { type AdminNews, createNewsBodySchema, updateNewsBodySchema } from '@tutor/contract/news';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';

export type NewsBody = z.output<typeof createNewsBodySchema> | z.output<typeof updateNewsBodySchema>;

const FIELDS = ['title', 'summary', 'content', 'imageId', 'state'] as const;
const NEW_VALUES = { title: '', summary: '', content: '', imageId: null, state: 'draft' };

type NewsFormProps = {
  news?: AdminNews;
  /** The attachment control, on edit only (a file needs an article to belong to). */
  attachment?: ReactNode;
  onSubmit: (body: NewsBody) => Promise<unknown>;
  onCancel: () => void;
};

export function NewsForm({ news, attachment, onSubmit, onCancel }: NewsFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<NewsBody>({
    form,
    schema: news ? updateNewsBodySchema : createNewsBodySchema,
    fields: FIELDS,
    // The picker clears to undefined; the server reads null as "no picture".
    toInput: (values) => ({ ...values, imageId: values.imageId ?? null }),
    codeFields: { NEWS_TITLE_EXISTS: 'title' },
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={news ?? NEW_VALUES}
      isEditing={Boolean(news)}
      onCancel={onCancel}
    >
      <Form.Item name="title" label={t('admin.content.title')} required>
        <Input maxLength={255} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item name="state" label={t('admin.news.state')}>
          <Select
            options={NEWS_STATES.map((state) => ({ value: state, label: t(`admin.news.states.${state}`) }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="summary" label={t('admin.news.summary')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="imageId" label={t('admin.content.image')}>
        <ImagePicker />
      </Form.Item>
      <Form.Item name="content" label={t('admin.news.content')}>
        <RichTextEditor placeholder={t('admin.news.contentPlaceholder')} />
      </Form.Item>
      {attachment && <Form.Item label={t('admin.content.attachment')}>{attachment}</Form.Item>}
    </AdminFormCard>
  );
}
