import { STATUSES } from '@tutor/contract/constants';
import {
  type AdminVideo,
  type CreateVideoBody,
  createVideoBodySchema,
  type UpdateVideoBody,
  updateVideoBodySchema,
  VIDEO_OPTIONS,
  type VideoOption,
} from '@tutor/contract/videos';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { formatTimecode, parseTimecode } from './timeline-time';

const FIELDS = [
  'name',
  'option',
  'externalId',
  'duration',
  'isFree',
  'allowedViews',
  'position',
  'status',
] as const;

type Values = Record<string, unknown>;

/** The duration is typed as mm:ss; views left empty mean unlimited. */
export function videoInput(values: Values): Values {
  const input: Values = { ...values };
  if (typeof values.duration === 'string') {
    const seconds = parseTimecode(values.duration);
    input.duration = seconds ?? values.duration;
  }
  if (values.allowedViews === undefined || values.allowedViews === '') input.allowedViews = null;
  if (values.option === 'UPLOAD') input.externalId = null;
  for (const [key, value] of Object.entries(input)) if (value === undefined) delete input[key];
  return input;
}

function storedVideoBody(video: AdminVideo): Values {
  const { name, option, externalId, duration, isFree, allowedViews, position, status } = video;
  return { name, option, externalId, duration, isFree, allowedViews, position, status };
}

type VideoModalProps = {
  video?: AdminVideo;
  nextPosition: number;
  onCreate: (body: CreateVideoBody) => Promise<unknown>;
  onUpdate: (id: number, body: UpdateVideoBody) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits a lesson video: an mp4 uploaded afterwards, or a YouTube or Vimeo id. */
export function VideoModal({ video, nextPosition, onCreate, onUpdate, onClose }: VideoModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const option = Form.useWatch<VideoOption | undefined>('option', form) ?? video?.option ?? 'UPLOAD';
  const schemaForm = useSchemaForm<CreateVideoBody | UpdateVideoBody>({
    form,
    schema: video ? updateVideoBodySchema : createVideoBodySchema,
    fields: FIELDS,
    toInput: videoInput,
    codeFields: { VIDEO_LINK_INVALID: 'externalId' },
    submit: async (body) => {
      if (video) await onUpdate(video.id, changedFields(body, storedVideoBody(video)));
      else await onCreate(body as CreateVideoBody);
      onClose();
    },
  });
  return (
    <Modal
      open
      width={720}
      title={video ? t('courseAdmin.videos.edit') : t('courseAdmin.videos.add')}
      okText={t('courseAdmin.common.save')}
      cancelText={t('courseAdmin.common.cancel')}
      okButtonProps={{ loading: schemaForm.isSubmitting }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          video
            ? {
                ...storedVideoBody(video),
                duration: formatTimecode(video.duration),
                externalId: video.externalId ?? '',
              }
            : { option: 'UPLOAD', duration: '00:00', isFree: false, position: nextPosition, status: 'ACTIVE' }
        }
        onFinish={schemaForm.onFinish}
        onValuesChange={schemaForm.onValuesChange}
      >
        <Form.Item name="name" label={t('courseAdmin.videos.name')} required>
          <Input maxLength={255} autoFocus />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="option" label={t('courseAdmin.videos.option')}>
            <Select
              options={VIDEO_OPTIONS.map((value) => ({
                value,
                label: t(`courseAdmin.videos.options.${value}`),
              }))}
            />
          </Form.Item>
          {option !== 'UPLOAD' ? (
            <Form.Item
              name="externalId"
              label={t('courseAdmin.videos.externalId')}
              extra={t('courseAdmin.videos.externalIdHint')}
              required
            >
              <Input
                spellCheck={false}
                autoCapitalize="off"
                placeholder="https://www.youtube.com/watch?v=…"
              />
            </Form.Item>
          ) : (
            <span />
          )}
          <Form.Item
            name="duration"
            label={t('courseAdmin.videos.duration')}
            extra={t('courseAdmin.videos.durationHint')}
          >
            <Input inputMode="numeric" placeholder="12:30" />
          </Form.Item>
          <Form.Item
            name="allowedViews"
            label={t('courseAdmin.videos.allowedViews')}
            extra={t('courseAdmin.videos.allowedViewsHint')}
          >
            <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="position" label={t('courseAdmin.videos.position')}>
            <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="status" label={t('courseAdmin.videos.status')}>
            <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
          </Form.Item>
          <Form.Item name="isFree" label={t('courseAdmin.videos.isFree')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
