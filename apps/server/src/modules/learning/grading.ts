import type { LessonAnswerKind } from '@tutor/contract/learning';
import { TRUE_FALSE_PATTERN } from '@tutor/contract/learning';

/*
 * Grading of a lesson answer sheet (README "Lesson answers"). Pure functions: the submit, the re-grade
 * after a key change and the history detail all grade the same way.
 */

export type Slot = { id: number; position: number; kind: LessonAnswerKind; correct: string; point: number };
export type GradedAnswer = { lessonAnswerId: number; answerUser: string; isCorrect: boolean; earned: number };

/**
 * THPT 2025 rule for a true/false question of four statements: 1 right earns 0.1 of its point,
 * 2 → 0.25, 3 → 0.5, all 4 → the whole point.
 */
export const TRUE_FALSE_SHARE = [0, 0.1, 0.25, 0.5, 1] as const;

const CHOICE_ANSWER = /^[A-D]?$/i;
/** Four statements, each Đ/D/T (true) or S/F (false), or blank when the student left it. */
const TRUE_FALSE_ANSWER = /^[ĐDTSF]?(-[ĐDTSF]?){3}$/iu;

/** Whether the text could be an answer to a slot of this kind ('' = left blank is always fine). */
export function isWellShaped(kind: LessonAnswerKind, answer: string): boolean {
  const value = answer.trim();
  if (value === '') return true;
  if (kind === 'CHOICE') return CHOICE_ANSWER.test(value);
  if (kind === 'TRUE_FALSE') return TRUE_FALSE_ANSWER.test(value.replace(/\s+/g, ''));
  return true;
}

function truthOf(letter: string): 'T' | 'F' | '' {
  const upper = letter.toUpperCase();
  if (upper === 'Đ' || upper === 'D' || upper === 'T') return 'T';
  if (upper === 'S' || upper === 'F') return 'F';
  return '';
}

function statements(value: string): ('T' | 'F' | '')[] {
  const parts = value.replace(/\s+/g, '').split('-');
  return [0, 1, 2, 3].map((i) => truthOf(parts[i] ?? ''));
}

/** A short answer compared as numbers when both are numbers (3,5 = 3.5 = 3.50), else as trimmed text. */
export function normaliseShort(value: string): string {
  const compact = value.trim().replace(/\s+/g, '').replace(/,/g, '.').toLowerCase();
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(compact)) return String(Number(compact));
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Points earned on one slot, and whether it was fully right. */
export function gradeSlot(slot: Slot, answer: string): { isCorrect: boolean; earned: number } {
  const given = answer.trim();
  if (given === '') return { isCorrect: false, earned: 0 };
  if (slot.kind === 'CHOICE') {
    const isCorrect = given.toUpperCase() === slot.correct.trim().toUpperCase();
    return { isCorrect, earned: isCorrect ? slot.point : 0 };
  }
  if (slot.kind === 'TRUE_FALSE') {
    if (!TRUE_FALSE_PATTERN.test(slot.correct)) return { isCorrect: false, earned: 0 };
    const key = statements(slot.correct);
    const mine = statements(given);
    const right = key.filter((truth, i) => truth !== '' && truth === mine[i]).length;
    return { isCorrect: right === 4, earned: slot.point * (TRUE_FALSE_SHARE[right] ?? 0) };
  }
  const isCorrect = normaliseShort(given) === normaliseShort(slot.correct);
  return { isCorrect, earned: isCorrect ? slot.point : 0 };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Grades a whole sheet: every slot, answered or not (a missing slot is a blank). The score is the share
 * of the sheet's points earned, scaled to the lesson's total point, to two decimals.
 */
export function gradeSheet(slots: readonly Slot[], answers: ReadonlyMap<number, string>, totalPoint: number) {
  const graded: GradedAnswer[] = slots.map((slot) => {
    const answerUser = answers.get(slot.id) ?? '';
    return { lessonAnswerId: slot.id, answerUser, ...gradeSlot(slot, answerUser) };
  });
  const possible = slots.reduce((sum, slot) => sum + slot.point, 0);
  const earned = graded.reduce((sum, answer) => sum + answer.earned, 0);
  return {
    answers: graded.map((answer) => ({ ...answer, earned: round2(answer.earned) })),
    correctCount: graded.filter((answer) => answer.isCorrect).length,
    totalCount: slots.length,
    score: possible > 0 ? round2((earned / possible) * totalPoint) : 0,
  };
}

/** Passing marks the lesson complete; a lesson whose pass point is 0 is not passed by a sheet. */
export const isPassed = (score: number, passPoint: number) => passPoint > 0 && score >= passPoint;
