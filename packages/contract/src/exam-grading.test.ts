import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING,
  EMPTY_SHEET,
  type ExamSheet,
  examSheetSchema,
  gradeExam,
  normaliseShortAnswer,
  type QuestionKey,
  readSheet,
  SHORT_QUARTER_SCORING,
} from './exam-grading';

const choice = (id: number, correct: number): QuestionKey => ({
  id,
  type: 'CHOICE',
  optionIds: [id * 10 + 1, id * 10 + 2, id * 10 + 3, id * 10 + 4],
  correctOptionId: id * 10 + correct,
});
const trueFalse = (id: number, statements: boolean[]): QuestionKey => ({
  id,
  type: 'TRUE_FALSE',
  statements,
});
const short = (id: number, ...accepted: string[]): QuestionKey => ({ id, type: 'SHORT', accepted });

/** The default paper: 12 multiple choice (ids 1–12, B right), 4 true/false groups (21–24), 6 short answers (31–36). */
const paper: QuestionKey[] = [
  ...Array.from({ length: 12 }, (_, i) => choice(i + 1, 2)),
  ...[21, 22, 23, 24].map((id) => trueFalse(id, [true, false, true, true])),
  short(31, '-1,5'),
  short(32, '0,25'),
  short(33, '2024'),
  short(34, '3'),
  short(35, '12,5', '25/2'),
  short(36, '0'),
];

function grade(sheet: Partial<ExamSheet>, keys = paper, table = DEFAULT_SCORING, total = 10) {
  const read = readSheet(examSheetSchema.parse({ ...EMPTY_SHEET, ...sheet }), keys);
  if (!read.ok) throw new Error(read.problem);
  return gradeExam(keys, read.answers, table, total);
}

const slots = (text: string) => text.split('');
const boxes = (value: string) => [...value.split(''), '', '', '', ''].slice(0, 4);

