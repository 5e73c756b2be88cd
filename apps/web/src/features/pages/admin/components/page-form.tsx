import { type AdminPage, updatePageBodySchema } from '@tutor/contract/pages';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
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
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm<PageBody>({
    form,
    schema: updatePageBodySchema,
    fields: FIELDS,
    submit: onSubmit,
  });

  return (
    <Card className={styles.card}>
      <Form
        form={form}
        layout="vertical"
        initialValues={page}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && (
          <Alert type="error" showIcon className={styles.alert} title={generalErrors.join(' ')} />
        )}
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
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {t('admin.form.save')}
          </Button>
          <Button onClick={onCancel}>{t('admin.form.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
