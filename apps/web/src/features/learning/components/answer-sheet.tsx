import type { LessonAnswerSlot, SubmitLessonHistoryResponse } from '@tutor/contract/learning';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useAnswerKey, useAnswerSlots, useSubmitAnswers } from '@/features/learning/api/lesson-answers';
import buttons from '@/shared/ui/button.module.css';
import {
  type AnswerDraft,
  answeredCount,
  CHOICES,
  clearDraft,
  emptyDraft,
  readDraft,
  setAnswer,
  submission,
  timeSpentSeconds,
  toggleTrueFalse,
  trueFalseLetters,
  writeDraft,
} from './answer-sheet-state';
import styles from './learning.module.css';

const LETTERS = ['a', 'b', 'c', 'd'] as const;

const browserStorage = () => window.localStorage;

type AnswerSheetProps = { lessonId: number; courseId: number; latestHistoryId: number | null };

/** The lesson's answer sheet: filled in locally, submitted once per attempt, graded by the server. */
export function AnswerSheet({ lessonId, courseId, latestHistoryId }: AnswerSheetProps) {
  const { t } = useTranslation();
  const slots = useAnswerSlots(lessonId);
  const submit = useSubmitAnswers(lessonId, courseId);
  const [draft, setDraft] = useState<AnswerDraft | null>(null);
  const [result, setResult] = useState<SubmitLessonHistoryResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isKeyShown, setIsKeyShown] = useState(false);

  // The draft is the browser's: read after hydration, per lesson.
  useEffect(() => {
    setDraft(readDraft(browserStorage(), lessonId, Date.now()));
    setResult(null);
    setIsKeyShown(false);
  }, [lessonId]);

  function change(next: AnswerDraft) {
    setDraft(next);
    writeDraft(browserStorage(), lessonId, next);
  }

  if (slots.error) {
    return (
      <p className={styles.notice} role="alert">
        {isApiError(slots.error) ? t(`error.${slots.error.code}`) : t('error.UNKNOWN_ERROR')}
      </p>
    );
  }
  if (!slots.data || !draft) return <p className={styles.muted}>…</p>;
  const sheet = slots.data;
  if (sheet.data.length === 0) return <p className={styles.muted}>{t('learning.answers.none')}</p>;
  const ordered = [...sheet.data].sort((a, b) => a.position - b.position);
  const done = answeredCount(ordered, draft);
  const keyHistoryId = result?.id ?? latestHistoryId;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const blank = ordered.length - done;
    if (blank > 0 && !window.confirm(t('learning.answers.confirmBlank', { count: blank }))) return;
    setError(null);
    submit.mutate(
      {
        submitKey: draft.submitKey,
        answers: submission(ordered, draft),
        timeSpent: timeSpentSeconds(draft, Date.now()),
      },
      {
        onSuccess: (history) => {
          setResult(history);
          clearDraft(browserStorage(), lessonId);
          setDraft(emptyDraft(Date.now()));
        },
        onError: (failure) =>
          setError(isApiError(failure) ? t(`error.${failure.code}`) : t('error.UNKNOWN_ERROR')),
      },
    );
  }

  return (
    <div className={styles.stack}>
      {result && (
        <div className={result.isPassed ? styles.success : styles.notice} role="status">
          <strong>{result.isPassed ? t('learning.answers.passed') : t('learning.answers.failed')}</strong>{' '}
          {t('learning.answers.result', {
            score: result.score,
            total: result.totalPoint,
            correct: result.correctCount,
            count: result.totalCount,
          })}
        </div>
      )}
      {!result && <p className={styles.muted}>{t('learning.answers.intro')}</p>}
      <form onSubmit={onSubmit} className={styles.sheet} aria-label={t('learning.answers.title')}>
        <ol className={styles.slots}>
          {ordered.map((slot) => (
            <li key={slot.id} className={styles.slot}>
              <SlotInput
                slot={slot}
                value={draft.answers[slot.id]}
                onChange={(value) => change(setAnswer(draft, slot.id, value))}
              />
            </li>
          ))}
        </ol>
        <div className={styles.sheetFooter}>
          <span className={styles.muted}>
            {t('learning.answers.answered', { done, total: ordered.length })}
          </span>
          <button type="submit" className={buttons.primary} disabled={submit.isPending}>
            {submit.isPending ? t('learning.answers.submitting') : t('learning.answers.submit')}
          </button>
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {(sheet.hasSubmitted || result) && keyHistoryId !== null && (
        <div className={styles.stack}>
          <button
            type="button"
            className={buttons.secondary}
            aria-expanded={isKeyShown}
            onClick={() => setIsKeyShown((shown) => !shown)}
          >
            {isKeyShown ? t('learning.answers.hideKey') : t('learning.answers.showKey')}
          </button>
          {isKeyShown && <AnswerKey lessonId={lessonId} historyId={keyHistoryId} result={result} />}
        </div>
      )}
    </div>
  );
}

