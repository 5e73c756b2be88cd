import { STATUSES } from '@tutor/contract/constants';
import {
  createEmbedLiveBodySchema,
  type EmbedLive,
  normalizeEmbedUrl,
  updateEmbedLiveBodySchema,
} from '@tutor/contract/embed-lives';
import { Form, Input, Select } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import previewStyles from './embed-live-form.module.css';

export type EmbedLiveBody =
  | z.output<typeof createEmbedLiveBodySchema>
  | z.output<typeof updateEmbedLiveBodySchema>;

const FIELDS = ['title', 'embedUrl', 'description', 'status'] as const;
const NEW_VALUES = { title: '', embedUrl: '', description: '', status: 'ACTIVE' };

type EmbedLiveFormProps = {
  embedLive?: EmbedLive;
  onSubmit: (body: EmbedLiveBody) => Promise<unknown>;
  onCancel: () => void;
};

export function EmbedLiveForm({ embedLive, onSubmit, onCancel }: EmbedLiveFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const typed = useDeferredValue(
    (Form.useWatch('embedUrl', form) as string | undefined) ?? embedLive?.embedUrl ?? '',
  );
  // The same rule the server applies, so the preview shows exactly the player that will be stored.
  const player = typed.trim() ? normalizeEmbedUrl(typed) : null;
  const schemaForm = useSchemaForm<EmbedLiveBody>({
    form,
    schema: embedLive ? updateEmbedLiveBodySchema : createEmbedLiveBodySchema,
    fields: FIELDS,
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={embedLive ?? NEW_VALUES}
      isEditing={Boolean(embedLive)}
      onCancel={onCancel}
    >
      <Form.Item name="title" label={t('admin.content.title')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="embedUrl"
        label={t('admin.embedLives.embedUrl')}
        required
        extra={t('admin.embedLives.embedUrlHint')}
      >
        <Input spellCheck={false} autoCapitalize="off" placeholder="https://www.youtube.com/watch?v=…" />
      </Form.Item>
      <div className={previewStyles.preview}>
        {player ? (
          <iframe
            className={previewStyles.player}
            src={player}
            title={t('admin.embedLives.preview')}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            // The player needs its own scripts; nothing else of the frame reaches this page.
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <span className={previewStyles.empty}>
            {typed.trim() ? t('admin.embedLives.unsupported') : t('admin.embedLives.previewEmpty')}
          </span>
        )}
      </div>
      {player && player !== typed.trim() && (
        <p className={previewStyles.normalised}>
          {t('admin.embedLives.willStore')} <code>{player}</code>
        </p>
      )}
      <Form.Item name="description" label={t('admin.embedLives.description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item name="status" label={t('admin.content.status')}>
          <Select
            options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        </Form.Item>
      </div>
    </AdminFormCard>
  );
}
