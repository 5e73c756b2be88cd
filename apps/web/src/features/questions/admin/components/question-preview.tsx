import type { QuestionType } from '@tutor/contract/exam-grading';
import { ANSWER_SLOTS } from '@tutor/contract/exam-grading';
import { OPTION_LABELS, STATEMENT_LABELS } from '@tutor/contract/question-input';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/shared/ui/rich-content';
import { previewHtml } from './preview-html';
import styles from './question-form.module.css';

export type PreviewValues = {
  type?: QuestionType;
  content?: string;
  answers?: { content?: string; isCorrect?: boolean }[];
};

/**
 * The question as the exam sheet shows it, typeset by KaTeX as the student will see it: the stem, then
 * options A–D, statements a–d with Đúng/Sai, or the 4 answer boxes. The key is marked for staff.
 */
export function QuestionPreview({ values }: { values: PreviewValues }) {
  const { t } = useTranslation();
  const { type = 'CHOICE', content = '', answers = [] } = values;
  const hasText = content.replace(/<[^>]*>/g, '').trim() !== '';
  return (
    <section className={styles.preview} aria-label={t('questionAdmin.preview')}>
      <Typography.Text type="secondary" className={styles.previewTitle}>
        {t('questionAdmin.preview')}
      </Typography.Text>
      {hasText ? (
        <RichContent html={previewHtml(content)} />
      ) : (
        <Typography.Text type="secondary">{t('questionAdmin.previewEmpty')}</Typography.Text>
      )}
      {type === 'CHOICE' && (
        <ol className={styles.previewOptions}>
          {answers.slice(0, ANSWER_SLOTS).map((answer, i) => (
            <li key={OPTION_LABELS[i]} className={answer.isCorrect ? styles.correct : undefined}>
              <strong>{OPTION_LABELS[i]}.</strong>
              <RichContent html={previewHtml(answer.content ?? '')} />
            </li>
          ))}
        </ol>
      )}
      {type === 'TRUE_FALSE' && (
        <ol className={styles.previewOptions}>
          {answers.slice(0, ANSWER_SLOTS).map((answer, i) => (
            <li key={STATEMENT_LABELS[i]}>
              <strong>{STATEMENT_LABELS[i]})</strong>
              <RichContent html={previewHtml(answer.content ?? '')} />
              <span className={styles.truth}>
                {answer.isCorrect ? t('questionAdmin.true') : t('questionAdmin.false')}
              </span>
            </li>
          ))}
        </ol>
      )}
      {type === 'SHORT' && (
        <div className={styles.boxes}>
          {Array.from({ length: ANSWER_SLOTS }, (_, i) => (
            // The first accepted value, one character a box, as the sheet's 4 boxes hold it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions.
            <span key={i} className={styles.box}>
              {(answers[0]?.content ?? '').replace(/\s+/g, '')[i] ?? ''}
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
