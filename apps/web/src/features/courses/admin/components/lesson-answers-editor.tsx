import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AdminLessonAnswer,
  LESSON_ANSWER_KINDS,
  LESSON_ANSWER_MAX_SLOTS,
  type LessonAnswerKind,
  type ReplaceLessonAnswersBody,
  replaceLessonAnswersBodySchema,
} from '@tutor/contract/learning';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLessonAnswers, useReplaceLessonAnswers } from '@/features/courses/admin/api/lesson-answers';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { QueryState } from '@/shared/admin/query-state';
import styles from './course-admin.module.css';

type AnswerRow = {
  position?: number | null;
  kind?: LessonAnswerKind;
  correct?: string;
  point?: number | null;
};

/** New rows after the last question, of the kind of the last row (a paper groups its kinds). */
export function appendRows(rows: readonly AnswerRow[], count: number): AnswerRow[] {
  const last = rows.at(-1);
  const start = Math.max(0, ...rows.map((row) => row.position ?? 0));
  const room = Math.max(0, LESSON_ANSWER_MAX_SLOTS - rows.length);
  return Array.from({ length: Math.min(count, room) }, (_, index) => ({
    position: Math.min(start + index + 1, LESSON_ANSWER_MAX_SLOTS),
    kind: last?.kind ?? 'CHOICE',
    correct: '',
    point: last?.point ?? 1,
  }));
}

const PLACEHOLDER: Record<LessonAnswerKind, string> = { CHOICE: 'A', TRUE_FALSE: 'Đ-S-Đ-Đ', SHORT: '1,5' };

/** The answer sheet of a lesson: one row per question of its PDF, saved as a whole. */
export function LessonAnswersEditor({
  courseId,
  lessonId,
  canEdit,
}: {
  courseId: number;
  lessonId: number;
  canEdit: boolean;
}) {
  const answers = useLessonAnswers(lessonId);
  return (
    <QueryState query={answers} backTo={`/admin/courses/${courseId}`}>
      {(loaded) => (
        <AnswersForm
          key={lessonId}
          courseId={courseId}
          lessonId={lessonId}
          rows={loaded.data}
          canEdit={canEdit}
        />
      )}
    </QueryState>
  );
}

function AnswersForm({
  courseId,
  lessonId,
  rows,
  canEdit,
}: {
  courseId: number;
  lessonId: number;
  rows: AdminLessonAnswer[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const replace = useReplaceLessonAnswers(courseId, lessonId);
  const schemaForm = useSchemaForm<ReplaceLessonAnswersBody>({
    form,
    schema: replaceLessonAnswersBodySchema,
    fields: ['answers'],
    toInput: (values) => ({
      answers: ((values.answers ?? []) as AnswerRow[]).map((row) => ({
        position: row.position,
        kind: row.kind,
        correct: (row.correct ?? '').trim(),
        point: row.point ?? 1,
      })),
    }),
    submit: async (body) => {
      await replace.mutateAsync(body);
      message.success(t('courseAdmin.answers.saved'));
    },
  });
  const watched = Form.useWatch<AnswerRow[] | undefined>('answers', form) ?? [];
  const points = watched.reduce((sum, row) => sum + (row.point ?? 0), 0);

  return (
    <Card className={styles.card} title={t('courseAdmin.lessons.answers')}>
      <Typography.Paragraph type="secondary">{t('courseAdmin.answers.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={{
          answers: rows.map(({ position, kind, correct, point }) => ({ position, kind, correct, point })),
        }}
        onFinish={schemaForm.onFinish}
        onValuesChange={schemaForm.onValuesChange}
      >
        {schemaForm.generalErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={schemaForm.generalErrors.join(' ')}
            style={{ marginBottom: 12 }}
          />
        )}
        <Form.List name="answers">
          {(fields, { remove }) => (
            <>
              {fields.length === 0 ? (
                <Typography.Paragraph type="secondary">{t('courseAdmin.answers.empty')}</Typography.Paragraph>
              ) : (
                <div className={`${styles.answerRow} ${styles.answerHead}`} aria-hidden>
                  <span>{t('courseAdmin.answers.position')}</span>
                  <span>{t('courseAdmin.answers.kind')}</span>
                  <span>{t('courseAdmin.answers.correct')}</span>
                  <span>{t('courseAdmin.answers.point')}</span>
                  <span />
                </div>
              )}
              {fields.map((field, index) => {
                const position = watched[index]?.position ?? index + 1;
                const kind = watched[index]?.kind ?? 'CHOICE';
                return (
                  <div key={field.key} className={styles.answerRow} data-answer-row={index}>
                    <Form.Item name={[field.name, 'position']}>
                      <InputNumber<number>
                        min={1}
                        max={LESSON_ANSWER_MAX_SLOTS}
                        aria-label={`${t('courseAdmin.answers.position')} ${index + 1}`}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'kind']}>
                      <Select
                        aria-label={`${t('courseAdmin.answers.kind')} ${position}`}
                        options={LESSON_ANSWER_KINDS.map((value) => ({
                          value,
                          label: t(`courseAdmin.answers.kinds.${value}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'correct']}>
                      <Input
                        maxLength={50}
                        placeholder={PLACEHOLDER[kind]}
                        aria-label={`${t('courseAdmin.answers.correct')} ${position}`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'point']}>
                      <InputNumber<number>
                        min={0}
                        step={0.25}
                        aria-label={`${t('courseAdmin.answers.point')} ${position}`}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('courseAdmin.answers.removeRow', { position })}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                );
              })}
            </>
          )}
        </Form.List>
        <Typography.Paragraph>
          {t('courseAdmin.answers.total', { count: watched.length, points: Math.round(points * 100) / 100 })}
        </Typography.Paragraph>
        {canEdit && (
          <Space wrap>
            <Button
              icon={<PlusOutlined />}
              onClick={() => form.setFieldValue('answers', [...watched, ...appendRows(watched, 1)])}
            >
              {t('courseAdmin.answers.addRow')}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => form.setFieldValue('answers', [...watched, ...appendRows(watched, 10)])}
            >
              {t('courseAdmin.answers.addRows', { count: 10 })}
            </Button>
            <Button type="primary" htmlType="submit" loading={schemaForm.isSubmitting}>
              {t('courseAdmin.answers.save')}
            </Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
