import type { CategoryRef } from '@tutor/contract/categories';
import type { QuestionType } from '@tutor/contract/exam-grading';
import {
  type ExamCard,
  type ExamCategoryGroup,
  type ExamDetail,
  type ExamFileType,
  type ExamListResponse,
  type examListQuerySchema,
  type MyExamAttempts,
  type ResultsShown,
  summariseParts,
} from '@tutor/contract/exams';
import { canEnterAdmin, hasAllPermissions } from '@tutor/contract/permissions';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { examHistories, examQuestions, examSessions, exams, questions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern } from '../../lib/list';
import type { AuthContext } from '../../plugins/auth';
import { catalogueOrder, categoriesOf, tagsOf } from '../shared/catalogue-links';
import { loadImageRefs } from '../shared/image-ref';
import {
  examCategoryLink,
  examSortColumns,
  examTagLink,
  inExamCategory,
  questionCounts,
} from './admin-service';

/*
 * What visitors and students read of exams. Never a question, never a key: the page says how many
 * questions each part has and how they score; the questions themselves come from a session.
 */

type ListQuery = z.output<typeof examListQuerySchema>;
type CardRow = {
  id: number;
  name: string;
  slug: string;
  imageId: number | null;
  duration: number;
  opensAt: Date | null;
  closesAt: Date | null;
  attemptsAllowed: number | null;
  createdAt: Date;
};

const cardColumns = {
  id: exams.id,
  name: exams.name,
  slug: exams.slug,
  imageId: exams.imageId,
  duration: exams.duration,
  opensAt: exams.opensAt,
  closesAt: exams.closesAt,
  attemptsAllowed: exams.attemptsAllowed,
  createdAt: exams.createdAt,
};

const isoOrNull = (value: Date | null) => (value ? isoDate(value) : null);

/** Cards for rows: pictures, first ACTIVE category and question counts in one query each. */
async function toCards(db: Db, rows: CardRow[]): Promise<ExamCard[]> {
  const ids = rows.map((row) => row.id);
  const [images, categories, counts] = await Promise.all([
    loadImageRefs(
      db,
      rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
    ),
    categoriesOf(db, examCategoryLink, ids, { onlyActive: true }),
    questionCounts(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.imageId ? (images.get(row.imageId) ?? null) : null,
    duration: row.duration,
    questionCount: counts.get(row.id) ?? 0,
    opensAt: isoOrNull(row.opensAt),
    closesAt: isoOrNull(row.closesAt),
    attemptsAllowed: row.attemptsAllowed,
    category: categories.get(row.id)?.[0] ?? null,
    createdAt: isoDate(row.createdAt),
  }));
}

/** `GET /exams`: ACTIVE exams, newest first by default, optionally of one category or matching a name. */
export async function listStorefrontExams(
  db: Db,
  query: ListQuery,
  categoriesList: () => Promise<CategoryRef[]>,
): Promise<ExamListResponse> {
  const condition = and(
    eq(exams.status, 'ACTIVE'),
    query.categoryId ? inExamCategory(db, query.categoryId) : undefined,
    query.name ? ilike(exams.name, likePattern(query.name)) : undefined,
  );
  const [rows, totals, categories] = await Promise.all([
    db
      .select(cardColumns)
      .from(exams)
      .where(condition)
      .orderBy(...catalogueOrder(query, examSortColumns, exams.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(exams).where(condition),
    categoriesList(),
  ]);
  return {
    data: await toCards(db, rows),
    pagination: { total: totals[0]?.n ?? 0, offset: query.offset, limit: query.limit },
    extra: { categories },
  };
}

/** The exam page without the reader's own attempts: the same for everyone, so the public cache keeps it. */
export async function getPublicExam(db: Db, id: number): Promise<Omit<ExamDetail, 'me'>> {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.status, 'ACTIVE')));
  if (!row) throw notFound();
  const [[card], categories, tags, typeCounts] = await Promise.all([
    toCards(db, [row]),
    categoriesOf(db, examCategoryLink, [id], { onlyActive: true }),
    tagsOf(db, examTagLink, [id]),
    db
      .select({ type: questions.type, n: count() })
      .from(examQuestions)
      .innerJoin(questions, eq(questions.id, examQuestions.questionId))
      .where(eq(examQuestions.examId, id))
      .groupBy(questions.type),
  ]);
  const counts = Object.fromEntries(typeCounts.map((c) => [c.type, Number(c.n)])) as Partial<
    Record<QuestionType, number>
  >;
  return {
    ...(card as ExamCard),
    description: row.description,
    totalPoint: row.totalPoint,
    scoring: row.scoring,
    parts: summariseParts(counts, row.scoring).summary,
    resultsShown: row.resultsShown as ResultsShown,
    hasDocument: row.documentFile !== null,
    hasAnswer: row.answerFile !== null,
    categories: categories.get(id) ?? [],
    tags: tags.get(id) ?? [],
    updatedAt: isoDate(row.updatedAt),
  };
}

