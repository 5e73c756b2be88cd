import type { ExamSheet } from '@tutor/contract/exam-grading';
import type { PaperQuestion } from '@tutor/contract/exam-sessions';
import { useTranslation } from 'react-i18next';
import {
  chooseOption,
  chosenOption,
  markStatement,
  shortSlots,
  type TrueFalseSlot,
  trueFalseSlots,
  writeShortSlots,
} from '@/features/exam-taking/model/sheet';
import { RichContent } from '@/shared/ui/rich-content';
import styles from './exam.module.css';
import { ShortAnswerBoxes } from './short-answer-boxes';

type QuestionCardProps = {
  question: PaperQuestion;
  number: number;
  sheet: ExamSheet;
  isFlagged: boolean;
  isLocked: boolean;
  onChange: (change: (sheet: ExamSheet) => ExamSheet) => void;
  onToggleFlag: () => void;
};

/** One question of the paper with its place on the answer sheet, by type (PHẦN I, II, III). */
export function QuestionCard({
  question,
  number,
  sheet,
  isFlagged,
  isLocked,
  onChange,
  onToggleFlag,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const title = t('examTaking.question.number', { number });
  return (
    <article className={styles.question} id={`cau-${number}`} aria-labelledby={`cau-${number}-title`}>
      <header className={styles.questionHead}>
        <h3 id={`cau-${number}-title`} className={styles.questionTitle} tabIndex={-1}>
          {title}
        </h3>
        <button
          type="button"
          className={isFlagged ? styles.flagOn : styles.flag}
          aria-pressed={isFlagged}
          onClick={onToggleFlag}
        >
          {isFlagged ? t('examTaking.question.flagged') : t('examTaking.question.flag')}
        </button>
      </header>
      <RichContent html={question.content} className={styles.stem} />
      {question.type === 'CHOICE' && (
        <fieldset className={styles.choices} disabled={isLocked}>
          <legend className={styles.visuallyHidden}>{t('examTaking.question.chooseOne', { title })}</legend>
          {question.options.map((option) => {
            const isChosen = chosenOption(sheet, question) === option.id;
            return (
              <label key={option.id} className={isChosen ? styles.choiceOn : styles.choice}>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  checked={isChosen}
                  onChange={() => onChange((current) => chooseOption(current, question, option.id))}
                  onClick={() => {
                    // A second tap on the chosen option clears it, as erasing on the paper sheet.
                    if (isChosen) onChange((current) => chooseOption(current, question, null));
                  }}
                />
                <span className={styles.letter} aria-hidden="true">
                  {option.label}
                </span>
                <span className={styles.visuallyHidden}>{option.label}.</span>
                <RichContent html={option.content} className={styles.optionText} />
              </label>
            );
          })}
        </fieldset>
      )}
      {question.type === 'TRUE_FALSE' && (
        <div className={styles.statements}>
          {question.statements.map((statement, index) => {
            const value = trueFalseSlots(sheet, question.id)[index] ?? '';
            const mark = (next: TrueFalseSlot) =>
              onChange((current) => markStatement(current, question.id, index, value === next ? '' : next));
            return (
              <fieldset key={statement.id} className={styles.statement} disabled={isLocked}>
                <legend className={styles.statementText}>
                  <span className={styles.statementLabel}>{statement.label})</span>
                  <RichContent html={statement.content} className={styles.optionText} />
                </legend>
                <div className={styles.truthButtons}>
                  <button
                    type="button"
                    className={value === 'T' ? styles.truthOn : styles.truth}
                    aria-pressed={value === 'T'}
                    aria-label={t('examTaking.question.markTrue', { label: statement.label })}
                    onClick={() => mark('T')}
                  >
                    {t('examTaking.question.true')}
                  </button>
                  <button
                    type="button"
                    className={value === 'F' ? styles.truthOn : styles.truth}
                    aria-pressed={value === 'F'}
                    aria-label={t('examTaking.question.markFalse', { label: statement.label })}
                    onClick={() => mark('F')}
                  >
                    {t('examTaking.question.false')}
                  </button>
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      {question.type === 'SHORT' && (
        <ShortAnswerBoxes
          label={t('examTaking.short.label', { title })}
          slots={shortSlots(sheet, question.id)}
          disabled={isLocked}
          onChange={(slots) => onChange((current) => writeShortSlots(current, question.id, slots))}
        />
      )}
    </article>
  );
}
