import type { ExamReport } from '@tutor/contract/exam-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { statementsOf } from '../../../test/helpers/statements';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { caller, ok } from '../learning/learning.fixtures';
import {
  insertExam,
  insertHistory,
  insertLessonExam,
  insertPaper,
  type Paper,
  type Target,
} from './exam-reports.fixtures';

/*
 * Issue 11, the exam report: figures checked to the digit on four known attempts (worked out by hand
 * below), the takers table, the xlsx file, the lesson exam's twin, access, and a statement count that
 * does not grow with the attempts.
 *
 * Paper ×5 (raw max 2, total 10). Q1 key A, Q2 key C, Q3 key T F T F, Q4 key -1,5.
 *   An   (1st): Q1 A ✓, Q2 B ✗, Q3 T F T F (4), Q4 -1,5 ✓  → 0.25+0+1+0.5 = 1.75 → 8.75, 600 s
 *   Bình      : Q1 B ✗, Q2 C ✓, Q3 T T F F (2), Q4 blank   → 0.25+0.25    = 0.5  → 2.5, 1200 s
 *   Chi       : all blank                                  → 0                  → 0, 300 s
 *   An   (2nd): Q1 A ✓, Q2 C ✓, Q3 (4), Q4 -1.5 ✓          → 2                  → 10, 900 s
 */

let t: TestApp;
let teacher: SignedIn;
let staff: SignedIn;
let paper: Paper;
let examId: number;
let lessonId: number;
let users: Record<'an' | 'binh' | 'chi', number>;

const as = (who: SignedIn | null) => caller(t, who);
const slots = (text: string) => text.split('');

async function takeFourAttempts(target: Target) {
  const [q1, q2, q3, q4] = paper.questionIds as [number, number, number, number];
  const [o1, o2] = paper.options as [number[], number[]];
  const sheet = (answered: number[], tf?: string, short?: string[]) => ({
    answered: answered.join('-'),
    trueFalseAnswered: tf ? { [q3]: slots(tf) } : {},
    shortAnswerAnswered: short ? { [q4]: short } : {},
  });
  await insertHistory(
    t,
    target,
    paper,
    users.an,
    sheet([o1[0] as number, o2[1] as number], 'TFTF', ['-', '1', ',', '5']),
    600,
  );
  await insertHistory(t, target, paper, users.binh, sheet([o1[1] as number, o2[2] as number], 'TTFF'), 1200);
  await insertHistory(t, target, paper, users.chi, sheet([]), 300, 'SWEEP');
  await insertHistory(
    t,
    target,
    paper,
    users.an,
    sheet([o1[0] as number, o2[2] as number], 'TFTF', ['-', '1', '.', '5']),
    900,
  );
  void q1;
  void q2;
}

beforeAll(async () => {
  t = await createTestApp();
  [teacher, staff] = await Promise.all([signedInAs(t, 'teacher'), signedInAs(t, 'staff')]);
  const [an, binh, chi] = await Promise.all([
    createUser(t, { firstName: 'An' }),
    createUser(t, { firstName: 'Bình' }),
    createUser(t, { firstName: 'Chi' }),
  ]);
  users = { an: an.id, binh: binh.id, chi: chi.id };
  paper = await insertPaper(t);
  examId = await insertExam(t, paper);
  await takeFourAttempts({ examId });
  const lesson = await insertLessonExam(t, paper);
  lessonId = lesson.lessonId;
  await takeFourAttempts(lesson);
});
afterAll(() => t?.close());

function expectFigures(report: ExamReport) {
  expect(report.totals).toEqual({
    takers: 3,
    attempts: 4,
    mean: 5.31,
    median: 5.63,
    best: 10,
    meanTimeTaken: 750,
  });
  expect(report.bin).toBe(1);
  expect(report.histogram).toHaveLength(10);
  expect(report.histogram.map((b) => b.count)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 1, 1]);
  expect(report.histogram[9]).toEqual({ from: 9, to: 10, count: 1 });
  expect(report.parts).toEqual([
    { part: 1, mean: 1.25, max: 2.5 },
    { part: 2, mean: 2.81, max: 5 },
    { part: 3, mean: 1.25, max: 2.5 },
  ]);
  const [q1, q2, q3, q4] = report.questions;
  expect(report.questions.map((q) => [q.position, q.type, q.part, q.graded])).toEqual([
    [1, 'CHOICE', 1, 4],
    [2, 'CHOICE', 1, 4],
    [3, 'TRUE_FALSE', 2, 4],
    [4, 'SHORT', 3, 4],
  ]);
  expect(q1).toMatchObject({ correctRate: 0.5, blankRate: 0.25, meanStatementsRight: null });
  expect(q1?.options.map((o) => [o.label, o.isCorrect, o.share])).toEqual([
    ['A', true, 0.5],
    ['B', false, 0.25],
    ['C', false, 0],
    ['D', false, 0],
  ]);
  expect(q2?.options.map((o) => o.share)).toEqual([0, 0.25, 0.5, 0]);
  expect(q2?.correctRate).toBe(0.5);
  expect(q3).toMatchObject({ correctRate: 0.5, blankRate: 0.25, meanStatementsRight: 2.5, options: [] });
  expect(q4).toMatchObject({ correctRate: 0.5, blankRate: 0.5, meanStatementsRight: null });
  expect(q1?.excerpt).toBe('Đạo hàm của $y = x^2$ là');
}