function SlotInput({
  slot,
  value,
  onChange,
}: {
  slot: LessonAnswerSlot;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = t('learning.answers.question', { number: slot.position });
  if (slot.kind === 'CHOICE') {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.choices}>
          {CHOICES.map((choice) => (
            <label
              key={choice}
              className={value === choice ? `${styles.choice} ${styles.picked}` : styles.choice}
            >
              <input
                type="radio"
                name={`slot-${slot.id}`}
                value={choice}
                checked={value === choice}
                onChange={() => onChange(choice)}
              />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  if (slot.kind === 'TRUE_FALSE') {
    const letters = trueFalseLetters(value);
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.statements}>
          {LETTERS.map((letter, index) => (
            <div key={letter} className={styles.statement}>
              <span className={styles.statementName}>{letter})</span>
              {(['Đ', 'S'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className={letters[index] === choice ? `${styles.toggle} ${styles.picked}` : styles.toggle}
                  aria-pressed={letters[index] === choice}
                  aria-label={t(
                    choice === 'Đ' ? 'learning.answers.trueLabel' : 'learning.answers.falseLabel',
                    {
                      letter,
                    },
                  )}
                  onClick={() => onChange(toggleTrueFalse(value, index, choice))}
                >
                  {t(choice === 'Đ' ? 'learning.answers.true' : 'learning.answers.false')}
                </button>
              ))}
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <label className={styles.shortSlot}>
      <span className={styles.legend}>{label}</span>
      <input
        className={styles.input}
        value={value ?? ''}
        maxLength={50}
        placeholder={t('learning.answers.shortPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function AnswerKey({
  lessonId,
  historyId,
  result,
}: {
  lessonId: number;
  historyId: number;
  result: SubmitLessonHistoryResponse | null;
}) {
  const { t } = useTranslation();
  const key = useAnswerKey(lessonId, historyId);
  if (key.error)
    return (
      <p className={styles.error} role="alert">
        {isApiError(key.error) ? t(`error.${key.error.code}`) : t('error.UNKNOWN_ERROR')}
      </p>
    );
  if (!key.data) return <p className={styles.muted}>…</p>;
  const mine = new Map(result?.answers.map((answer) => [answer.lessonAnswerId, answer]) ?? []);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('learning.answers.keyTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {result && <th scope="col">{t('learning.answers.yourAnswer')}</th>}
            <th scope="col">{t('learning.answers.correct')}</th>
            <th scope="col">{t('learning.answers.explanation')}</th>
          </tr>
        </thead>
        <tbody>
          {[...key.data.data]
            .sort((a, b) => a.position - b.position)
            .map((slot) => {
              const answer = mine.get(slot.id);
              return (
                <tr key={slot.id}>
                  <th scope="row">{slot.position}</th>
                  {result && (
                    <td className={answer?.isCorrect ? styles.right : styles.wrong}>
                      {answer?.answerUser || t('learning.answers.blank')}
                    </td>
                  )}
                  <td>
                    <strong>{slot.correct}</strong>
                  </td>
                  <td>{slot.explanation}</td>
                </tr>
              );
            })}
        </tbody>
      </table>
    </div>
  );
}
