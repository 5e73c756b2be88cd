import type { PaperQuestion } from '@tutor/contract/exam-sessions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate } from 'react-router';
import { type ExamTarget, examPagePaths } from '@/features/exam-taking/model/exam-target';
import { isAnswered } from '@/features/exam-taking/model/sheet';
import buttons from '@/shared/ui/button.module.css';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import styles from './exam.module.css';
import { QuestionCard } from './question-card';
import { QuestionPalette } from './question-palette';
import { CountdownClock, SaveIndicator } from './status-bar';
import { SubmitDialog } from './submit-dialog';
import { useExamSession } from './use-exam-session';

type ExamScreenProps = { target: ExamTarget; backTo: string };

/** The take-exam screen of an exam or a lesson exam: phones first, the sheet laid out like the paper. */
export function ExamScreen({ target, backTo }: ExamScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useExamSession(target);
  const { phase, paper, draft } = session;
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  useDocumentTitle(paper?.exam.name);

  const isInProgress =
    phase.kind === 'working' || phase.kind === 'submitting' || phase.kind === 'submitFailed';
  // Leaving mid-exam asks first: inside the app (router blocker) and out of it (beforeunload).
  const blocker = useBlocker(isInProgress);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('examTaking.leave.confirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!isInProgress) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isInProgress]);

  useEffect(() => {
    if (phase.kind === 'submitted')
      void navigate(examPagePaths.result(target, phase.history.id), { replace: true });
  }, [phase, navigate, target]);

  if (phase.kind === 'refused')
    return (
      <div className={styles.screen}>
        <div className={styles.notice} role="alert">
          <p>{t(`error.${phase.code}`)}</p>
          <Link className={buttons.secondary} to={backTo}>
            {t('examTaking.back')}
          </Link>
        </div>
      </div>
    );
  if (!paper || !draft)
    return (
      <div className={styles.screen}>
        <p className={styles.hint}>{t('examTaking.loading')}</p>
        <Skeleton height="320px" />
      </div>
    );

  const questions = paper.questions;
  const unanswered = questions.filter((question) => !isAnswered(draft, question)).length;
  const isLocked = phase.kind !== 'working';

  function jump(number: number) {
    setIsPaletteOpen(false);
    // After the closed palette has left the flow on phones, or the scroll would land short of the card.
    requestAnimationFrame(() => {
      document.getElementById(`cau-${number}`)?.scrollIntoView({ block: 'start' });
      document.getElementById(`cau-${number}-title`)?.focus({ preventScroll: true });
    });
  }

  const parts = paper.exam.parts.length
    ? paper.exam.parts
    : [1, 2, 3].map((part) => ({ part, questionCount: 0, points: 0 }));
  return (
    <div className={styles.screen}>
      <div className={styles.bar}>
        <h1 className={styles.examName}>{paper.exam.name}</h1>
        <CountdownClock clock={session.clock} />
        <SaveIndicator state={session.saveState} />
        <div className={styles.barActions}>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small} ${styles.paletteToggle}`}
            aria-expanded={isPaletteOpen}
            aria-controls="exam-palette"
            onClick={() => setIsPaletteOpen((open) => !open)}
          >
            {t('examTaking.palette.open', { done: questions.length - unanswered, total: questions.length })}
          </button>
          <button
            type="button"
            className={`${buttons.primary} ${buttons.small}`}
            disabled={isLocked}
            onClick={() => setIsConfirmOpen(true)}
          >
            {t('examTaking.submit.open')}
          </button>
        </div>
      </div>
      {phase.kind === 'submitting' && (
        <p className={styles.notice} role="status">
          {t('examTaking.submit.sending')}
        </p>
      )}
      {phase.kind === 'submitFailed' && (
        <div className={styles.notice} role="alert">
          <p>{t(`error.${phase.code}`)}</p>
          <button type="button" className={buttons.primary} onClick={() => void session.submit()}>
            {t('examTaking.submit.retry')}
          </button>
        </div>
      )}
      <div className={styles.layout}>
        <aside id="exam-palette" className={isPaletteOpen ? styles.asideOpen : styles.aside}>
          <QuestionPalette questions={questions} sheet={draft} flags={draft.flags} onJump={jump} />
        </aside>
        <div className={styles.paper}>
          {parts.map(({ part, points }) => {
            const inPart = questions
              .map((question, index) => ({ question, number: index + 1 }))
              .filter(({ question }) => question.part === part);
            if (inPart.length === 0) return null;
            return (
              <section key={part} className={styles.part} aria-labelledby={`phan-${part}`}>
                <h2 id={`phan-${part}`} className={styles.partTitle}>
                  {t(`examTaking.part.${part}`)}
                  <span className={styles.partHint}>
                    {t(`examTaking.partHint.${part}`)}
                    {points > 0 && ` · ${t('examTaking.points', { points })}`}
                  </span>
                </h2>
                {inPart.map(({ question, number }: { question: PaperQuestion; number: number }) => (
                  <QuestionCard
                    key={question.id}
                    question={question}
                    number={number}
                    sheet={draft}
                    isFlagged={draft.flags.includes(question.id)}
                    isLocked={isLocked}
                    onChange={session.changeSheet}
                    onToggleFlag={() => session.toggleFlag(question.id)}
                  />
                ))}
              </section>
            );
          })}
          <button
            type="button"
            className={`${buttons.primary} ${styles.submitBottom}`}
            disabled={isLocked}
            onClick={() => setIsConfirmOpen(true)}
          >
            {t('examTaking.submit.open')}
          </button>
        </div>
      </div>
      <SubmitDialog
        isOpen={isConfirmOpen}
        unanswered={unanswered}
        flagged={draft.flags.length}
        onClose={() => setIsConfirmOpen(false)}
        onConfirm={() => {
          setIsConfirmOpen(false);
          void session.submit();
        }}
      />
    </div>
  );
}
