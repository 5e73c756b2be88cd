import type { ExamGrade } from '@tutor/contract/exam-grading';
import {
  REPORT_EXPORT_MAX_ROWS,
  type ReportTaker,
  type ReportTakerListQuery,
} from '@tutor/contract/exam-reports';
import { writeXlsx } from '@tutor/contract/xlsx-writer';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examHistories, users } from '../../db/schema';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { historiesOf, loadTarget, type ReportTarget } from './target';

/** The graded attempts of an exam or lesson exam, one row each: the report's takers table and its export. */

const columns = {
  historyId: examHistories.id,
  startedAt: examHistories.startedAt,
  submittedAt: examHistories.submittedAt,
  timeTaken: examHistories.timeTaken,
  score: examHistories.score,
  correctCount: examHistories.correctCount,
  totalCount: examHistories.totalCount,
  source: examHistories.source,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

const sortColumns = {
  score: examHistories.score,
  timeTaken: examHistories.timeTaken,
  submittedAt: examHistories.submittedAt,
  startedAt: examHistories.startedAt,
} as const;

const fullName = (row: { firstName: string; lastName: string }) => `${row.lastName} ${row.firstName}`.trim();

export async function listTakers(db: Db, target: ReportTarget, query: ReportTakerListQuery) {
  await loadTarget(db, target);
  const pattern = query.q ? likePattern(query.q) : undefined;
  const condition = and(
    historiesOf(target),
    pattern
      ? or(ilike(users.username, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
      : undefined,
  );
  const { limit, offset } = pageOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(examHistories)
      .innerJoin(users, eq(users.id, examHistories.userId))
      .where(condition)
      .orderBy(
        ...query.sort.map((field, i) =>
          query.order[i] === 'asc' ? asc(sortColumns[field]) : desc(sortColumns[field]),
        ),
        desc(examHistories.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(examHistories)
      .innerJoin(users, eq(users.id, examHistories.userId))
      .where(condition),
  ]);
  const data: ReportTaker[] = rows.map((row) => ({
    historyId: row.historyId,
    user: { id: row.userId, username: row.username, fullName: fullName(row) },
    startedAt: isoDate(row.startedAt),
    submittedAt: isoDate(row.submittedAt),
    timeTaken: row.timeTaken,
    score: row.score,
    correctCount: row.correctCount,
    totalCount: row.totalCount,
    source: row.source as ReportTaker['source'],
  }));
  return { data, total: totals[0]?.n ?? 0 };
}

/** Minutes and seconds, as the lesson history report shows time spent. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'medium',
});
const PART_NAMES = ['Phần I', 'Phần II', 'Phần III'] as const;

/**
 * The takers as an xlsx file (one sheet named data, spec §9), best score first, capped. Vietnamese
 * headers, like the lesson history report: the file is read by Vietnamese staff in a spreadsheet.
 */
export async function takersWorkbook(db: Db, target: ReportTarget): Promise<Uint8Array> {
  await loadTarget(db, target);
  const rows = await db
    .select({ ...columns, email: users.email, grade: examHistories.grade })
    .from(examHistories)
    .innerJoin(users, eq(users.id, examHistories.userId))
    .where(historiesOf(target))
    .orderBy(desc(examHistories.score), asc(examHistories.timeTaken), asc(examHistories.id))
    .limit(REPORT_EXPORT_MAX_ROWS);
  const table = [
    [
      'Học sinh',
      'Tên đăng nhập',
      'Email',
      'Bắt đầu',
      'Nộp bài',
      'Thời gian làm (phút:giây)',
      'Điểm',
      ...PART_NAMES,
      'Số câu đúng',
      'Tổng số câu',
      'Cách nộp',
    ],
    ...rows.map((row) => {
      const parts = new Map(((row.grade as ExamGrade).parts ?? []).map((part) => [part.part, part.score]));
      return [
        fullName(row),
        row.username,
        row.email,
        vietnamTime.format(row.startedAt),
        vietnamTime.format(row.submittedAt),
        clock(row.timeTaken),
        row.score,
        ...PART_NAMES.map((_, i) => parts.get((i + 1) as 1 | 2 | 3) ?? null),
        row.correctCount,
        row.totalCount,
        row.source === 'SWEEP' ? 'Hết giờ (tự nộp)' : 'Học sinh nộp',
      ];
    }),
  ];
  return writeXlsx(table, 'data');
}