/**
 * A student's attempts at an exam: sessions opened (a staff reset gives the attempt back) and whether
 * one is open now. Read here, from the engine's tables, so the page needs no second call.
 */
export async function myAttempts(db: Db, examId: number, userId: number): Promise<MyExamAttempts> {
  const [row] = await queryRows<{ used: number | string; open: number | string }>(
    db,
    sql`select count(*) filter (where ${examSessions.closedBy} is distinct from 'RESET') as used,
               count(*) filter (where ${examSessions.closedAt} is null and ${examSessions.deadline} > now()) as open
        from ${examSessions}
        where ${examSessions.examId} = ${examId} and ${examSessions.userId} = ${userId}`,
  );
  return { attemptsUsed: Number(row?.used ?? 0), hasOpenSession: Number(row?.open ?? 0) > 0 };
}

/** Most exam categories a page shows at once (project choice). */
const CATEGORY_GROUPS_MAX = 50;

/**
 * `GET /exams/category`: each ACTIVE exam category with its number of ACTIVE exams and its newest
 * ones: the counts, then every category's newest ids at once (a LATERAL join), then their cards.
 */
export async function examsByCategory(db: Db, perCategory: number): Promise<ExamCategoryGroup[]> {
  const groups = await queryRows<{ id: number | string; name: string; slug: string; total: number | string }>(
    db,
    sql`select c.id, c.name, c.slug, count(e.id) as total
        from categories c
        left join exam_categories ec on ec.category_id = c.id
        left join exams e on e.id = ec.exam_id and e.status = 'ACTIVE'
        where c.type = 'EXAM' and c.status = 'ACTIVE'
        group by c.id
        order by c.position, c.name, c.id
        limit ${CATEGORY_GROUPS_MAX}`,
  );
  if (groups.length === 0) return [];
  const categoryIds = groups.map((group) => Number(group.id));
  const picked = await queryRows<{ category_id: number | string; id: number | string }>(
    db,
    sql`select c.id as category_id, e.id
        from unnest(${sql.raw(`ARRAY[${categoryIds.join(',')}]::bigint[]`)}) as c(id)
        cross join lateral (
          select e.id from exam_categories ec
          join exams e on e.id = ec.exam_id
          where ec.category_id = c.id and e.status = 'ACTIVE'
          order by e.created_at desc, e.id desc
          limit ${perCategory}
        ) e`,
  );
  const ids = [...new Set(picked.map((row) => Number(row.id)))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(cardColumns)
          .from(exams)
          .where(
            sql`${exams.id} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
  const cards = new Map((await toCards(db, rows)).map((card) => [card.id, card]));
  const byCategory = new Map<number, ExamCard[]>();
  for (const row of picked) {
    const card = cards.get(Number(row.id));
    if (!card) continue;
    const list = byCategory.get(Number(row.category_id)) ?? [];
    list.push(card);
    byCategory.set(Number(row.category_id), list);
  }
  return groups.map((group) => ({
    id: Number(group.id),
    name: group.name,
    slug: group.slug,
    total: Number(group.total),
    exams: byCategory.get(Number(group.id)) ?? [],
  }));
}

/**
 * Who may download an exam's PDFs: staff who may read exams, always; a student only once they have a
 * history of it (a submitted or swept attempt), and the solutions only when results are visible
 * (shown at once, or the window has closed), so a paper cannot be passed around during a mock exam.
 */
export async function authorizeExamDownload(
  db: Db,
  id: number,
  type: ExamFileType,
  auth: AuthContext | null,
): Promise<{ file: string; name: string }> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  const isStaff = auth !== null && canEnterAdmin(auth) && hasAllPermissions(auth, ['exam:read']);
  if (!row || (row.status !== 'ACTIVE' && !isStaff)) throw notFound();
  if (!isStaff) {
    if (!auth) throw new AppError('UNAUTHENTICATED');
    const [taken] = await db
      .select({ id: examHistories.id })
      .from(examHistories)
      .where(and(eq(examHistories.examId, id), eq(examHistories.userId, auth.userId)))
      .limit(1);
    if (!taken) throw new AppError('EXAM_NOT_SUBMITTED');
    const isClosed = row.closesAt !== null && row.closesAt.getTime() <= Date.now();
    if (type === 'answer' && row.resultsShown !== 'IMMEDIATELY' && !isClosed)
      throw new AppError('EXAM_RESULT_HIDDEN');
  }
  const file = type === 'document' ? row.documentFile : row.answerFile;
  if (!file) throw new AppError('EXAM_FILE_NOT_ATTACHED');
  const name = type === 'document' ? row.documentName : row.answerName;
  return { file, name: name || `de-thi-${id}${type === 'answer' ? '-dap-an' : ''}.pdf` };
}
