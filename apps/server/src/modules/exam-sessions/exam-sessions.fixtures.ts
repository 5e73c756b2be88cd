import { randomBytes } from 'node:crypto';
import { DEFAULT_SCORING, type ExamSheet } from '@tutor/contract/exam-grading';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SignedIn } from '../../../test/helpers/factories';
import type { TestApp } from '../../../test/helpers/test-app';
import { examQuestions, examSessions, exams, questionAnswers, questions } from '../../db/schema';

/*
 * Papers inserted straight into the bank tables (the bank's own service is another domain), with
 * planted secrets: every solution and every accepted short value is a unique string, so a response that
 * carries one is caught by a plain text search.
 */

let n = 0;
/** Short-answer keys that fit the 4 boxes (sign and decimal comma included). */
const SHORT_FORMS = ['-1,5', '0,25', '2024', '3,14'];
const unique = () => `${process.pid}${++n}${randomBytes(3).toString('hex')}`;

export type ChoiceKey = { id: number; optionIds: number[]; correctId: number };
export type TrueFalseKey = { id: number; truths: boolean[] };
export type ShortKey = { id: number; accepted: string[] };
export type Paper = {
  questionIds: number[];
  choice: ChoiceKey[];
  trueFalse: TrueFalseKey[];
  short: ShortKey[];
  /** Texts that must never reach a student before they submit. */
  secrets: string[];
};

/** A paper of `choice` multiple-choice, `trueFalse` true/false groups and `short` short answers. */
export async function insertPaper(
  t: TestApp,
  counts: { choice?: number; trueFalse?: number; short?: number } = {},
): Promise<Paper> {
  const db = t.database.db;
  const paper: Paper = { questionIds: [], choice: [], trueFalse: [], short: [], secrets: [] };
  const add = async (type: 'CHOICE' | 'TRUE_FALSE' | 'SHORT', i: number) => {
    const solution = `LOI-GIAI-BI-MAT-${unique()}`;
    paper.secrets.push(solution);
    const [question] = await db
      .insert(questions)
      .values({
        type,
        content: `<p>Câu ${type} ${i}: tính $\\int_0^1 x\\,dx$</p>`,
        solution: `<p>${solution}</p>`,
      })
      .returning({ id: questions.id });
    const id = (question as { id: number }).id;
    paper.questionIds.push(id);
    if (type === 'SHORT') {
      // A form that fits the sheet's 4 boxes, and an accepted alternative made unique to be searched for.
      const value = `${7000 + (n % 1000)}${i}${n}`;
      const accepted = [SHORT_FORMS[i % SHORT_FORMS.length] as string, `-${value},5`];
      paper.secrets.push(`${value},5`);
      await db
        .insert(questionAnswers)
        .values(
          accepted.map((content, position) => ({ questionId: id, position, content, isCorrect: true })),
        );
      paper.short.push({ id, accepted });
      return;
    }
    const truths = type === 'CHOICE' ? [false, false, true, false] : [true, false, true, true];
    const rows = await db
      .insert(questionAnswers)
      .values(
        truths.map((isCorrect, position) => ({
          questionId: id,
          position,
          label: type === 'CHOICE' ? 'ABCD'[position] : 'abcd'[position],
          content: `<p>${type === 'CHOICE' ? 'Phương án' : 'Mệnh đề'} ${position + 1} của câu ${i}</p>`,
          isCorrect,
        })),
      )
      .returning({ id: questionAnswers.id });
    const ids = rows.map((row) => row.id);
    if (type === 'CHOICE') paper.choice.push({ id, optionIds: ids, correctId: ids[2] as number });
    else paper.trueFalse.push({ id, truths });
  };
  for (let i = 0; i < (counts.choice ?? 4); i++) await add('CHOICE', i + 1);
  for (let i = 0; i < (counts.trueFalse ?? 2); i++) await add('TRUE_FALSE', i + 1);
  for (let i = 0; i < (counts.short ?? 2); i++) await add('SHORT', i + 1);
  return paper;
}

/** An ACTIVE exam on `paper` (90 minutes, 10 points, the 2025 table unless told). */
export async function insertExam(t: TestApp, paper: Paper, fields: Partial<typeof exams.$inferInsert> = {}) {
  const db = t.database.db;
  const suffix = unique();
  const [exam] = await db
    .insert(exams)
    .values({
      name: `Đề thi thử ${suffix}`,
      slug: `de-thi-thu-${suffix}`,
      scoring: DEFAULT_SCORING,
      ...fields,
    })
    .returning();
  const row = exam as typeof exams.$inferSelect;
  if (paper.questionIds.length > 0)
    await db
      .insert(examQuestions)
      .values(paper.questionIds.map((questionId, position) => ({ examId: row.id, questionId, position })));
  return row;
}

/** A sheet from choices: option ids, TF slots and short boxes by question id. */
export function sheet(parts: {
  options?: number[];
  trueFalse?: Record<number, string[]>;
  short?: Record<number, string[]>;
}): ExamSheet {
  return {
    answered: (parts.options ?? []).join('-'),
    trueFalseAnswered: Object.fromEntries(Object.entries(parts.trueFalse ?? {})),
    shortAnswerAnswered: Object.fromEntries(Object.entries(parts.short ?? {})),
  };
}

/** Every answer right. */
export function perfectSheet(paper: Paper): ExamSheet {
  return sheet({
    options: paper.choice.map((q) => q.correctId),
    trueFalse: Object.fromEntries(paper.trueFalse.map((q) => [q.id, q.truths.map((v) => (v ? 'T' : 'F'))])),
    short: Object.fromEntries(paper.short.map((q) => [q.id, shortBoxes(q.accepted[0] as string)])),
  });
}

/** A value written in the 4 boxes, one character each, blanks after it. */
export function shortBoxes(value: string): string[] {
  const chars = [...value];
  return [0, 1, 2, 3].map((i) => chars[i] ?? '');
}

export function api(t: TestApp, who: SignedIn | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url: `/api${url}`,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function ok<T = Record<string, unknown>>(
  promise: Promise<{ statusCode: number; body: string; json(): unknown }>,
): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export async function refused(
  promise: Promise<{ statusCode: number; body: string; json(): unknown }>,
  code: string,
) {
  const res = await promise;
  expect((res.json() as { code?: string }).code, res.body).toBe(code);
  return res;
}

/** What staff do in the database to move a session's clock (extend, or make it overdue). */
export async function setDeadline(t: TestApp, token: string, deadline: Date, startedAt?: Date) {
  await t.database.db
    .update(examSessions)
    .set({ deadline, ...(startedAt ? { startedAt } : {}) })
    .where(eq(examSessions.token, token));
}

export const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);
export const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000);