describe('exam grading, THPT 2025 maths', () => {
  it('a perfect sheet scores 10 with 3 points in each of parts I and III and 4 in part II', () => {
    const result = grade({
      answered: Array.from({ length: 12 }, (_, i) => (i + 1) * 10 + 2).join('-'),
      trueFalseAnswered: Object.fromEntries([21, 22, 23, 24].map((id) => [id, slots('TFTT')])),
      shortAnswerAnswered: {
        31: boxes('-1,5'),
        32: boxes('0,25'),
        33: boxes('2024'),
        34: boxes('3'),
        35: boxes('12,5'),
        36: boxes('0'),
      },
    });
    expect(result.score).toBe(10);
    expect(result.max).toBe(10);
    expect(result.parts.map((p) => [p.part, p.score, p.correct, p.total])).toEqual([
      [1, 3, 12, 12],
      [2, 4, 4, 4],
      [3, 3, 6, 6],
    ]);
    expect(result.correctCount).toBe(22);
  });

  it('a blank sheet scores 0 and every question is blank', () => {
    const result = grade({});
    expect(result.score).toBe(0);
    expect(result.questions.every((q) => q.isBlank && !q.isCorrect)).toBe(true);
  });

  it.each([
    ['no statement right', 'FTFF', 0],
    ['1 statement right', 'TTFF', 0.1],
    ['2 statements right', 'TFFF', 0.25],
    ['3 statements right', 'TFTF', 0.5],
    ['all 4 right', 'TFTT', 1],
    ['1 right and 3 blank', 'T   ', 0.1],
    ['all blank', '    ', 0],
  ])('a true/false group with %s earns %s', (_, answer, earned) => {
    const sheet = { trueFalseAnswered: { 21: answer.split('').map((c) => (c === ' ' ? '' : c)) } };
    const q = grade(sheet).questions.find((x) => x.questionId === 21);
    expect(q?.earned).toBe(earned);
    expect(q?.isCorrect).toBe(earned === 1);
  });

  it.each([
    ['-1,5', '-1,5', true],
    ['-1.5 written with a dot', '-1.5', true],
    ['-1,50 has a trailing zero', '-1,50', false], // 5 characters do not fit the 4 boxes: see the next test
    ['1,5 lacks the sign', '1,5', false],
    ['-15 lacks the comma', '-15', false],
  ])('short answer key -1,5 against %s', (_, written, right) => {
    const value = written.length > 4 ? null : boxes(written);
    if (!value)
      return expect(
        examSheetSchema.safeParse({ ...EMPTY_SHEET, shortAnswerAnswered: { 31: written.split('') } }).success,
      ).toBe(false);
    const q = grade({ shortAnswerAnswered: { 31: value } }).questions.find((x) => x.questionId === 31);
    expect(q?.isCorrect).toBe(right);
    expect(q?.earned).toBe(right ? 0.5 : 0);
  });

  it('an accepted alternative form matches, and a comma-led value reads as 0,…', () => {
    expect(
      grade({ shortAnswerAnswered: { 35: boxes('12,5') } }).questions.find((q) => q.questionId === 35)
        ?.isCorrect,
    ).toBe(true);
    expect(
      grade({ shortAnswerAnswered: { 32: boxes(',25') } }).questions.find((q) => q.questionId === 32)
        ?.isCorrect,
    ).toBe(true);
    expect(
      grade({ shortAnswerAnswered: { 36: boxes('-0') } }).questions.find((q) => q.questionId === 36)
        ?.isCorrect,
    ).toBe(true);
  });

  it.each([
    ['-1,5', '-1.5'],
    ['0,25', '0.25'],
    ['2024', '2024'],
    [',5', '0.5'],
    ['1-2', ''],
    ['--1', ''],
    ['', ''],
    ['1,2,3', ''],
  ])('normalises %j to %j', (value, expected) => expect(normaliseShortAnswer(value)).toBe(expected));

  it('scales the raw points to the total point, per part and in all', () => {
    const result = grade({ answered: '12-22' }, paper, DEFAULT_SCORING, 100);
    expect(result.earned).toBe(0.5);
    expect(result.score).toBe(5);
    expect(result.parts[0]?.score).toBe(5);
  });

  it('uses the exam own table: short answers at 0.25 make a 8.5-point paper scaled to 10', () => {
    const result = grade({ shortAnswerAnswered: { 31: boxes('-1,5') } }, paper, SHORT_QUARTER_SCORING, 10);
    expect(result.max).toBe(8.5);
    expect(result.score).toBe(0.29); // 0.25 / 8.5 × 10
  });

  it('a short paper of 3 multiple choice scales one right answer to a third of the total', () => {
    const keys = [choice(1, 1), choice(2, 1), choice(3, 1)];
    expect(grade({ answered: '11' }, keys).score).toBe(3.33);
  });

  it.each([
    [{ answered: '99' }, 'OPTION_NOT_IN_EXAM'],
    [{ answered: '11-12' }, 'TWO_OPTIONS_FOR_ONE_QUESTION'],
    [{ trueFalseAnswered: { 77: ['T', 'F', '', ''] } }, 'QUESTION_NOT_IN_EXAM'],
    [{ trueFalseAnswered: { 31: ['T', 'F', '', ''] } }, 'WRONG_TYPE'],
    [{ shortAnswerAnswered: { 21: ['1', '', '', ''] } }, 'WRONG_TYPE'],
  ])('refuses a sheet that does not belong to the exam: %j → %s', (sheet, problem) => {
    const read = readSheet(examSheetSchema.parse({ ...EMPTY_SHEET, ...sheet }), paper);
    expect(read.ok ? 'ok' : read.problem).toBe(problem);
  });

  it.each([
    { answered: '1-a' },
    { answered: '-1' },
    { trueFalseAnswered: { 21: ['T', 'F'] } },
    { trueFalseAnswered: { 21: ['Đ', 'S', '', ''] } },
    { shortAnswerAnswered: { 31: ['12', '', '', ''] } },
    { shortAnswerAnswered: { 31: ['x', '', '', ''] } },
    { extra: 1 },
  ])('the sheet schema refuses a wrong shape: %j', (sheet) => {
    expect(examSheetSchema.safeParse({ ...EMPTY_SHEET, ...sheet }).success).toBe(false);
  });
});
