import type { ExamHistoryDetail, ResultQuestion } from '@tutor/contract/exam-sessions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useExamHistory, useExamRanks, useExamStatus } from '@/features/exam-taking/api/results';
import { formatClock } from '@/features/exam-taking/model/countdown';
import { type ExamTarget, examPagePaths } from '@/features/exam-taking/model/exam-target';
import { useCurrentUser } from '@/shared/session/session';
import buttons from '@/shared/ui/button.module.css';
import { RichContent } from '@/shared/ui/rich-content';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import styles from './exam.module.css';

type ExamResultProps = {
  target: ExamTarget;
  historyId: number;
  backTo: string;
  backLabel: string;
  /** The lesson result's photos of the handwritten working. */
  children?: React.ReactNode;
};

/** A submitted attempt: the score, per part, per question (when the exam allows), and the ranking. */
export function ExamResult({ target, historyId, backTo, backLabel, children }: ExamResultProps) {
  const { t } = useTranslation();
  const history = useExamHistory(target.kind, historyId);
  const status = useExamStatus(target);
  useDocumentTitle(history.data?.name);
  const attempts = status.data;
  const canTryAgain =
    attempts !== undefined &&
    attempts.examStatus !== 'DOING' &&
    (attempts.attemptsAllowed === null || attempts.attemptsUsed < attempts.attemptsAllowed);
  const isHidden = isApiError(history.error) && history.error.code === 'EXAM_RESULT_HIDDEN';

  return (
    <div className={styles.screen}>
      <div className={styles.resultStack}>
        <Link to={backTo} className={styles.backLink}>
          ← {backLabel}
        </Link>
        {history.error && (
          <p className={isHidden ? styles.notice : styles.errorText} role="alert">
            {isHidden
              ? t('examTaking.result.hidden')
              : t(`error.${isApiError(history.error) ? history.error.code : 'UNKNOWN_ERROR'}`)}
          </p>
        )}
        {!history.data && !history.error && <Skeleton height="200px" />}
        {history.data && <ScoreCard history={history.data} />}
        <div className={styles.resultActions}>
          {canTryAgain && (
            <Link className={buttons.primary} to={examPagePaths.take(target)}>
              {t('examTaking.result.tryAgain')}
            </Link>
          )}
          {attempts?.examStatus === 'DOING' && (
            <Link className={buttons.primary} to={examPagePaths.take(target)}>
              {t('examTaking.result.resume')}
            </Link>
          )}
          <Link className={buttons.secondary} to={backTo}>
            {backLabel}
          </Link>
        </div>
        {children}
        {history.data && history.data.questions.length > 0 && (
          <section aria-labelledby="result-questions">
            <h2 id="result-questions" className={styles.sectionTitle}>
              {t('examTaking.result.questions')}
            </h2>
            {history.data.questions.map((question, index) => (
              <ResultQuestionCard key={question.id} question={question} number={index + 1} />
            ))}
          </section>
        )}
        {/* Hidden results hide the ranking too (the server refuses it until the exam closes). */}
        {history.data?.isResultVisible && <Ranking target={target} />}
      </div>
    </div>
  );
}

