import { DownloadOutlined } from '@ant-design/icons';
import {
  type ActivationCodesCreated,
  type CreateActivationCodesBody,
  createActivationCodesBodySchema,
} from '@tutor/contract/activation-codes';
import { ACTIVATION_CODES_BATCH_MAX } from '@tutor/contract/constants';
import { Button, Card, DatePicker, Form, Input, InputNumber, Radio, Result, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  downloadBatch,
  useCreateActivationCodes,
} from '@/features/activation-codes/admin/api/change-activation-codes';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { saveBlob } from '@/shared/catalogue/save-blob';

const FIELDS = ['batch', 'courseId', 'comboId', 'count', 'expiresAt'] as const;
const TARGETS = ['courses', 'combos'] as const;

type Values = {
  batch?: string;
  targetType?: 'course' | 'combo';
  courseId?: number;
  comboId?: number;
  count?: number | null;
  expiresAt?: unknown;
};

/** From the form's values to the call's body: the target not chosen is null, the picker's day an ISO instant. */
function toInput(raw: Record<string, unknown>): CreateActivationCodesBody {
  const values = raw as Values;
  const isCombo = values.targetType === 'combo';
  return {
    batch: values.batch ?? '',
    courseId: isCombo ? null : (values.courseId ?? null),
    comboId: isCombo ? (values.comboId ?? null) : null,
    count: values.count ?? (undefined as unknown as number),
    expiresAt:
      dayjs.isDayjs(values.expiresAt) && values.expiresAt.isValid() ? values.expiresAt.toISOString() : null,
  };
}

/** `/admin/activation-codes/create`: a batch of codes for a course or a combo, then its xlsx to print. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backToList = useBackToList('/admin/activation-codes');
  const [form] = Form.useForm();
  const targetType = Form.useWatch('targetType', form) ?? 'course';
  const extra = useExtraData(TARGETS).data;
  const createCodes = useCreateActivationCodes();
  const [created, setCreated] = useState<ActivationCodesCreated | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const schemaForm = useSchemaForm<CreateActivationCodesBody>({
    form,
    schema: createActivationCodesBodySchema,
    fields: FIELDS,
    toInput,
    isSilent: true,
    submit: async (body) => setCreated(await createCodes.mutateAsync(body)),
  });

  async function download(batch: string) {
    setDownloading(true);
    try {
      saveBlob(await downloadBatch(batch), `ma-kich-hoat-${batch}.xlsx`);
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader title={t('adminPage.activationCodeBatch')} backTo={backToList.href} />
      {created ? (
        <Card>
          <Result
            status="success"
            title={t('activationAdmin.created.title', { count: created.count, batch: created.batch })}
            subTitle={t('activationAdmin.created.text')}
            extra={[
              <Button
                key="download"
                type="primary"
                icon={<DownloadOutlined />}
                loading={isDownloading}
                onClick={() => void download(created.batch)}
              >
                {t('activationAdmin.created.download')}
              </Button>,
              <Button
                key="list"
                onClick={() =>
                  void navigate(`/admin/activation-codes?batch=${encodeURIComponent(created.batch)}`)
                }
              >
                {t('activationAdmin.created.toList')}
              </Button>,
              <Button
                key="again"
                onClick={() => {
                  form.resetFields();
                  setCreated(null);
                }}
              >
                {t('activationAdmin.created.another')}
              </Button>,
            ]}
          />
        </Card>
      ) : (
        <AdminFormCard
          form={form}
          schemaForm={schemaForm}
          initialValues={{ targetType: 'course', count: 10 }}
          isEditing={false}
          submitLabel={t('activationAdmin.form.submit')}
          onCancel={() => void backToList.goBack()}
        >
          <Form.Item
            name="batch"
            label={t('activationAdmin.form.batch')}
            extra={t('activationAdmin.form.batchHint')}
            required
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="targetType" label={t('activationAdmin.form.targetType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'course', label: t('activationAdmin.form.course') },
                { value: 'combo', label: t('activationAdmin.form.combo') },
              ]}
            />
          </Form.Item>
          {targetType === 'combo' ? (
            <Form.Item name="comboId" label={t('activationAdmin.form.combo')} required>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('activationAdmin.form.pickCombo')}
                options={(extra?.combos ?? []).map((combo) => ({ value: combo.id, label: combo.name }))}
              />
            </Form.Item>
          ) : (
            <Form.Item name="courseId" label={t('activationAdmin.form.course')} required>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder={t('activationAdmin.form.pickCourse')}
                options={(extra?.courses ?? []).map((course) => ({ value: course.id, label: course.name }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="count"
            label={t('activationAdmin.form.count')}
            extra={t('activationAdmin.form.countHint', { max: ACTIVATION_CODES_BATCH_MAX })}
            required
          >
            <InputNumber min={1} max={ACTIVATION_CODES_BATCH_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="expiresAt"
            label={t('activationAdmin.form.expiresAt')}
            extra={t('activationAdmin.form.expiresHint')}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="DD-MM-YYYY HH:mm"
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            />
          </Form.Item>
        </AdminFormCard>
      )}
    </>
  );
}
