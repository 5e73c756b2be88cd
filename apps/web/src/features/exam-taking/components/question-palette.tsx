import type { ExamSheet } from '@tutor/contract/exam-grading';
import type { PaperQuestion } from '@tutor/contract/exam-sessions';
import { useTranslation } from 'react-i18next';
import { isAnswered } from '@/features/exam-taking/model/sheet';
import styles from './exam.module.css';

type QuestionPaletteProps = {
  questions: readonly PaperQuestion[];
  sheet: ExamSheet;
  flags: readonly number[];
  onJump: (number: number) => void;
};

/** Every question as a button, grouped by part: answered, unanswered, flagged; a tap jumps to it. */
export function QuestionPalette({ questions, sheet, flags, onJump }: QuestionPaletteProps) {
  const { t } = useTranslation();
  const parts = [1, 2, 3].filter((part) => questions.some((question) => question.part === part));
  return (
    <nav className={styles.palette} aria-label={t('examTaking.palette.title')}>
      {parts.map((part) => (
        <section key={part} className={styles.paletteGroup}>
          <h3 className={styles.paletteTitle}>{t(`examTaking.part.${part}`)}</h3>
          <ul className={styles.paletteGrid}>
            {questions.map((question, index) => {
              if (question.part !== part) return null;
              const number = index + 1;
              const isDone = isAnswered(sheet, question);
              const isFlagged = flags.includes(question.id);
              const state = [
                isDone ? t('examTaking.palette.answered') : t('examTaking.palette.unanswered'),
                ...(isFlagged ? [t('examTaking.palette.flagged')] : []),
              ].join(', ');
              return (
                <li key={question.id}>
                  <button
                    type="button"
                    className={`${isDone ? styles.cellDone : styles.cell} ${isFlagged ? styles.cellFlagged : ''}`}
                    aria-label={`${t('examTaking.question.number', { number })}: ${state}`}
                    onClick={() => onJump(number)}
                  >
                    {number}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.legendDone} /> {t('examTaking.palette.answered')}
        </li>
        <li>
          <span className={styles.legendTodo} /> {t('examTaking.palette.unanswered')}
        </li>
        <li>
          <span className={styles.legendFlag} /> {t('examTaking.palette.flagged')}
        </li>
      </ul>
    </nav>
  );
}
