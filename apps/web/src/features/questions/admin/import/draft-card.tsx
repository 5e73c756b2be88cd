import { DeleteOutlined } from '@ant-design/icons';
import type { Category } from '@tutor/contract/categories';
import { QUESTION_TYPES } from '@tutor/contract/exam-grading';
import { parseLanguage } from '@tutor/contract/i18n';
import { OPTION_LABELS, QUESTION_DIFFICULTIES, STATEMENT_LABELS } from '@tutor/contract/question-input';
import { escapeHtml, paragraphsToText, textToHtml } from '@tutor/contract/question-split';
import { translateValidation } from '@tutor/contract/validation-messages';
import { Alert, Button, Card, Collapse, Input, Radio, Segmented, Select, Space, Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TagSelect } from '@/shared/admin/tag-select';
import { RichContent } from '@/shared/ui/rich-content';
import { changeType, draftProblems, type ReviewDraft } from './drafts';
import styles from './import.module.css';

type DraftCardProps = {
  draft: ReviewDraft;
  categories: readonly Category[];
  onChange: (key: string, next: ReviewDraft) => void;
  onRemove: (key: string) => void;
};

/** The preview's HTML: the stem, then each option or statement under its label (all escaped already). */
function previewHtml(draft: ReviewDraft, yes: string, no: string): string {
  const labels: readonly string[] = draft.type === 'CHOICE' ? OPTION_LABELS : STATEMENT_LABELS;
  const answers =
    draft.type === 'SHORT'
      ? draft.answers.map((answer) => `<p><strong>→</strong> ${escapeHtml(answer.content)}</p>`)
      : draft.answers.map((answer, i) => {
          const label = draft.type === 'CHOICE' ? `${labels[i]}.` : `${labels[i]})`;
          const mark =
            draft.type === 'CHOICE' ? (answer.isCorrect ? ' ✓' : '') : ` — ${answer.isCorrect ? yes : no}`;
          const text = answer.content.replace(/^<p>|<\/p>$/g, '');
          return `<p><strong>${label}</strong> ${text}<em>${mark}</em></p>`;
        });
  return draft.content + answers.join('');
}

