import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { STATUSES } from '@tutor/contract/constants';
import { QUESTION_TYPES, type QuestionType } from '@tutor/contract/exam-grading';
import {
  OPTION_LABELS,
  QUESTION_DIFFICULTIES,
  type QuestionAnswerInput,
  STATEMENT_LABELS,
} from '@tutor/contract/question-input';
import { Button, Form, type FormInstance, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import layout from '@/shared/admin/admin-form/form-layout.module.css';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { TagSelect } from '@/shared/admin/tag-select';
import styles from './question-form.module.css';
import { type PreviewValues, QuestionPreview } from './question-preview';
import { answersFor } from './question-values';

type Path = (string | number)[];
const CATEGORIES = ['categories'] as const;
const SHORT_MAX_VALUES = 5;

type QuestionFieldsProps = {
  form: FormInstance;
  /** Where this question's values sit inside the list (`[3]` in items), relative to `Form.List`. */
  name?: Path;
  /** The same place from the form's root (`['items', 3]`). */
  path?: Path;
};

/**
 * The fields of one written question with its live preview: type, difficulty, chapter, tags, status,
 * the stem (rich text with maths), the answers in the type's shape, and the solution. Used alone by the
 * edit page and once per item by `questions/multiple`.
 */
export function QuestionFields({ form, name = [], path = [] }: QuestionFieldsProps) {
  const { t } = useTranslation();
  const values = Form.useWatch(
    (all: Record<string, unknown>) =>
      path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], all) as
        | PreviewValues
        | undefined,
    form,
  );
  const type = values?.type ?? 'CHOICE';
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'QUESTION');
  const answersPath = [...path, 'answers'];

  const changeType = (next: QuestionType) => {
    const current = (form.getFieldValue(answersPath) ?? []) as QuestionAnswerInput[];
    form.setFieldValue(answersPath, answersFor(next, current));
  };
  /** One correct option of four: picking one unpicks the others. */
  const pickCorrect = (index: number) => {
    const current = (form.getFieldValue(answersPath) ?? []) as QuestionAnswerInput[];
    form.setFieldValue(
      answersPath,
      current.map((answer, i) => ({ ...answer, isCorrect: i === index })),
    );
  };

  return (
    <div className={styles.layout}>
      <div>
        <div className={layout.grid}>
          <Form.Item name={[...name, 'type']} label={t('questionAdmin.type')} required>
            <Select
              onChange={changeType}
              options={QUESTION_TYPES.map((value) => ({ value, label: t(`questionAdmin.types.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name={[...name, 'difficulty']} label={t('questionAdmin.difficulty')}>
            <Select
              options={QUESTION_DIFFICULTIES.map((value) => ({
                value,
                label: t(`questionAdmin.difficulties.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name={[...name, 'categoryId']} label={t('questionAdmin.category')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('questionAdmin.noCategory')}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item name={[...name, 'status']} label={t('questionAdmin.status')}>
            <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
          </Form.Item>
        </div>
        <Form.Item name={[...name, 'tagIds']} label={t('questionAdmin.tags')}>
          <TagSelect />
        </Form.Item>
        <Form.Item name={[...name, 'content']} label={t('questionAdmin.content')} required>
          <RichTextEditor placeholder={t('questionAdmin.contentPlaceholder')} />
        </Form.Item>
        <Form.List name={[...name, 'answers']}>
          {(fields, { add, remove }, { errors }) => (
            <Form.Item
              label={
                type === 'CHOICE'
                  ? t('questionAdmin.options')
                  : type === 'TRUE_FALSE'
                    ? t('questionAdmin.statements')
                    : t('questionAdmin.accepted')
              }
              extra={type === 'SHORT' ? t('questionAdmin.acceptedHint') : undefined}
              required
            >
              {fields.map((field, i) => (
                <div key={field.key} className={styles.answerRow}>
                  <span>
                    {type === 'CHOICE'
                      ? OPTION_LABELS[i]
                      : type === 'TRUE_FALSE'
                        ? `${STATEMENT_LABELS[i]})`
                        : i + 1}
                  </span>
                  <Form.Item name={[field.name, 'content']} noStyle={false} style={{ marginBottom: 8 }}>
                    {type === 'SHORT' ? (
                      <Input
                        inputMode="decimal"
                        maxLength={8}
                        aria-label={t('questionAdmin.acceptedValue', { n: i + 1 })}
                        placeholder="-1,5"
                      />
                    ) : (
                      <Input.TextArea
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        aria-label={
                          type === 'CHOICE'
                            ? t('questionAdmin.option', { label: OPTION_LABELS[i] })
                            : t('questionAdmin.statement', { label: STATEMENT_LABELS[i] })
                        }
                      />
                    )}
                  </Form.Item>
                  {type === 'CHOICE' && (
                    <Form.Item name={[field.name, 'isCorrect']} valuePropName="checked" noStyle>
                      <Radio onChange={() => pickCorrect(i)}>{t('questionAdmin.correct')}</Radio>
                    </Form.Item>
                  )}
                  {type === 'TRUE_FALSE' && (
                    <Form.Item name={[field.name, 'isCorrect']} noStyle>
                      <Radio.Group
                        optionType="button"
                        buttonStyle="solid"
                        size="small"
                        aria-label={t('questionAdmin.statement', { label: STATEMENT_LABELS[i] })}
                        options={[
                          { value: true, label: t('questionAdmin.true') },
                          { value: false, label: t('questionAdmin.false') },
                        ]}
                      />
                    </Form.Item>
                  )}
                  {type === 'SHORT' && (
                    <>
                      <Form.Item name={[field.name, 'isCorrect']} hidden>
                        <Input />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('questionAdmin.removeValue', { n: i + 1 })}
                        disabled={fields.length <= 1}
                        onClick={() => remove(field.name)}
                      />
                    </>
                  )}
                </div>
              ))}
              {type === 'SHORT' && fields.length < SHORT_MAX_VALUES && (
                <Button icon={<PlusOutlined />} onClick={() => add({ content: '', isCorrect: true })}>
                  {t('questionAdmin.addValue')}
                </Button>
              )}
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name={[...name, 'solution']} label={t('questionAdmin.solution')}>
          <RichTextEditor />
        </Form.Item>
      </div>
      <QuestionPreview values={values ?? {}} />
    </div>
  );
}
