import { z } from 'zod';

/*
 * The exam engine's grading (issue 11): one pure function, used by the submit, the deadline sweep, the
 * re-grade after a key change and the result page, on the server only (the keys never reach a browser
 * before the student has submitted).
 *
 * The THPT 2025 answer sheet has three parts, one per question type:
 *   PHẦN I   CHOICE      options A–D, one correct;
 *   PHẦN II  TRUE_FALSE  statements a–d, each true or false, partial credit by the number right;
 *   PHẦN III SHORT       a value written in 4 boxes (digits, a leading minus, a decimal comma).
 * Points come from the exam's scoring table (data, not code; the 2025 maths rules by default), and the
 * raw total is scaled to the exam's total point.
 */

export const QUESTION_TYPES = ['CHOICE', 'TRUE_FALSE', 'SHORT'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The part of the paper a question type belongs to (PHẦN I, II, III). */
export const PART_OF_TYPE = { CHOICE: 1, TRUE_FALSE: 2, SHORT: 3 } as const satisfies Record<
  QuestionType,
  number
>;
export type ExamPart = (typeof PART_OF_TYPE)[QuestionType];
export const EXAM_PARTS = [1, 2, 3] as const;

/** Slots on the sheet for a true/false or short-answer question (spec §5, §9). */
export const ANSWER_SLOTS = 4;

/** One slot of a true/false question: T (đúng), F (sai) or '' (left blank). */
export const TRUE_FALSE_SLOT = /^[TF]?$/;
/** One box of a short answer: a digit, a minus sign, a decimal comma (a dot is read as a comma) or ''. */
export const SHORT_SLOT = /^[0-9,.-]?$/;

const point = z.number({ error: 'invalidType' }).min(0, { error: 'tooSmall' }).max(100, { error: 'tooBig' });

/**
 * Points per question by type. `trueFalse[n]` is what a true/false group earns with n of its 4
 * statements right (n = 0…4), so its last entry is the group's full point.
 */
export const scoringTableSchema = z.strictObject({
  choice: point,
  trueFalse: z
    .tuple([point, point, point, point, point], { error: 'invalidType' })
    .refine((shares) => shares.every((value, i) => i === 0 || value >= (shares[i - 1] ?? 0)), {
      error: 'invalidValue',
    }),
  short: point,
});
export type ScoringTable = z.infer<typeof scoringTableSchema>;

/** THPT 2025 maths: 0.25 per multiple choice, 0.1/0.25/0.5/1 per true/false group, 0.5 per short answer. */
export const DEFAULT_SCORING: ScoringTable = { choice: 0.25, trueFalse: [0, 0.1, 0.25, 0.5, 1], short: 0.5 };
/** The same paper for subjects whose short answers are worth 0.25 (a setting of the exam). */
export const SHORT_QUARTER_SCORING: ScoringTable = {
  choice: 0.25,
  trueFalse: [0, 0.1, 0.25, 0.5, 1],
  short: 0.25,
};

/** The default paper: PHẦN I 12 multiple choice, PHẦN II 4 true/false groups, PHẦN III 6 short answers. */
export const DEFAULT_PAPER = { CHOICE: 12, TRUE_FALSE: 4, SHORT: 6 } as const satisfies Record<
  QuestionType,
  number
>;

/**
 * A student's sheet as the browser keeps it and sends it (spec §3, §4): `answered` is the chosen option
 * ids of the multiple-choice questions joined by '-'; `trueFalseAnswered` and `shortAnswerAnswered` map a
 * question id to its 4 slots.
 */
export const examSheetSchema = z.strictObject({
  answered: z
    .string({ error: 'invalidType' })
    .max(2000, { error: 'tooLong' })
    .regex(/^(\d{1,15}(-\d{1,15})*)?$/, { error: 'invalidValue' }),
  trueFalseAnswered: z
    .record(
      z.string().regex(/^\d{1,15}$/),
      z.array(z.string().regex(TRUE_FALSE_SLOT, { error: 'invalidValue' })).length(ANSWER_SLOTS),
    )
    .default({}),
  shortAnswerAnswered: z
    .record(
      z.string().regex(/^\d{1,15}$/),
      z.array(z.string().regex(SHORT_SLOT, { error: 'invalidValue' })).length(ANSWER_SLOTS),
    )
    .default({}),
});
export type ExamSheet = z.infer<typeof examSheetSchema>;
export const EMPTY_SHEET: ExamSheet = { answered: '', trueFalseAnswered: {}, shortAnswerAnswered: {} };

/** What grading needs of a question: its type and its key. Never sent to a browser before submission. */
export type QuestionKey =
  | { id: number; type: 'CHOICE'; optionIds: readonly number[]; correctOptionId: number }
  | { id: number; type: 'TRUE_FALSE'; statements: readonly boolean[] }
  | { id: number; type: 'SHORT'; accepted: readonly string[] };

/** One question's answer once the sheet is read: the option id, the 4 truth slots, or the written value. */
export type GivenAnswer =
  | { type: 'CHOICE'; optionId: number | null }
  | { type: 'TRUE_FALSE'; slots: ('T' | 'F' | '')[] }
  | { type: 'SHORT'; value: string };

export type SheetProblem =
  | 'OPTION_NOT_IN_EXAM'
  | 'TWO_OPTIONS_FOR_ONE_QUESTION'
  | 'QUESTION_NOT_IN_EXAM'
  | 'WRONG_TYPE';

/** What reading a sheet needs of a question: its type and, for CHOICE, its option ids (not the key). */
export type SheetShape = { id: number; type: QuestionType; optionIds?: readonly number[] };

/**
 * Reads a sheet against the session's questions. Anything that does not belong (an option or a question
 * not in the exam, two options for one question, slots for a question of another type) is a problem:
 * the caller answers EXAM_ANSWER_INVALID and keeps nothing.
 */
export function readSheet(
  sheet: ExamSheet,
  keys: readonly SheetShape[],
): { ok: true; answers: Map<number, GivenAnswer> } | { ok: false; problem: SheetProblem; id: number } {
  const byId = new Map(keys.map((key) => [key.id, key]));
  const questionOfOption = new Map<number, number>();
  for (const key of keys)
    if (key.type === 'CHOICE') for (const option of key.optionIds ?? []) questionOfOption.set(option, key.id);

  const answers = new Map<number, GivenAnswer>();
  for (const part of sheet.answered === '' ? [] : sheet.answered.split('-')) {
    const optionId = Number(part);
    const questionId = questionOfOption.get(optionId);
    if (questionId === undefined) return { ok: false, problem: 'OPTION_NOT_IN_EXAM', id: optionId };
    if (answers.has(questionId))
      return { ok: false, problem: 'TWO_OPTIONS_FOR_ONE_QUESTION', id: questionId };
    answers.set(questionId, { type: 'CHOICE', optionId });
  }
  for (const [raw, slots] of Object.entries(sheet.trueFalseAnswered)) {
    const key = byId.get(Number(raw));
    if (!key) return { ok: false, problem: 'QUESTION_NOT_IN_EXAM', id: Number(raw) };
    if (key.type !== 'TRUE_FALSE') return { ok: false, problem: 'WRONG_TYPE', id: key.id };
    answers.set(key.id, { type: 'TRUE_FALSE', slots: slots as ('T' | 'F' | '')[] });
  }
  for (const [raw, slots] of Object.entries(sheet.shortAnswerAnswered)) {
    const key = byId.get(Number(raw));
    if (!key) return { ok: false, problem: 'QUESTION_NOT_IN_EXAM', id: Number(raw) };
    if (key.type !== 'SHORT') return { ok: false, problem: 'WRONG_TYPE', id: key.id };
    answers.set(key.id, { type: 'SHORT', value: slots.join('') });
  }
  return { ok: true, answers };
}

/**
 * A short answer as a number's canonical text when it is one (`-1,5`, `-1.5` and `-1,50` are all
 * `-1.5`; `,5` is `0.5`), else '' (blank or not a number: never right).
 */
export function normaliseShortAnswer(value: string): string {
  const compact = value.replace(/\s+/g, '').replace(/,/g, '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(compact)) return '';
  const number = Number(compact);
  return Number.isFinite(number) ? String(number === 0 ? 0 : number) : '';
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export type GradedQuestion = {
  questionId: number;
  type: QuestionType;
  part: ExamPart;
  /** Raw points earned and possible, from the scoring table. */
  earned: number;
  max: number;
  /** Fully right (every statement, the value, the option). */
  isCorrect: boolean;
  /** Left blank. */
  isBlank: boolean;
  /** TRUE_FALSE only: statements right (0…4). */
  statementsRight?: number;
};

export type GradedPart = {
  part: ExamPart;
  earned: number;
  max: number;
  score: number;
  correct: number;
  total: number;
};

export type ExamGrade = {
  questions: GradedQuestion[];
  parts: GradedPart[];
  /** Raw points (the scoring table's) earned and possible. */
  earned: number;
  max: number;
  /** Scaled to the exam's total point, to two decimals. */
  score: number;
  correctCount: number;
  totalCount: number;
};

function gradeOne(key: QuestionKey, given: GivenAnswer | undefined, table: ScoringTable): GradedQuestion {
  const part = PART_OF_TYPE[key.type];
  if (key.type === 'CHOICE') {
    const optionId = given?.type === 'CHOICE' ? given.optionId : null;
    const isCorrect = optionId !== null && optionId === key.correctOptionId;
    return {
      questionId: key.id,
      type: key.type,
      part,
      earned: isCorrect ? table.choice : 0,
      max: table.choice,
      isCorrect,
      isBlank: optionId === null,
    };
  }
  if (key.type === 'TRUE_FALSE') {
    const slots = given?.type === 'TRUE_FALSE' ? given.slots : [];
    let right = 0;
    for (let i = 0; i < ANSWER_SLOTS; i++) {
      const truth = key.statements[i];
      const slot = slots[i] ?? '';
      if (truth !== undefined && slot !== '' && (slot === 'T') === truth) right++;
    }
    const max = table.trueFalse[ANSWER_SLOTS] ?? 0;
    return {
      questionId: key.id,
      type: key.type,
      part,
      earned: table.trueFalse[right] ?? 0,
      max,
      isCorrect: right === ANSWER_SLOTS,
      isBlank: slots.every((slot) => slot === ''),
      statementsRight: right,
    };
  }
  const value = given?.type === 'SHORT' ? given.value : '';
  const mine = normaliseShortAnswer(value);
  const isCorrect = mine !== '' && key.accepted.some((accepted) => normaliseShortAnswer(accepted) === mine);
  return {
    questionId: key.id,
    type: key.type,
    part,
    earned: isCorrect ? table.short : 0,
    max: table.short,
    isCorrect,
    isBlank: value.trim() === '',
  };
}

/**
 * Grades a sheet: every question of the exam, answered or not (a missing answer is a blank). Part and
 * total scores are the raw points scaled by `totalPoint / max`, to two decimals.
 */
export function gradeExam(
  keys: readonly QuestionKey[],
  answers: ReadonlyMap<number, GivenAnswer>,
  table: ScoringTable,
  totalPoint: number,
): ExamGrade {
  const questions = keys.map((key) => gradeOne(key, answers.get(key.id), table));
  const max = questions.reduce((sum, q) => sum + q.max, 0);
  const earned = questions.reduce((sum, q) => sum + q.earned, 0);
  const scale = max > 0 ? totalPoint / max : 0;
  const parts = EXAM_PARTS.flatMap((part): GradedPart[] => {
    const inPart = questions.filter((q) => q.part === part);
    if (inPart.length === 0) return [];
    const partEarned = inPart.reduce((sum, q) => sum + q.earned, 0);
    const partMax = inPart.reduce((sum, q) => sum + q.max, 0);
    return [
      {
        part,
        earned: round2(partEarned),
        max: round2(partMax),
        score: round2(partEarned * scale),
        correct: inPart.filter((q) => q.isCorrect).length,
        total: inPart.length,
      },
    ];
  });
  return {
    questions,
    parts,
    earned: round2(earned),
    max: round2(max),
    score: round2(earned * scale),
    correctCount: questions.filter((q) => q.isCorrect).length,
    totalCount: questions.length,
  };
}
