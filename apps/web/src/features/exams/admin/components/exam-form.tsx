import { STATUSES } from '@tutor/contract/constants';
import {
  type AdminExamDetail,
  type CreateExamBody,
  createExamBodySchema,
  RESULTS_SHOWN,
  SCORING_PRESETS,
  type ScoringPreset,
  type UpdateExamBody,
  updateExamBodySchema,
} from '@tutor/contract/exams';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { TagSelect } from '@/shared/admin/tag-select';

const FIELDS = [
  'name',
  'slug',
  'description',
  'imageId',
  'duration',
  'totalPoint',
  'scoring',
  'opensAt',
  'closesAt',
  'attemptsAllowed',
  'shuffleQuestions',
  'shuffleOptions',
  'resultsShown',
  'categoryIds',
  'tagIds',
  'status',
] as const;
const CATEGORIES = ['categories'] as const;

export type ExamBody = CreateExamBody | UpdateExamBody;
type Values = Record<string, unknown>;

/** The window's pickers hold dayjs values; the API reads ISO instants (null when cleared). */
const instantOf = (value: unknown) => (dayjs.isDayjs(value) && value.isValid() ? value.toISOString() : null);
const pickerValueOf = (instant: string | null): Dayjs | null => (instant ? dayjs(instant) : null);

function examInput(values: Values): Values {
  const input: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || key === 'preset') continue;
    input[key] = value;
  }
  input.opensAt = instantOf(values.opensAt);
  input.closesAt = instantOf(values.closesAt);
  // An emptied attempts field means "unlimited".
  input.attemptsAllowed = values.attemptsAllowed ?? null;
  return input;
}

/** The preset a stored table equals, if any (the select shows it; the table stays editable). */
const presetOf = (scoring: AdminExamDetail['scoring']) =>
  (Object.keys(SCORING_PRESETS) as ScoringPreset[]).find(
    (preset) => JSON.stringify(SCORING_PRESETS[preset]) === JSON.stringify(scoring),
  );

function examValues(exam: AdminExamDetail): Values {
  return {
    ...Object.fromEntries(FIELDS.map((field) => [field, exam[field]])),
    preset: presetOf(exam.scoring),
    opensAt: pickerValueOf(exam.opensAt),
    closesAt: pickerValueOf(exam.closesAt),
  };
}

const NEW_EXAM: Values = {
  duration: 90,
  totalPoint: 10,
  scoring: SCORING_PRESETS.DEFAULT,
  preset: 'DEFAULT',
  attemptsAllowed: null,
  shuffleQuestions: false,
  shuffleOptions: false,
  resultsShown: 'IMMEDIATELY',
  categoryIds: [],
  tagIds: [],
  imageId: null,
  status: 'ACTIVE',
};

type ExamFormProps = {
  exam?: AdminExamDetail;
  onSubmit: (body: ExamBody) => Promise<unknown>;
  onCancel: () => void;
};

/** An exam's settings; its PDFs are attached beside the form, its questions on their own page. */
export function ExamForm({ exam, onSubmit, onCancel }: ExamFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'EXAM');
  const schemaForm = useSchemaForm<ExamBody>({
    form,
    schema: exam ? updateExamBodySchema : createExamBodySchema,
    fields: FIELDS,
    toInput: examInput,
    submit: onSubmit,
  });
  const number = (min: number, step = 1) => <InputNumber min={min} step={step} style={{ width: '100%' }} />;

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={exam ? examValues(exam) : NEW_EXAM}
      isEditing={Boolean(exam)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('examAdmin.name')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="slug" label={t('examAdmin.slug')} extra={t('examAdmin.slugHint')}>
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('examAdmin.categories')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('examAdmin.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
        <Form.Item name="duration" label={t('examAdmin.duration')} required>
          {number(1)}
        </Form.Item>
        <Form.Item name="totalPoint" label={t('examAdmin.totalPoint')} required>
          {number(0.25, 0.25)}
        </Form.Item>
        <Form.Item
          name="attemptsAllowed"
          label={t('examAdmin.attemptsAllowed')}
          extra={t('examAdmin.attemptsHint')}
        >
          <InputNumber min={1} style={{ width: '100%' }} placeholder={t('examAdmin.unlimited')} />
        </Form.Item>
        <Form.Item name="resultsShown" label={t('examAdmin.resultsShown')}>
          <Select
            options={RESULTS_SHOWN.map((value) => ({ value, label: t(`examAdmin.results.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="opensAt" label={t('examAdmin.opensAt')} extra={t('examAdmin.windowHint')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="closesAt" label={t('examAdmin.closesAt')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="shuffleQuestions" label={t('examAdmin.shuffleQuestions')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="shuffleOptions" label={t('examAdmin.shuffleOptions')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>

      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('examAdmin.scoring')}</legend>
        <Form.Item name="preset" label={t('examAdmin.preset')}>
          <Select
            allowClear
            options={(Object.keys(SCORING_PRESETS) as ScoringPreset[]).map((value) => ({
              value,
              label: t(`examAdmin.presets.${value}`),
            }))}
            onChange={(preset: ScoringPreset | undefined) => {
              if (preset) form.setFieldValue('scoring', SCORING_PRESETS[preset]);
            }}
          />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name={['scoring', 'choice']} label={t('examAdmin.scoringChoice')}>
            {number(0, 0.05)}
          </Form.Item>
          <Form.Item name={['scoring', 'short']} label={t('examAdmin.scoringShort')}>
            {number(0, 0.05)}
          </Form.Item>
          {[1, 2, 3, 4].map((n) => (
            <Form.Item
              key={n}
              name={['scoring', 'trueFalse', n]}
              label={t('examAdmin.scoringTrueFalse', { n })}
            >
              {number(0, 0.05)}
            </Form.Item>
          ))}
          <Form.Item name={['scoring', 'trueFalse', 0]} hidden>
            {number(0)}
          </Form.Item>
        </div>
      </fieldset>

      <Form.Item name="tagIds" label={t('examAdmin.tags')}>
        <TagSelect />
      </Form.Item>
      <Form.Item name="imageId" label={t('examAdmin.image')}>
        <ImagePicker />
      </Form.Item>
      <Form.Item name="description" label={t('examAdmin.description')}>
        <RichTextEditor />
      </Form.Item>
    </AdminFormCard>
  );
}