describe('GET /api/admin/exams/{id}/report', () => {
  it('gives the histogram, the rates per question and option, the means per part and the totals', async () => {
    const report = await ok<ExamReport>(as(teacher)('GET', `/api/admin/exams/${examId}/report`));
    expect(report.target).toMatchObject({ kind: 'EXAM', id: examId, totalPoint: 10 });
    expectFigures(report);
  });

  it('bins by half a point when asked', async () => {
    const report = await ok<ExamReport>(as(teacher)('GET', `/api/admin/exams/${examId}/report?bin=0.5`));
    expect(report.histogram).toHaveLength(20);
    const filled = report.histogram.flatMap((b, i) => (b.count > 0 ? [[i, b.count]] : []));
    expect(filled).toEqual([
      [0, 1],
      [5, 1],
      [17, 1],
      [19, 1],
    ]);
    expect((await as(teacher)('GET', `/api/admin/exams/${examId}/report?bin=2`)).statusCode).toBe(400);
  });

  it('answers an exam nobody took with empty figures', async () => {
    const empty = await insertExam(t, paper);
    const report = await ok<ExamReport>(as(teacher)('GET', `/api/admin/exams/${empty}/report`));
    expect(report.totals).toEqual({
      takers: 0,
      attempts: 0,
      mean: null,
      median: null,
      best: null,
      meanTimeTaken: null,
    });
    expect(report.histogram.every((b) => b.count === 0)).toBe(true);
    expect(report.questions.map((q) => q.correctRate)).toEqual([null, null, null, null]);
  });

  it('gives a lesson exam the same figures at /lessons/{id}/exam-report', async () => {
    const report = await ok<ExamReport>(as(teacher)('GET', `/api/admin/lessons/${lessonId}/exam-report`));
    expect(report.target).toMatchObject({ kind: 'LESSON', id: lessonId });
    expectFigures(report);
  });
});

describe('takers', () => {
  it('pages the attempts, best score first by default, and sorts by time taken', async () => {
    const page = await ok<{
      data: { score: number; user: { id: number }; source: string }[];
      pagination: { total: number };
    }>(as(teacher)('GET', `/api/admin/exams/${examId}/report/takers?limit=2`));
    expect(page.pagination.total).toBe(4);
    expect(page.data.map((r) => [r.score, r.user.id])).toEqual([
      [10, users.an],
      [8.75, users.an],
    ]);
    const byTime = await ok<{ data: { timeTaken: number; source: string }[] }>(
      as(teacher)('GET', `/api/admin/exams/${examId}/report/takers?sort=timeTaken&order=asc`),
    );
    expect(byTime.data.map((r) => r.timeTaken)).toEqual([300, 600, 900, 1200]);
    expect(byTime.data[0]?.source).toBe('SWEEP');
  });
});

describe('GET /api/admin/exams/{id}/report.xlsx', () => {
  it('is a zip holding one sheet named data, with a row per attempt', async () => {
    const res = await as(teacher)('GET', `/api/admin/exams/${examId}/report.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`bao-cao-de-thi-${examId}.xlsx`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const names = zipEntryNames(bytes);
    expect(names).toContain('xl/worksheets/sheet1.xml');
    const sheet = await zipEntry(bytes, 'xl/worksheets/sheet1.xml');
    expect(sheet.match(/<row /g)).toHaveLength(5);
    expect(sheet).toContain('Hết giờ (tự nộp)');
    const workbook = await zipEntry(bytes, 'xl/workbook.xml');
    expect(workbook).toContain('name="data"');
  });
});

describe('access', () => {
  it('needs exam-report:read: staff without it and students are refused', async () => {
    const student = await signedInAs(t, 'student');
    for (const url of [
      `/api/admin/exams/${examId}/report`,
      `/api/admin/exams/${examId}/report/takers`,
      `/api/admin/exams/${examId}/report.xlsx`,
      `/api/admin/lessons/${lessonId}/exam-report`,
    ]) {
      expect((await as(staff)('GET', url)).statusCode, url).toBe(403);
      expect((await as(student)('GET', url)).statusCode, url).toBe(403);
    }
  });
});

describe('bounded statements', () => {
  it('costs the same statements for 4 attempts as for 44', async () => {
    const cost = (id: number) =>
      statementsOf(t, () => ok(as(teacher)('GET', `/api/admin/exams/${id}/report`)));
    const before = await cost(examId);
    const more = await insertExam(t, paper);
    for (let i = 0; i < 11; i++) await takeFourAttempts({ examId: more });
    expect(await cost(more)).toBe(before);
    expect(before).toBeLessThanOrEqual(12);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Reading the zip back (central directory; entries deflated with raw deflate or stored)

function zipEntryNames(bytes: Buffer): string[] {
  return centralEntries(bytes).map((entry) => entry.name);
}

function centralEntries(bytes: Buffer) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: { name: string; method: number; size: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      size: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

async function zipEntry(bytes: Buffer, name: string): Promise<string> {
  const entry = centralEntries(bytes).find((e) => e.name === name);
  if (!entry) throw new Error(`${name} not in the zip`);
  const local = entry.offset;
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const body = bytes.subarray(start, start + entry.size);
  if (entry.method === 0) return body.toString('utf8');
  const { inflateRawSync } = await import('node:zlib');
  return inflateRawSync(body).toString('utf8');
}
