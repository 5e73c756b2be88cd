import type { ExamSheet } from '@tutor/contract/exam-grading';
import type { ExamHistory, SessionPaper } from '@tutor/contract/exam-sessions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, siteApi } from '@/api/http-client';
import { getPaper, openSession, submitAnswers } from '@/features/exam-taking/api/exam-session';
import {
  clearDraft,
  type ExamDraft,
  newSubmitKey,
  readDraft,
  reconcileDraft,
  sheetOf,
  writeDraft,
} from '@/features/exam-taking/model/draft-store';
import { type ExamTarget, enginePaths } from '@/features/exam-taking/model/exam-target';
import { isRetriable } from '@/features/exam-taking/model/save-retry';
import { fitSheetToPaper } from '@/features/exam-taking/model/sheet';
import { useAutosave } from './use-autosave';
import { useServerClock } from './use-server-clock';

export type SessionPhase =
  | { kind: 'loading' }
  | { kind: 'refused'; code: string }
  | { kind: 'working' }
  | { kind: 'submitting' }
  /** The submit failed; the key is kept, so trying again cannot grade twice. */
  | { kind: 'submitFailed'; code: string }
  | { kind: 'submitted'; history: ExamHistory };

const storage = () => window.localStorage;

const errorCode = (error: unknown) => (isApiError(error) ? error.code : 'UNKNOWN_ERROR');

/**
 * One exam session in the browser: open (or resume) it, load the paper, put the right sheet on screen
 * (`reconcileDraft`), keep the draft and the server in step (`useAutosave`), count down on the server's
 * clock, and submit once (by the student, or by itself at zero) with a key that survives a reload.
 */
export function useExamSession(target: ExamTarget) {
  const [phase, setPhase] = useState<SessionPhase>({ kind: 'loading' });
  const [paper, setPaper] = useState<SessionPaper | null>(null);
  const [draft, setDraft] = useState<ExamDraft | null>(null);
  const draftRef = useRef<ExamDraft | null>(null);
  const isSubmittingRef = useRef(false);

  const updateDraft = useCallback(
    (change: (current: ExamDraft) => ExamDraft) => {
      const current = draftRef.current;
      if (!current) return;
      const next = change(current);
      draftRef.current = next;
      setDraft(next);
      writeDraft(storage(), target, next);
    },
    [target],
  );

  const submitRef = useRef<() => Promise<void>>(async () => undefined);
  const clock = useServerClock(() => void submitRef.current());
  const syncClock = clock.sync;
  const autosave = useAutosave({
    target,
    draftRef,
    updateDraft,
    onClockSync: clock.sync,
    onSessionEnded: () => void submitRef.current(),
  });

  /** Sends the sheet with the attempt's key; the same key again after a failure or a reload. */
  const submit = useCallback(async () => {
    const current = draftRef.current;
    if (!current || isSubmittingRef.current) return;
    isSubmittingRef.current = true;
    autosave.stop();
    const submitKey = current.submitKey ?? newSubmitKey();
    if (!current.submitKey) updateDraft((latest) => ({ ...latest, submitKey }));
    setPhase({ kind: 'submitting' });
    try {
      const answer = await submitAnswers(target, current.token, { ...sheetOf(current), submitKey });
      clearDraft(storage(), target);
      setPhase({ kind: 'submitted', history: answer.examHistory });
    } catch (error) {
      setPhase({ kind: 'submitFailed', code: errorCode(error) });
    } finally {
      isSubmittingRef.current = false;
    }
  }, [autosave, target, updateDraft]);
  submitRef.current = submit;
  const flushSave = autosave.flush;
  const markSaved = autosave.markSaved;

  // Opening: a submit left unanswered by a reload first, then the session, the paper and the sheet.
  useEffect(() => {
    let isCurrent = true;
    async function load() {
      const stored = readDraft(storage(), target);
      if (stored?.submitKey) {
        try {
          const answer = await submitAnswers(target, stored.token, {
            ...sheetOf(stored),
            submitKey: stored.submitKey,
          });
          clearDraft(storage(), target);
          if (isCurrent) setPhase({ kind: 'submitted', history: answer.examHistory });
          return;
        } catch (error) {
          // Offline: show the failure, the key stays for the next try. Refused: that attempt is gone.
          if (isRetriable(error)) {
            draftRef.current = stored;
            setDraft(stored);
            if (isCurrent) setPhase({ kind: 'submitFailed', code: errorCode(error) });
            return;
          }
          writeDraft(storage(), target, { ...stored, submitKey: null });
        }
      }
      const session = await openSession(target);
      // Spec §4: a new token means a new attempt, whatever this browser still holds is from an old one.
      if (session.isNewToken) clearDraft(storage(), target);
      const loaded = await getPaper(target, session.token);
      if (!isCurrent) return;
      const { draft: reconciled } = reconcileDraft(readDraft(storage(), target), {
        token: session.token,
        answers: loaded.answers,
        savedAt: loaded.savedAt,
        seq: loaded.seq,
      });
      const fitted: ExamDraft = { ...reconciled, ...fitSheetToPaper(reconciled, loaded.questions) };
      draftRef.current = fitted;
      writeDraft(storage(), target, fitted);
      setDraft(fitted);
      setPaper(loaded);
      syncClock(loaded.examTime);
      setPhase({ kind: 'working' });
      if (fitted.isDirty) void flushSave();
      else if (fitted.baseSavedAt) markSaved(fitted.baseSavedAt);
    }
    load().catch((error: unknown) => {
      if (isCurrent) setPhase({ kind: 'refused', code: errorCode(error) });
    });
    return () => {
      isCurrent = false;
    };
  }, [target, syncClock, flushSave, markSaved]);

  // Back to the tab: the clock may have slept with the device; the server tells the time left, or that
  // the session ended meanwhile (the sweep closed it), in which case the submit answers its history.
  useEffect(() => {
    if (phase.kind !== 'working') return undefined;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      siteApi
        .get<{ examStatus: string; examTime?: number }>(enginePaths.status(target), { silent: true })
        .then((status) => {
          if (status.examStatus === 'DOING' && status.examTime !== undefined) syncClock(status.examTime);
          else if (status.examStatus === 'DONE') void submitRef.current();
        })
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [phase.kind, target, syncClock]);

  /** A change of the sheet by the student: kept locally at once, sent by the autosave. */
  const changeSheet = useCallback(
    (change: (sheet: ExamSheet) => ExamSheet) => {
      updateDraft((current) => ({ ...current, ...change(sheetOf(current)), isDirty: true }));
      autosave.notifyChange();
    },
    [autosave, updateDraft],
  );

  const toggleFlag = useCallback(
    (questionId: number) =>
      updateDraft((current) => ({
        ...current,
        flags: current.flags.includes(questionId)
          ? current.flags.filter((id) => id !== questionId)
          : [...current.flags, questionId],
      })),
    [updateDraft],
  );

  return { phase, paper, draft, clock, saveState: autosave.state, changeSheet, toggleFlag, submit };
}
