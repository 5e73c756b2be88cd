import { randomBytes } from 'node:crypto';
import { ANSWER_SLOTS, EMPTY_SHEET, type ExamSheet } from '@tutor/contract/exam-grading';
import { and, asc, eq, gt, inArray, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  examQuestions,
  examSessions,
  exams,
  lessonQuestions,
  lessons,
  questions,
  users,
} from '../../db/schema';
import type { SeedContext } from '../../db/seed/demo-data';
import { grantEnrollment } from '../enrollments/entitlement';
import { closeSession } from './closing';
import { buildLayout, random32, seedOf } from './layout';
import { inOrder, keyOf, loadQuestions, type StoredQuestion } from './paper-questions';
import { type ExamTarget, loadTarget, type TargetRef } from './targets';

/*
 * Demo histories, made through the engine's own layout and grading (so ranks, results and reports read
 * real rows): demo students take the demo exams and a few lessons' timed exams. Runs after the bank,
 * the exams and the courses (module order) and uses what it finds; without them it does nothing.
 *
 * hocsinh01, the account the README gives for trying the site, is left without attempts so that every
 * exam is still there for them to take (the mock exam allows one attempt).
 */

const HOUR_MS = 3_600_000;
/** Lessons given a timed exam when the demo has none. */
const LESSON_EXAMS = 3;

/** A sheet a student of the given skill (0…1) might hand in: mostly right when skilled, some blanks. */
function demoSheet(paper: readonly StoredQuestion[], skill: number, next: () => number): ExamSheet {
  const chosen: number[] = [];
  const trueFalseAnswered: ExamSheet['trueFalseAnswered'] = {};
  const shortAnswerAnswered: ExamSheet['shortAnswerAnswered'] = {};
  for (const question of paper) {
    if (next() < 0.08) continue; // left blank
    const isRight = next() < skill;
    if (question.type === 'CHOICE') {
      const right = question.answers.find((answer) => answer.isCorrect);
      const wrong = question.answers.filter((answer) => !answer.isCorrect);
      const pick = isRight ? right : wrong[Math.floor(next() * wrong.length)];
      if (pick) chosen.push(pick.id);
    } else if (question.type === 'TRUE_FALSE') {
      trueFalseAnswered[String(question.id)] = question.answers.map((statement) =>
        next() < skill === statement.isCorrect ? 'T' : 'F',
      );
    } else {
      // The first accepted form that fits the sheet's 4 boxes (sign and comma count as boxes).
      const fits = question.answers
        .map((answer) => answer.content)
        .find((value) => value.length <= ANSWER_SLOTS);
      const value = isRight && fits ? fits : String(1 + Math.floor(next() * 99));
      shortAnswerAnswered[String(question.id)] = Array.from(
        { length: ANSWER_SLOTS },
        (_, i) => value[i] ?? '',
      );
    }
  }
  return { answered: chosen.join('-'), trueFalseAnswered, shortAnswerAnswered };
}

/** A target with its questions, read once for all its demo attempts. */
type DemoPaper = { target: ExamTarget; questions: StoredQuestion[] };

/**
 * One attempt: a session opened at `startedAt`, answered and submitted `minutes` later, graded with the
 * keys of the paper already read (in the session's order, as closing reads them itself).
 */
async function demoAttempt(
  tx: Tx,
  { target, questions: paper }: DemoPaper,
  userId: number,
  startedAt: Date,
  minutes: number,
  skill: number,
  next: () => number,
) {
  const token = randomBytes(24).toString('base64url');
  const layout = buildLayout(paper, { ...target, seed: seedOf(token) });
  const deadline = new Date(startedAt.getTime() + target.duration * 60_000);
  const [session] = await tx
    .insert(examSessions)
    .values({
      token,
      userId,
      examId: target.kind === 'EXAM' ? target.id : null,
      lessonId: target.kind === 'LESSON' ? target.id : null,
      courseId: target.courseId,
      layout,
      startedAt,
      deadline,
      answers: EMPTY_SHEET,
    })
    .returning();
  if (!session) return;
  const submittedAt = new Date(Math.min(startedAt.getTime() + minutes * 60_000, deadline.getTime()));
  const sheet = demoSheet(paper, skill, next);
  await closeSession(
    tx,
    session,
    target,
    { source: 'SUBMIT', sheet, submitKey: `demo-${token.slice(0, 16)}` },
    submittedAt,
    inOrder(layout.questionIds, paper).map(keyOf),
  );
}

