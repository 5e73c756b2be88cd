import { STATUSES } from '@tutor/contract/constants';
import {
  type AdminLessonDetail,
  type CreateLessonBody,
  createLessonBodySchema,
  type UpdateLessonBody,
  updateLessonBodySchema,
} from '@tutor/contract/learning';
import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { instantOf, pickerValueOf } from './course-body';

const FIELDS = [
  'name',
  'slug',
  'content',
  'releaseDate',
  'isFree',
  'examTime',
  'totalQuestions',
  'passPoint',
  'totalPoint',
  'status',
] as const;

export type LessonBody = CreateLessonBody | UpdateLessonBody;

type Values = Record<string, unknown>;

/** Emptied number inputs (null) mean "not given"; the release date travels as an ISO instant. */
export function lessonInput(values: Values): Values {
  const input: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || (value === null && key !== 'releaseDate')) continue;
    input[key] = value;
  }
  if ('releaseDate' in values) input.releaseDate = instantOf(values.releaseDate);
  return input;
}

export function storedLessonBody(lesson: AdminLessonDetail): Values {
  const {
    name,
    slug,
    content,
    releaseDate,
    isFree,
    examTime,
    totalQuestions,
    passPoint,
    totalPoint,
    status,
  } = lesson;
  return {
    name,
    slug,
    content,
    releaseDate,
    isFree,
    examTime,
    totalQuestions,
    passPoint,
    totalPoint,
    status,
  };
}

const NEW_LESSON: Values = {
  isFree: false,
  examTime: 0,
  totalQuestions: 0,
  passPoint: 0,
  totalPoint: 10,
  releaseDate: null,
  status: 'ACTIVE',
};

type LessonFormProps = {
  lesson?: AdminLessonDetail;
  onSubmit: (body: LessonBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Create and edit form of a lesson (spec §3): its files and answer sheet are edited beside it once stored. */
export function LessonForm({ lesson, onSubmit, onCancel }: LessonFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<LessonBody>({
    form,
    schema: lesson ? updateLessonBodySchema : createLessonBodySchema,
    fields: FIELDS,
    toInput: lessonInput,
    submit: onSubmit,
  });
  const number = (min = 0) => <InputNumber<number> min={min} style={{ width: '100%' }} />;
  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={
        lesson ? { ...storedLessonBody(lesson), releaseDate: pickerValueOf(lesson.releaseDate) } : NEW_LESSON
      }
      isEditing={Boolean(lesson)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('courseAdmin.lessons.name')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('courseAdmin.lessons.slug')}
          extra={t('courseAdmin.courses.slugHint')}
        >
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        <Form.Item
          name="releaseDate"
          label={t('courseAdmin.lessons.releaseDate')}
          extra={t('courseAdmin.lessons.releaseHint')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD-MM-YYYY HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('courseAdmin.lessons.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
        <Form.Item name="examTime" label={t('courseAdmin.lessons.examTime')}>
          {number()}
        </Form.Item>
        <Form.Item name="totalQuestions" label={t('courseAdmin.lessons.totalQuestions')}>
          {number()}
        </Form.Item>
        <Form.Item name="passPoint" label={t('courseAdmin.lessons.passPoint')}>
          {number()}
        </Form.Item>
        <Form.Item name="totalPoint" label={t('courseAdmin.lessons.totalPoint')}>
          {number()}
        </Form.Item>
        <Form.Item name="isFree" label={t('courseAdmin.lessons.isFree')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <Form.Item name="content" label={t('courseAdmin.lessons.content')}>
        <RichTextEditor />
      </Form.Item>
    </AdminFormCard>
  );
}
