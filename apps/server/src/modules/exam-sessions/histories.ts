import { EMPTY_SHEET, type ExamSheet, PART_OF_TYPE, readSheet } from '@tutor/contract/exam-grading';
import type {
  AdminExamHistoryList,
  ExamHistoryDetail,
  ExamHistoryList,
  ResultQuestion,
} from '@tutor/contract/exam-sessions';
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examHistories, examSessions, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { pageOf, pagination } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { closeMyOverdue } from './closing';
import { type HistoryRow, historyView, type StoredGrade } from './history-view';
import {
  keyOf,
  loadQuestions,
  optionsAsShown,
  type StoredQuestion,
  statementsAsShown,
} from './paper-questions';
import {
  areResultsVisible,
  type ExamTarget,
  historyOf,
  isExamStaff,
  loadTarget,
  type TargetKind,
  type TargetRef,
  targetForReader,
} from './targets';

type Page = { offset: number; limit: number };

export const userName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.lastName} ${user.firstName}`.trim() || user.username;

const refOfHistory = (row: HistoryRow): TargetRef =>
  row.examId !== null ? { kind: 'EXAM', id: row.examId } : { kind: 'LESSON', id: row.lessonId as number };

/** Histories in a list, each with its target (loaded once per target). */
async function viewsOf(db: Db, rows: HistoryRow[], auth: AuthContext | null) {
  const targets = new Map<string, ExamTarget>();
  const now = new Date();
  const views = [];
  for (const row of rows) {
    const ref = refOfHistory(row);
    const key = `${ref.kind}:${ref.id}`;
    let target = targets.get(key);
    if (!target) {
      target = await loadTarget(db, ref);
      targets.set(key, target);
    }
    views.push(historyView(row, target, auth, now));
  }
  return views;
}

async function pageOfHistories(db: Db, where: SQL | undefined, page: Page) {
  const { limit, offset } = pageOf(page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(examHistories)
      .where(where)
      .orderBy(desc(examHistories.submittedAt), desc(examHistories.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(examHistories).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** `GET /exams/{id}/exam-histories`, `GET /lessons/{id}/lesson-exam-histories`: mine, newest first. */
export async function myHistories(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  page: Page,
): Promise<ExamHistoryList> {
  await targetForReader(db, auth, ref);
  await closeMyOverdue(db, auth.userId, ref);
  const { rows, total } = await pageOfHistories(
    db,
    and(historyOf(ref), eq(examHistories.userId, auth.userId)),
    page,
  );
  return { data: await viewsOf(db, rows, auth), pagination: pagination(page, total) };
}

/**
 * `GET /exam-histories`, `GET /lesson-exam-histories`: my histories of one kind across its targets, newest
 * first (the "my exams" page). Scores stay null while a target's results are hidden, as in every list.
 */
export async function myHistoriesAcross(
  db: Db,
  auth: AuthContext,
  kind: TargetKind,
  page: Page,
): Promise<ExamHistoryList> {
  const ofKind = kind === 'EXAM' ? isNotNull(examHistories.examId) : isNotNull(examHistories.lessonId);
  const { rows, total } = await pageOfHistories(db, and(eq(examHistories.userId, auth.userId), ofKind), page);
  return { data: await viewsOf(db, rows, auth), pagination: pagination(page, total) };
}

/** Admin: a lesson's (or an exam's) histories, with their students. */
export async function targetHistories(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  page: Page,
): Promise<AdminExamHistoryList> {
  const target = await loadTarget(db, ref);
  const { limit, offset } = pageOf(page);
  const where = historyOf(ref);
  const [rows, [total]] = await Promise.all([
    db
      .select({ history: examHistories, user: users })
      .from(examHistories)
      .innerJoin(users, eq(users.id, examHistories.userId))
      .where(where)
      .orderBy(desc(examHistories.submittedAt), desc(examHistories.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(examHistories).where(where),
  ]);
  return {
    data: rows.map(({ history, user }) => ({
      ...historyView(history, target, auth),
      user: { id: user.id, name: userName(user), avatar: user.avatar },
    })),
    pagination: pagination(page, total?.total ?? 0),
  };
}

/** The student's answer to one question, read from their sheet. */
function answerOf(question: StoredQuestion, sheet: ExamSheet) {
  const key = String(question.id);
  if (question.type === 'CHOICE') {
    const chosen = new Set(sheet.answered === '' ? [] : sheet.answered.split('-').map(Number));
    const option = question.answers.find((answer) => chosen.has(answer.id));
    return { chosenOptionId: option?.id ?? null, trueFalseSlots: null, shortAnswerSlots: null };
  }
  if (question.type === 'TRUE_FALSE')
    return {
      chosenOptionId: null,
      trueFalseSlots: sheet.trueFalseAnswered[key] ?? ['', '', '', ''],
      shortAnswerSlots: null,
    };
  return {
    chosenOptionId: null,
    trueFalseSlots: null,
    shortAnswerSlots: sheet.shortAnswerAnswered[key] ?? ['', '', '', ''],
  };
}

/**
 * `GET /exam-histories/{id}`, `GET /lesson-exam-histories/{id}`: the result, to its owner or staff
 * (anyone else: NOT_FOUND, so ids cannot be probed). Keys and solutions are in it, so before the results
 * are visible it is EXAM_RESULT_HIDDEN (the lists still show the attempt as submitted).
 */
export async function historyDetail(
  db: Db,
  auth: AuthContext,
  id: number,
  kind: TargetKind,
): Promise<ExamHistoryDetail> {
  const [row] = await db
    .select({ history: examHistories, user: users, layout: examSessions.layout })
    .from(examHistories)
    .innerJoin(users, eq(users.id, examHistories.userId))
    .innerJoin(examSessions, eq(examSessions.id, examHistories.sessionId))
    .where(eq(examHistories.id, id));
  if (!row || (kind === 'EXAM') !== (row.history.examId !== null)) throw notFound();
  const { history, user, layout } = row;
  if (history.userId !== auth.userId && !isExamStaff(auth, kind)) throw notFound();
  const target = await loadTarget(db, refOfHistory(history));
  if (!areResultsVisible(target, auth)) throw new AppError('EXAM_RESULT_HIDDEN');

  const paper = await loadQuestions(db, layout.questionIds);
  const grade = history.grade as StoredGrade;
  const gradeOf = new Map(grade.questions.map((graded) => [graded.questionId, graded]));
  const sheet = readSheet(history.answers, paper.map(keyOf)).ok ? history.answers : EMPTY_SHEET;
  const questions: ResultQuestion[] = paper.map((question) => {
    const graded = gradeOf.get(question.id);
    return {
      id: question.id,
      type: question.type,
      part: PART_OF_TYPE[question.type],
      content: question.content,
      options:
        question.type === 'CHOICE'
          ? optionsAsShown(question, layout).map(({ id, label, content, isCorrect }) => ({
              id,
              label,
              content,
              isCorrect,
            }))
          : [],
      statements:
        question.type === 'TRUE_FALSE'
          ? statementsAsShown(question).map(({ id, label, content, isCorrect }) => ({
              id,
              label,
              content,
              isTrue: isCorrect,
            }))
          : [],
      accepted: question.type === 'SHORT' ? question.answers.map((answer) => answer.content) : [],
      solution: question.solution,
      ...answerOf(question, sheet),
      earned: graded?.earned ?? 0,
      max: graded?.max ?? 0,
      isCorrect: graded?.isCorrect ?? false,
      isBlank: graded?.isBlank ?? true,
      statementsRight: graded?.statementsRight ?? null,
    };
  });
  return {
    ...historyView(history, target, auth),
    user: { id: user.id, name: userName(user), avatar: user.avatar },
    questions,
  };
}