/** One question read from the paper: its fields on the left, the live KaTeX preview on the right. */
export const DraftCard = memo(function DraftCard({ draft, categories, onChange, onRemove }: DraftCardProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const set = (patch: Partial<ReviewDraft>) => onChange(draft.key, { ...draft, ...patch, serverErrors: [] });
  const setAnswer = (index: number, patch: Partial<ReviewDraft['answers'][number]>) =>
    set({ answers: draft.answers.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)) });
  const problems = draftProblems(draft);
  const id = (field: string) => `draft-${draft.key}-${field}`;

  return (
    <Card
      size="small"
      className={styles.card}
      data-testid={`draft-${draft.type}-${draft.number}`}
      title={
        <Space wrap size={4}>
          <span>{t('questionImport.draft.title', { number: draft.number })}</span>
          {/* Numbering restarts in each part of a THPT paper: the part tells the questions apart. */}
          <Tag color="blue">{t(`questionImport.types.${draft.type}`)}</Tag>
          {draft.warnings.map((warning) => (
            <Tag key={warning} color="warning">
              {t(`questionImport.warnings.${warning}`)}
            </Tag>
          ))}
        </Space>
      }
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('questionImport.draft.remove')}
          title={t('questionImport.draft.remove')}
          onClick={() => onRemove(draft.key)}
        />
      }
    >
      {(draft.serverErrors.length > 0 || problems.length > 0) && (
        <Alert
          className={styles.problems}
          type={draft.serverErrors.length > 0 ? 'error' : 'warning'}
          showIcon
          message={[...draft.serverErrors, ...problems.map((key) => translateValidation(key, language))].join(
            ' · ',
          )}
        />
      )}
      <div className={styles.columns}>
        <div className={styles.fields}>
          <div className={styles.row}>
            <label htmlFor={id('type')}>{t('questionImport.draft.type')}</label>
            <Select
              id={id('type')}
              value={draft.type}
              onChange={(type) => onChange(draft.key, changeType(draft, type))}
              options={QUESTION_TYPES.map((type) => ({
                value: type,
                label: t(`questionImport.types.${type}`),
              }))}
            />
            <label htmlFor={id('difficulty')}>{t('questionImport.draft.difficulty')}</label>
            <Select
              id={id('difficulty')}
              value={draft.difficulty}
              onChange={(difficulty) => set({ difficulty })}
              options={QUESTION_DIFFICULTIES.map((value) => ({
                value,
                label: t(`questionImport.difficulties.${value}`),
              }))}
            />
            <label htmlFor={id('category')}>{t('questionImport.draft.category')}</label>
            <Select
              id={id('category')}
              value={draft.categoryId ?? 0}
              onChange={(value) => set({ categoryId: value === 0 ? null : value })}
              options={[
                { value: 0, label: t('questionImport.draft.noCategory') },
                ...categories.map((category) => ({ value: category.id, label: category.name })),
              ]}
              showSearch
              optionFilterProp="label"
            />
            <label htmlFor={id('tags')}>{t('questionImport.draft.tags')}</label>
            <TagSelect id={id('tags')} value={draft.tagIds} onChange={(tagIds) => set({ tagIds })} />
          </div>

          <label htmlFor={id('content')}>{t('questionImport.draft.content')}</label>
          <Input.TextArea
            id={id('content')}
            autoSize={{ minRows: 2, maxRows: 10 }}
            value={paragraphsToText(draft.content)}
            onChange={(event) => set({ content: textToHtml(event.target.value) })}
          />
          <Typography.Text type="secondary" className={styles.hint}>
            {t('questionImport.draft.contentHint')}
          </Typography.Text>

          {draft.type === 'CHOICE' && (
            <fieldset className={styles.answers}>
              <legend>{t('questionImport.draft.options')}</legend>
              <Radio.Group
                value={draft.answers.findIndex((answer) => answer.isCorrect)}
                onChange={(event) =>
                  set({
                    answers: draft.answers.map((answer, i) => ({
                      ...answer,
                      isCorrect: i === event.target.value,
                    })),
                  })
                }
                className={styles.answerList}
              >
                {draft.answers.map((answer, index) => (
                  <div key={OPTION_LABELS[index]} className={styles.answer}>
                    <Radio value={index} aria-label={`${OPTION_LABELS[index]}`}>
                      {OPTION_LABELS[index]}.
                    </Radio>
                    <Input.TextArea
                      aria-label={`${t('questionImport.draft.options')} ${OPTION_LABELS[index]}`}
                      autoSize={{ minRows: 1, maxRows: 6 }}
                      value={paragraphsToText(answer.content)}
                      onChange={(event) => setAnswer(index, { content: textToHtml(event.target.value) })}
                    />
                  </div>
                ))}
              </Radio.Group>
            </fieldset>
          )}

          {draft.type === 'TRUE_FALSE' && (
            <fieldset className={styles.answers}>
              <legend>{t('questionImport.draft.statements')}</legend>
              <div className={styles.answerList}>
                {draft.answers.map((answer, index) => (
                  <div key={STATEMENT_LABELS[index]} className={styles.answer}>
                    <span className={styles.label}>{STATEMENT_LABELS[index]})</span>
                    <Input.TextArea
                      aria-label={`${t('questionImport.draft.statements')} ${STATEMENT_LABELS[index]}`}
                      autoSize={{ minRows: 1, maxRows: 6 }}
                      value={paragraphsToText(answer.content)}
                      onChange={(event) => setAnswer(index, { content: textToHtml(event.target.value) })}
                    />
                    <Segmented
                      size="small"
                      value={answer.isCorrect ? 'T' : 'F'}
                      onChange={(value) => setAnswer(index, { isCorrect: value === 'T' })}
                      options={[
                        { value: 'T', label: t('questionImport.draft.true') },
                        { value: 'F', label: t('questionImport.draft.false') },
                      ]}
                    />
                  </div>
                ))}
              </div>
            </fieldset>
          )}

          {draft.type === 'SHORT' && (
            <>
              <label htmlFor={id('values')}>{t('questionImport.draft.values')}</label>
              <Select
                id={id('values')}
                mode="tags"
                open={false}
                suffixIcon={null}
                placeholder={t('questionImport.draft.valuesPlaceholder')}
                value={draft.answers.map((answer) => answer.content)}
                onChange={(values: string[]) =>
                  set({ answers: values.map((content) => ({ content: content.trim(), isCorrect: true })) })
                }
              />
            </>
          )}

          <Collapse
            ghost
            size="small"
            items={[
              {
                key: 'solution',
                label: t('questionImport.draft.solution'),
                children: (
                  <Input.TextArea
                    aria-label={t('questionImport.draft.solution')}
                    autoSize={{ minRows: 2, maxRows: 10 }}
                    value={paragraphsToText(draft.solution)}
                    onChange={(event) => set({ solution: textToHtml(event.target.value) })}
                  />
                ),
              },
              {
                key: 'source',
                label: t('questionImport.draft.source'),
                children: <pre className={styles.source}>{draft.source}</pre>,
              },
            ]}
          />
        </div>
        <section className={styles.preview} aria-label={t('questionImport.draft.preview')}>
          <Typography.Text type="secondary">{t('questionImport.draft.preview')}</Typography.Text>
          <RichContent
            html={previewHtml(draft, t('questionImport.draft.true'), t('questionImport.draft.false'))}
          />
        </section>
      </div>
    </Card>
  );
});
