import { type AdminPage, updatePageBodySchema } from '@tutor/contract/pages';
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';

export type PageBody = z.output<typeof updatePageBodySchema>;

const FIELDS = ['title', 'content'] as const;

type PageFormProps = {
  page: AdminPage;
  attachment: ReactNode;
  onSubmit: (body: PageBody) => Promise<unknown>;
  onCancel: () => void;
};

/** A fixed page keeps its code (the site links to it by code); staff edit its title and content. */
export function PageForm({ page, attachment, onSubmit, onCancel }: PageFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<PageBody>({
    form,
    schema: updatePageBodySchema,
    fields: FIELDS,
    submit: onSubmit,
  });

  return (
    <AdminFormCard form={form} schemaForm={schemaForm} initialValues={page} isEditing onCancel={onCancel}>
      <Form.Item label={t('admin.pages.code')}>
        <Typography.Text code>{page.code}</Typography.Text>
      </Form.Item>
      <Form.Item name="title" label={t('admin.content.title')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="content" label={t('admin.pages.content')}>
        <RichTextEditor />
      </Form.Item>
      <Form.Item label={t('admin.content.attachment')}>{attachment}</Form.Item>
    </AdminFormCard>
  );
}
