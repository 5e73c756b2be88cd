import { ANSWER_SLOTS } from '@tutor/contract/constants';
import type { ExamSheet } from '@tutor/contract/exam-grading';
import type { PaperQuestion } from '@tutor/contract/exam-sessions';

/*
 * The answer sheet as the browser keeps it (spec §3/§4, `examSheetSchema`): `answered` is the chosen
 * option ids of PHẦN I joined by '-', the two maps hold 4 slots per question of PHẦN II and III.
 * Every change makes a new sheet (React state, and the draft written as it is).
 */

export type TrueFalseSlot = 'T' | 'F' | '';

// The slots `examSheetSchema` takes. Not imported from it: the contract's zod would join the screen's
// first load (about 25 KB gzip) for two regular expressions.
const TRUE_FALSE_SLOT = /^[TF]?$/;
const SHORT_SLOT = /^[0-9,.-]?$/;
const EMPTY_SLOTS = ['', '', '', ''];

const optionIdsOf = (sheet: ExamSheet) =>
  sheet.answered === '' ? [] : sheet.answered.split('-').map(Number);

/** The option of `question` chosen on the sheet, or null. */
export function chosenOption(sheet: ExamSheet, question: PaperQuestion): number | null {
  const ids = new Set(question.options.map((option) => option.id));
  return optionIdsOf(sheet).find((id) => ids.has(id)) ?? null;
}

/** The sheet with `optionId` chosen for `question` (null clears it): one option per question. */
export function chooseOption(sheet: ExamSheet, question: PaperQuestion, optionId: number | null): ExamSheet {
  const ids = new Set(question.options.map((option) => option.id));
  const others = optionIdsOf(sheet).filter((id) => !ids.has(id));
  const answered = optionId === null ? others : [...others, optionId];
  return { ...sheet, answered: answered.join('-') };
}

export function trueFalseSlots(sheet: ExamSheet, questionId: number): TrueFalseSlot[] {
  return (sheet.trueFalseAnswered[questionId] ?? EMPTY_SLOTS) as TrueFalseSlot[];
}

/** One statement marked T or F ('' clears it); a question with 4 blanks leaves the map. */
export function markStatement(
  sheet: ExamSheet,
  questionId: number,
  index: number,
  value: TrueFalseSlot,
): ExamSheet {
  const slots = [...trueFalseSlots(sheet, questionId)];
  slots[index] = value;
  const trueFalseAnswered = { ...sheet.trueFalseAnswered };
  if (slots.every((slot) => slot === '')) delete trueFalseAnswered[questionId];
  else trueFalseAnswered[questionId] = slots;
  return { ...sheet, trueFalseAnswered };
}

export function shortSlots(sheet: ExamSheet, questionId: number): string[] {
  return sheet.shortAnswerAnswered[questionId] ?? EMPTY_SLOTS;
}

export function writeShortSlots(sheet: ExamSheet, questionId: number, slots: readonly string[]): ExamSheet {
  const shortAnswerAnswered = { ...sheet.shortAnswerAnswered };
  if (slots.every((slot) => slot === '')) delete shortAnswerAnswered[questionId];
  else shortAnswerAnswered[questionId] = [...slots];
  return { ...sheet, shortAnswerAnswered };
}

/** Answered = something written: an option, at least one statement, at least one box. */
export function isAnswered(sheet: ExamSheet, question: PaperQuestion): boolean {
  if (question.type === 'CHOICE') return chosenOption(sheet, question) !== null;
  const slots =
    question.type === 'TRUE_FALSE' ? trueFalseSlots(sheet, question.id) : shortSlots(sheet, question.id);
  return slots.some((slot) => slot !== '');
}

/**
 * The sheet cut down to the paper's questions and types, with only values the sheet allows: a draft written for another paper (an old
 * session, a changed exam) must not make every save answer EXAM_ANSWER_INVALID.
 */
export function fitSheetToPaper(sheet: ExamSheet, questions: readonly PaperQuestion[]): ExamSheet {
  const optionIds = new Set(questions.flatMap((question) => question.options.map((option) => option.id)));
  const ofType = (type: PaperQuestion['type']) =>
    new Set(questions.filter((question) => question.type === type).map((question) => String(question.id)));
  const keep = (map: Record<string, string[]>, ids: Set<string>, slot: RegExp) =>
    Object.fromEntries(
      Object.entries(map).filter(
        ([id, slots]) =>
          ids.has(id) &&
          Array.isArray(slots) &&
          slots.length === ANSWER_SLOTS &&
          slots.every((value) => typeof value === 'string' && slot.test(value)),
      ),
    );
  const fitted: ExamSheet = {
    answered: optionIdsOf(sheet)
      .filter((id) => optionIds.has(id))
      .join('-'),
    trueFalseAnswered: keep(sheet.trueFalseAnswered, ofType('TRUE_FALSE'), TRUE_FALSE_SLOT),
    shortAnswerAnswered: keep(sheet.shortAnswerAnswered, ofType('SHORT'), SHORT_SLOT),
  };
  // Two options of one question (a tampered draft): keep the last one chosen.
  for (const question of questions) {
    if (question.type !== 'CHOICE') continue;
    const ids = new Set(question.options.map((option) => option.id));
    const chosen = optionIdsOf(fitted).filter((id) => ids.has(id));
    if (chosen.length > 1) Object.assign(fitted, chooseOption(fitted, question, chosen.at(-1) ?? null));
  }
  return fitted;
}