function ScoreCard({ history }: { history: ExamHistoryDetail }) {
  const { t } = useTranslation();
  if (!history.isResultVisible || history.score === null)
    return (
      <section className={styles.scoreCard}>
        <h1 className={styles.resultTitle}>{history.name}</h1>
        <p>{t('examTaking.result.hidden')}</p>
      </section>
    );
  return (
    <section className={styles.scoreCard} aria-labelledby="score-title">
      <h1 id="score-title" className={styles.resultTitle}>
        {history.name}
      </h1>
      <p className={styles.score}>
        <strong>{history.score}</strong> / {history.totalPoint}
        <span className={styles.visuallyHidden}> {t('examTaking.result.points')}</span>
      </p>
      {history.isPassed !== null && history.lessonId !== null && (
        <p className={history.isPassed ? styles.passed : styles.failed}>
          {history.isPassed ? t('examTaking.result.passed') : t('examTaking.result.failed')}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('examTaking.result.correct')}</dt>
          <dd>
            {history.correctCount} / {history.totalCount}
          </dd>
        </div>
        <div>
          <dt>{t('examTaking.result.timeTaken')}</dt>
          <dd>{formatClock(history.timeTaken)}</dd>
        </div>
        {history.source === 'SWEEP' && (
          <div>
            <dt>{t('examTaking.result.source')}</dt>
            <dd>{t('examTaking.result.swept')}</dd>
          </div>
        )}
      </dl>
      {history.parts && (
        <table className={styles.partsTable}>
          <caption className={styles.visuallyHidden}>{t('examTaking.result.perPart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('examTaking.result.part')}</th>
              <th scope="col">{t('examTaking.result.correct')}</th>
              <th scope="col">{t('examTaking.result.score')}</th>
            </tr>
          </thead>
          <tbody>
            {history.parts.map((part) => (
              <tr key={part.part}>
                <th scope="row">{t(`examTaking.part.${part.part}`)}</th>
                <td>
                  {part.correct} / {part.total}
                </td>
                <td>
                  {part.score} / {part.max}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const shortText = (slots: readonly string[] | null) => (slots ?? []).join('');

/** A statement's mark against its truth; null when left blank. */
function isStatementRight(slot: string | undefined, isTrue: boolean): boolean | null {
  if (slot !== 'T' && slot !== 'F') return null;
  return (slot === 'T') === isTrue;
}

function ResultQuestionCard({ question, number }: { question: ResultQuestion; number: number }) {
  const { t } = useTranslation();
  const verdict = question.isBlank
    ? t('examTaking.result.blank')
    : question.isCorrect
      ? t('examTaking.result.right')
      : t('examTaking.result.wrong');
  const truth = (value: string | undefined) =>
    value === 'T' ? t('examTaking.question.true') : value === 'F' ? t('examTaking.question.false') : '—';
  return (
    <article className={styles.question} aria-labelledby={`kq-${number}`}>
      <header className={styles.questionHead}>
        <h3 id={`kq-${number}`} className={styles.questionTitle}>
          {t('examTaking.question.number', { number })}
        </h3>
        <span className={question.isCorrect ? styles.badgeOk : styles.badgeBad}>
          {verdict} · {question.earned}/{question.max}
        </span>
      </header>
      <RichContent html={question.content} className={styles.stem} />
      {question.type === 'CHOICE' && (
        <ul className={styles.resultChoices}>
          {question.options.map((option) => {
            const isMine = option.id === question.chosenOptionId;
            return (
              <li
                key={option.id}
                className={
                  option.isCorrect ? styles.choiceRight : isMine ? styles.choiceWrong : styles.choice
                }
              >
                <span className={styles.letter}>{option.label}</span>
                <RichContent html={option.content} className={styles.optionText} />
                <span className={styles.tags}>
                  {isMine && <span className={styles.tag}>{t('examTaking.result.yours')}</span>}
                  {option.isCorrect && <span className={styles.tagKey}>{t('examTaking.result.key')}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {question.type === 'TRUE_FALSE' && (
        <table className={styles.partsTable}>
          <thead>
            <tr>
              <th scope="col">{t('examTaking.result.statement')}</th>
              <th scope="col">{t('examTaking.result.yours')}</th>
              <th scope="col">{t('examTaking.result.key')}</th>
            </tr>
          </thead>
          <tbody>
            {question.statements.map((statement, index) => {
              const given = question.trueFalseSlots?.[index];
              const isRight = isStatementRight(given, statement.isTrue);
              return (
                <tr key={statement.id}>
                  <th scope="row" className={styles.statementCell}>
                    <span>{statement.label})</span> <RichContent html={statement.content} />
                  </th>
                  <td>
                    {truth(given)}
                    {isRight !== null && (
                      <span className={isRight ? styles.markRight : styles.markWrong}>
                        {isRight
                          ? ` ✓ ${t('examTaking.result.right')}`
                          : ` ✗ ${t('examTaking.result.wrong')}`}
                      </span>
                    )}
                  </td>
                  <td>{truth(statement.isTrue ? 'T' : 'F')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {question.type === 'SHORT' && (
        <dl className={styles.facts}>
          <div>
            <dt>{t('examTaking.result.yours')}</dt>
            <dd>{shortText(question.shortAnswerSlots) || '—'}</dd>
          </div>
          <div>
            <dt>{t('examTaking.result.key')}</dt>
            <dd>{question.accepted.join(' ; ')}</dd>
          </div>
        </dl>
      )}
      {question.solution && (
        <details className={styles.solution}>
          <summary>{t('examTaking.result.solution')}</summary>
          <RichContent html={question.solution} />
        </details>
      )}
    </article>
  );
}

function Ranking({ target }: { target: ExamTarget }) {
  const { t } = useTranslation();
  const ranks = useExamRanks(target);
  const { user } = useCurrentUser();
  if (ranks.error || !ranks.data) return null;
  return (
    <section aria-labelledby="ranking-title">
      <h2 id="ranking-title" className={styles.sectionTitle}>
        {t('examTaking.ranking.title')}
      </h2>
      {ranks.data.data.length === 0 ? (
        <p className={styles.hint}>{t('examTaking.ranking.none')}</p>
      ) : (
        <table className={styles.partsTable}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('examTaking.ranking.student')}</th>
              <th scope="col">{t('examTaking.result.score')}</th>
              <th scope="col">{t('examTaking.result.timeTaken')}</th>
            </tr>
          </thead>
          <tbody>
            {ranks.data.data.map((row) => {
              const isMe = row.user.id === user?.id;
              return (
                <tr
                  key={row.user.id}
                  className={isMe ? styles.rankMe : undefined}
                  aria-current={isMe || undefined}
                >
                  <td>{row.rank}</td>
                  <td>
                    {row.user.name}
                    {isMe && <span className={styles.youTag}> ({t('examTaking.ranking.you')})</span>}
                  </td>
                  <td>{row.score}</td>
                  <td>{formatClock(row.timeTaken)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
