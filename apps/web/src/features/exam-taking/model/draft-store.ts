import type { ExamSheet } from '@tutor/contract/exam-grading';
import type { ExamTarget } from './exam-target';

/*
 * The exam draft kept in the browser (spec §3/§4): per exam or lesson id, the sheet in the engine's own
 * shape (`answered`, `trueFalseAnswered`, `shortAnswerAnswered`) plus what this browser needs to carry
 * across a reload: the session token it belongs to, the flags (never sent), the autosave bookkeeping and
 * the submit's idempotency key while a submit is unanswered.
 *
 * The server is the truth; the draft only bridges the gap between a change and its acknowledged save.
 */

export type ExamDraft = ExamSheet & {
  token: string;
  /** Question ids the student flagged to come back to (local only). */
  flags: number[];
  /** `savedAt` of the last save this browser knows the server holds (null: none yet). */
  baseSavedAt: string | null;
  /** Changes made since the last acknowledged save. */
  isDirty: boolean;
  /** The autosave counter last used (the server ignores a save older than the one it holds). */
  seq: number;
  /** Set before a submit is sent, kept until it is answered: a reload re-sends the same key. */
  submitKey: string | null;
};

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One key per exam or per lesson (an exam and a lesson may share an id). */
export const draftKey = (target: Pick<ExamTarget, 'kind' | 'id'>) =>
  `exam-answers:${target.kind}:${target.id}`;

export function readDraft(storage: DraftStorage, target: Pick<ExamTarget, 'kind' | 'id'>): ExamDraft | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(draftKey(target)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const value = raw as Record<string, unknown>;
    // The shape only: the values are fitted to the paper (`fitSheetToPaper`) once it has loaded.
    const isMap = (map: unknown): map is Record<string, string[]> =>
      typeof map === 'object' && map !== null && Object.values(map).every(Array.isArray);
    if (typeof value.answered !== 'string' || !/^(\d{1,15}(-\d{1,15})*)?$/.test(value.answered)) return null;
    if (!isMap(value.trueFalseAnswered) || !isMap(value.shortAnswerAnswered)) return null;
    if (typeof value.token !== 'string' || value.token === '') return null;
    return {
      answered: value.answered,
      trueFalseAnswered: value.trueFalseAnswered,
      shortAnswerAnswered: value.shortAnswerAnswered,
      token: value.token,
      flags: Array.isArray(value.flags) ? value.flags.filter(Number.isSafeInteger) : [],
      baseSavedAt: typeof value.baseSavedAt === 'string' ? value.baseSavedAt : null,
      isDirty: value.isDirty === true,
      seq: Number.isSafeInteger(value.seq) ? (value.seq as number) : 0,
      submitKey: typeof value.submitKey === 'string' ? value.submitKey : null,
    };
  } catch {
    // An unreadable draft is dropped: the server's saved sheet takes its place.
    return null;
  }
}

export function writeDraft(
  storage: DraftStorage,
  target: Pick<ExamTarget, 'kind' | 'id'>,
  draft: ExamDraft,
): void {
  try {
    storage.setItem(draftKey(target), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the autosave still carries the answers to the server.
  }
}

export function clearDraft(storage: DraftStorage, target: Pick<ExamTarget, 'kind' | 'id'>): void {
  try {
    storage.removeItem(draftKey(target));
  } catch {
    // Nothing was stored then.
  }
}

/** What the engine answers with the paper: its latest saved sheet for the session. */
export type ServerSheet = { token: string; answers: ExamSheet; savedAt: string | null; seq: number };

export type Reconciled = { draft: ExamDraft; source: 'local' | 'server' };

/**
 * The sheet to show when the questions load. The rule compares only the server's own stamps, never the
 * browser's clock with the server's:
 * - no local draft, or one of another session (token) → the server's sheet;
 * - a local draft with changes the server has not acknowledged, written on top of the save the server
 *   still holds (`baseSavedAt` = the server's `savedAt`) → the local sheet, still dirty, so the next
 *   autosave sends it (the student's last keystrokes before a reload or a lost connection);
 * - otherwise (nothing unsaved, or the server holds a newer save, made from another device) → the
 *   server's sheet. Flags and a pending submit key of the same session are kept either way.
 */
export function reconcileDraft(local: ExamDraft | null, server: ServerSheet): Reconciled {
  const fromServer: ExamDraft = {
    answered: server.answers.answered,
    trueFalseAnswered: server.answers.trueFalseAnswered ?? {},
    shortAnswerAnswered: server.answers.shortAnswerAnswered ?? {},
    token: server.token,
    flags: [],
    baseSavedAt: server.savedAt,
    isDirty: false,
    seq: server.seq,
    submitKey: null,
  };
  if (!local || local.token !== server.token) return { draft: fromServer, source: 'server' };
  const kept = { flags: local.flags, submitKey: local.submitKey };
  if (local.isDirty && local.baseSavedAt === server.savedAt)
    return { draft: { ...local, seq: Math.max(local.seq, server.seq) }, source: 'local' };
  return { draft: { ...fromServer, ...kept }, source: 'server' };
}

/** The sheet part of a draft, as the engine takes it. */
export function sheetOf(draft: ExamSheet): ExamSheet {
  return {
    answered: draft.answered,
    trueFalseAnswered: draft.trueFalseAnswered,
    shortAnswerAnswered: draft.shortAnswerAnswered,
  };
}

/** A new idempotency key for a submit (the engine takes 8–64 of [A-Za-z0-9_-]). */
export function newSubmitKey(random: () => string = () => crypto.randomUUID()): string {
  return random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
}