/** Lessons with a timed exam; when there are none, a few demo lessons get one from the bank. */
async function lessonExams(tx: Tx): Promise<number[]> {
  const existing = await tx
    .selectDistinct({ id: lessonQuestions.lessonId })
    .from(lessonQuestions)
    .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
    .where(gt(lessons.examTime, 0));
  if (existing.length > 0) return existing.map((row) => row.id);

  const picked = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.status, 'ACTIVE'), sql`${lessons.releaseDate} is null`))
    .orderBy(asc(lessons.id))
    .limit(LESSON_EXAMS);
  const bank = await tx
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .where(eq(questions.status, 'ACTIVE'))
    .orderBy(asc(questions.id));
  const ofType = (type: string) => bank.filter((question) => question.type === type);
  const [choice, trueFalse, short] = [ofType('CHOICE'), ofType('TRUE_FALSE'), ofType('SHORT')];
  if (choice.length < 6 || trueFalse.length < 2 || short.length < 2) return [];
  for (const [index, lesson] of picked.entries()) {
    // A short paper per lesson (6 + 2 + 2), each lesson its own slice of the bank.
    const take = <T>(list: T[], n: number) =>
      Array.from({ length: n }, (_, i) => list[(index * n + i) % list.length] as T);
    const ids = [...take(choice, 6), ...take(trueFalse, 2), ...take(short, 2)].map((question) => question.id);
    await tx
      .insert(lessonQuestions)
      .values(
        [...new Set(ids)].map((questionId, position) => ({ lessonId: lesson.id, questionId, position })),
      )
      .onConflictDoNothing();
    await tx
      .update(lessons)
      .set({ examTime: 15, totalPoint: 10, passPoint: 5, totalQuestions: new Set(ids).size })
      .where(eq(lessons.id, lesson.id));
  }
  return picked.map((lesson) => lesson.id);
}

export async function seedExamSessions(tx: Tx, _context: SeedContext): Promise<void> {
  const students = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.username, 'hocsinh%'), ne(users.username, 'hocsinh01'), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.username));
  if (students.length === 0) return;
  const next = random32(20_250_627);
  const skillOf = new Map(students.map((student, i) => [student.id, 0.35 + ((i * 37) % 60) / 100]));
  const now = Date.now();

  const examRows = await tx
    .selectDistinct({ id: exams.id })
    .from(exams)
    .innerJoin(examQuestions, eq(examQuestions.examId, exams.id))
    .where(eq(exams.status, 'ACTIVE'));
  for (const { id } of examRows) {
    const target = await loadTarget(tx, { kind: 'EXAM', id });
    const paper = { target, questions: await loadQuestions(tx, target.questionIds) };
    // Inside the window: a mock exam's attempts start after it opened and end before now.
    const earliest = Math.max(target.opensAt?.getTime() ?? now - 14 * 24 * HOUR_MS, now - 14 * 24 * HOUR_MS);
    for (const [i, student] of students.entries()) {
      if (i % 4 === 3) continue; // not everyone has taken every exam
      const attempts = Math.min(target.attemptsAllowed ?? 2, i % 3 === 0 ? 2 : 1);
      for (let a = 0; a < attempts; a++) {
        const minutes = Math.max(5, Math.round(target.duration * (0.45 + next() * 0.55)));
        const latestStart = now - (minutes + 5) * 60_000;
        if (latestStart <= earliest) break;
        const startedAt = new Date(earliest + next() * (latestStart - earliest));
        const skill = Math.min(0.97, (skillOf.get(student.id) ?? 0.6) + a * 0.08);
        await demoAttempt(tx, paper, student.id, startedAt, minutes, skill, next);
      }
    }
  }

  const lessonIds = await lessonExams(tx);
  const lessonRows = lessonIds.length
    ? await tx
        .select({ id: lessons.id, courseId: lessons.courseId })
        .from(lessons)
        .where(inArray(lessons.id, lessonIds))
    : [];
  for (const lesson of lessonRows) {
    const ref: TargetRef = { kind: 'LESSON', id: lesson.id };
    const target = await loadTarget(tx, ref);
    if (target.duration <= 0 || target.questionIds.length === 0) continue;
    const paper = { target, questions: await loadQuestions(tx, target.questionIds) };
    for (const [i, student] of students.slice(0, 8).entries()) {
      // Taking a lesson's exam needs the course: the demo students who sit it are enrolled.
      await grantEnrollment(tx, { userId: student.id, courseId: lesson.courseId, source: 'ADMIN' });
      const minutes = 6 + Math.floor(next() * 9);
      const startedAt = new Date(now - (i + 1) * 26 * HOUR_MS);
      await demoAttempt(tx, paper, student.id, startedAt, minutes, skillOf.get(student.id) ?? 0.6, next);
    }
  }
}
