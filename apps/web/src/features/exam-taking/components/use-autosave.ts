import type { SaveExamAnswersResponse } from '@tutor/contract/exam-sessions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/http-client';
import { saveAnswers } from '@/features/exam-taking/api/exam-session';
import { type ExamDraft, sheetOf } from '@/features/exam-taking/model/draft-store';
import type { ExamTarget } from '@/features/exam-taking/model/exam-target';
import { isRetriable, retryDelay, SESSION_ENDED_CODES } from '@/features/exam-taking/model/save-retry';

/** What the "saved" indicator shows. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'retrying'; lastSavedAt: string | null }
  | { kind: 'refused'; code: string };

/** How long after the last change the sheet goes to the server (a burst of clicks makes one save). */
export const AUTOSAVE_DELAY_MS = 3_000;

type AutosaveOptions = {
  target: ExamTarget;
  /** The current draft (a ref: the saver always sends the latest sheet). */
  draftRef: React.RefObject<ExamDraft | null>;
  /** Stores a new draft (state + local storage). */
  updateDraft: (change: (draft: ExamDraft) => ExamDraft) => void;
  onClockSync: (examTime: number) => void;
  /** The server ended the session (deadline passed): the screen submits to get the history. */
  onSessionEnded: () => void;
};

/**
 * Autosave (issue 11): the whole sheet a few seconds after each change, at once when the page is hidden
 * or left (keepalive), again with backoff while it fails. One save in flight at a time; a change made
 * meanwhile is sent after it. `seq` rises with every send and is kept in the draft, so the engine can
 * tell a late request from the latest one, across reloads too.
 */
export function useAutosave({ target, draftRef, updateDraft, onClockSync, onSessionEnded }: AutosaveOptions) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const timerRef = useRef<number | undefined>(undefined);
  const isSendingRef = useRef(false);
  const attemptRef = useRef(0);
  /** Bumped on every change: a save acknowledges the sheet only if nothing changed while it flew. */
  const versionRef = useRef(0);
  const isStoppedRef = useRef(false);
  const lastSavedAtRef = useRef<string | null>(null);
  const options = useRef({ onClockSync, onSessionEnded, updateDraft });
  options.current = { onClockSync, onSessionEnded, updateDraft };

  const clearTimer = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  const send = useCallback(
    async (isLeaving = false) => {
      clearTimer();
      const draft = draftRef.current;
      if (!draft?.isDirty || isStoppedRef.current) return;
      if (isSendingRef.current && !isLeaving) return;
      isSendingRef.current = true;
      const version = versionRef.current;
      const seq = draft.seq + 1;
      options.current.updateDraft((current) => ({ ...current, seq }));
      if (!isLeaving) setState({ kind: 'saving' });
      let answer: SaveExamAnswersResponse;
      try {
        answer = await saveAnswers(target, draft.token, { ...sheetOf(draft), seq }, { isLeaving });
      } catch (error) {
        isSendingRef.current = false;
        if (isStoppedRef.current) return;
        if (isApiError(error) && SESSION_ENDED_CODES.has(error.code)) {
          isStoppedRef.current = true;
          options.current.onSessionEnded();
          return;
        }
        if (isRetriable(error)) {
          setState({ kind: 'retrying', lastSavedAt: lastSavedAtRef.current });
          timerRef.current = window.setTimeout(() => void send(), retryDelay(attemptRef.current));
          attemptRef.current += 1;
          return;
        }
        setState({ kind: 'refused', code: isApiError(error) ? error.code : 'UNKNOWN_ERROR' });
        return;
      }
      isSendingRef.current = false;
      attemptRef.current = 0;
      lastSavedAtRef.current = answer.savedAt;
      options.current.onClockSync(answer.examTime);
      // The engine ignored this save (it holds a later one, from another tab): send again past its seq.
      const isOvertaken = answer.seq !== seq;
      const isAcknowledged = !isOvertaken && versionRef.current === version;
      options.current.updateDraft((current) => ({
        ...current,
        baseSavedAt: answer.savedAt,
        seq: Math.max(current.seq, answer.seq),
        isDirty: isAcknowledged ? false : current.isDirty,
      }));
      setState({ kind: 'saved', at: answer.savedAt });
      if (!isAcknowledged && !isStoppedRef.current)
        timerRef.current = window.setTimeout(() => void send(), isOvertaken ? 0 : AUTOSAVE_DELAY_MS);
    },
    [clearTimer, draftRef, target],
  );

  /** Called after each change of the sheet (the draft is already marked dirty). */
  const notifyChange = useCallback(() => {
    versionRef.current += 1;
    if (isStoppedRef.current || state.kind === 'retrying') return;
    clearTimer();
    timerRef.current = window.setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
  }, [clearTimer, send, state.kind]);

  /** The save the server already holds when the paper loads (a reload shows "saved at" at once). */
  const markSaved = useCallback((savedAt: string) => {
    lastSavedAtRef.current = savedAt;
    setState({ kind: 'saved', at: savedAt });
  }, []);

  /** Stops saving (submit under way, session over). */
  const stop = useCallback(() => {
    isStoppedRef.current = true;
    clearTimer();
  }, [clearTimer]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void send(true);
    };
    const onPageHide = () => void send(true);
    const onOnline = () => {
      attemptRef.current = 0;
      void send();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      clearTimer();
    };
  }, [clearTimer, send]);

  return { state, notifyChange, flush: send, stop, markSaved };
}
