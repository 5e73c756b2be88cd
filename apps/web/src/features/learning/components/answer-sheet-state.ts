import type { LessonAnswerKind, LessonAnswerSlot } from '@tutor/contract/learning';

/*
 * The answer sheet's draft: what the student has filled in, kept in the browser per lesson until it is
 * submitted (spec §4 keeps exam answers the same way), with the attempt's idempotency key so a retried
 * submit (lost answer, double click) answers the same graded history instead of grading twice.
 */

export const draftKey = (lessonId: number) => `lesson-answers:${lessonId}`;

export type AnswerDraft = {
  /** Slot id → the value as sent: 'A'–'D', four Đ/S letters joined by '-', or the typed text. */
  answers: Record<string, string>;
  submitKey: string;
  /** When the student began this attempt (ms since epoch): the time spent that is sent along. */
  startedAt: number;
};

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Four letters for a TRUE_FALSE slot; a blank one is ''. */
export const TRUE_FALSE_SLOTS = 4;
export const CHOICES = ['A', 'B', 'C', 'D'] as const;
export type TrueFalseValue = 'Đ' | 'S' | '';

export function newSubmitKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '');
}

export function emptyDraft(now: number, submitKey = newSubmitKey()): AnswerDraft {
  return { answers: {}, submitKey, startedAt: now };
}

function isDraft(value: unknown): value is AnswerDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.submitKey === 'string' &&
    draft.submitKey.length >= 8 &&
    typeof draft.startedAt === 'number' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    Object.values(draft.answers).every((answer) => typeof answer === 'string')
  );
}

/** The stored draft of a lesson, or a fresh one (nothing stored, or unreadable). */
export function readDraft(storage: DraftStorage, lessonId: number, now: number): AnswerDraft {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey(lessonId)) ?? 'null');
    if (isDraft(parsed)) return parsed;
  } catch {
    // An unreadable draft is dropped: the student starts a fresh sheet.
  }
  return emptyDraft(now);
}

export function writeDraft(storage: DraftStorage, lessonId: number, draft: AnswerDraft): void {
  try {
    storage.setItem(draftKey(lessonId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the sheet still works for this visit.
  }
}

export function clearDraft(storage: DraftStorage, lessonId: number): void {
  try {
    storage.removeItem(draftKey(lessonId));
  } catch {
    // Nothing was stored then.
  }
}

/** The draft with one slot's value set ('' clears it). */
export function setAnswer(draft: AnswerDraft, slotId: number, value: string): AnswerDraft {
  const answers = { ...draft.answers };
  if (value === '') delete answers[slotId];
  else answers[slotId] = value;
  return { ...draft, answers };
}

/** The four Đ/S letters of a TRUE_FALSE value ('Đ-S--Đ' style: a blank letter is empty). */
export function trueFalseLetters(value: string | undefined): TrueFalseValue[] {
  const parts = (value ?? '').split('-');
  return Array.from({ length: TRUE_FALSE_SLOTS }, (_, index) => {
    const letter = (parts[index] ?? '').toUpperCase();
    if (letter === 'Đ' || letter === 'D' || letter === 'T') return 'Đ';
    if (letter === 'S' || letter === 'F') return 'S';
    return '';
  });
}

/** One statement of a TRUE_FALSE slot toggled; all four blank again gives ''. */
export function toggleTrueFalse(value: string | undefined, index: number, letter: 'Đ' | 'S'): string {
  const letters = trueFalseLetters(value);
  letters[index] = letters[index] === letter ? '' : letter;
  return letters.every((entry) => entry === '') ? '' : letters.join('-');
}

/** The request's answers: every slot once, in order, blanks as ''. */
export function submission(slots: readonly LessonAnswerSlot[], draft: AnswerDraft) {
  return [...slots]
    .sort((a, b) => a.position - b.position)
    .map((slot) => ({ lessonAnswerId: slot.id, answerUser: (draft.answers[slot.id] ?? '').trim() }));
}

export function answeredCount(slots: readonly LessonAnswerSlot[], draft: AnswerDraft): number {
  return slots.filter((slot) => (draft.answers[slot.id] ?? '').trim() !== '').length;
}

/** Whole seconds since the attempt began (never negative, whatever the clock did). */
export function timeSpentSeconds(draft: AnswerDraft, now: number): number {
  return Math.max(0, Math.round((now - draft.startedAt) / 1000));
}

export const kindLabelKey = (kind: LessonAnswerKind) => `learning.answers.kind.${kind}`;
