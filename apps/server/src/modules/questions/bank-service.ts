import type { QuestionType } from '@tutor/contract/exam-grading';
import type { QuestionData } from '@tutor/contract/question-input';
import type {
  AdminQuestion,
  AdminQuestionAnswer,
  AdminQuestionDetail,
  adminQuestionListQuerySchema,
  updateQuestionBodySchema,
} from '@tutor/contract/questions';
import { and, asc, count, eq, getTableName, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import {
  categories,
  examQuestions,
  lessonQuestions,
  questionAnswers,
  questions,
  questionTags,
  tags,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import { plainText, sanitizeRichText } from '../../lib/rich-text';
import type { AuthContext } from '../../plugins/auth';
import type { CrudService } from '../shared/admin-crud';
import {
  answerValues,
  checkQuestions,
  checkReferences,
  requireAnswersShape,
  writeAnswers,
  writeTags,
} from './question-rows';

type ListQuery = z.output<typeof adminQuestionListQuerySchema>;
type UpdateInput = z.output<typeof updateQuestionBodySchema>;

/** The stem's excerpt in lists: plain text, maths kept as typed so the list can typeset it. */
export const EXCERPT_LENGTH = 220;

const usage = {
  examCount: sql<number>`(select count(*)::int from ${examQuestions} where ${examQuestions.questionId} = ${questions.id})`,
  lessonCount: sql<number>`(select count(*)::int from ${lessonQuestions} where ${lessonQuestions.questionId} = ${questions.id})`,
  answerCount: sql<number>`(select count(*)::int from ${questionAnswers} where ${questionAnswers.questionId} = ${questions.id})`,
};

const rowColumns = {
  id: questions.id,
  type: questions.type,
  content: questions.content,
  solution: questions.solution,
  difficulty: questions.difficulty,
  status: questions.status,
  categoryId: questions.categoryId,
  categoryName: categories.name,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
  ...usage,
};

async function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .where(where);
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function tagsOf(db: DbOrTx, ids: readonly number[]) {
  const byQuestion = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byQuestion;
  const rows = await db
    .select({ questionId: questionTags.questionId, id: tags.id, name: tags.name })
    .from(questionTags)
    .innerJoin(tags, eq(tags.id, questionTags.tagId))
    .where(inArray(questionTags.questionId, [...ids]))
    .orderBy(asc(tags.name));
  for (const { questionId, ...tag } of rows) {
    byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), tag]);
  }
  return byQuestion;
}

function toAdminQuestion(row: Row, tagList: { id: number; name: string }[]): AdminQuestion {
  return {
    id: row.id,
    type: row.type as QuestionType,
    excerpt: plainText(row.content, EXCERPT_LENGTH),
    difficulty: row.difficulty as AdminQuestion['difficulty'],
    status: row.status as AdminQuestion['status'],
    category: row.categoryId && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    tags: tagList,
    answerCount: row.answerCount,
    examCount: row.examCount,
    lessonCount: row.lessonCount,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

async function toAdminQuestions(db: DbOrTx, rows: Row[]) {
  const tagMap = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminQuestion(row, tagMap.get(row.id) ?? []));
}

export async function answersOf(db: DbOrTx, questionId: number): Promise<AdminQuestionAnswer[]> {
  return db
    .select({
      id: questionAnswers.id,
      position: questionAnswers.position,
      label: questionAnswers.label,
      content: questionAnswers.content,
      isCorrect: questionAnswers.isCorrect,
    })
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, questionId))
    .orderBy(asc(questionAnswers.position));
}

export async function getQuestion(db: DbOrTx, id: number): Promise<AdminQuestionDetail> {
  const [row] = await selectRows(db, eq(questions.id, id));
  if (!row) throw notFound();
  const [[item], answers] = await Promise.all([toAdminQuestions(db, [row]), answersOf(db, id)]);
  if (!item) throw notFound();
  return {
    ...item,
    content: row.content,
    solution: row.solution,
    categoryId: row.categoryId,
    tagIds: item.tags.map((tag) => tag.id),
    answers,
  };
}

/** The bank's rows of some ids, in the order given. */
export async function questionsByIds(db: DbOrTx, ids: readonly number[]): Promise<AdminQuestion[]> {
  if (ids.length === 0) return [];
  const items = await toAdminQuestions(db, await selectRows(db, inArray(questions.id, [...ids])));
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Writes several questions in the caller's transaction: all or nothing. Every item is checked before
 * the first insert (answers per type → QUESTION_ANSWERS_INVALID at `items.N.answers`; unknown category
 * or tag → VALIDATION_ERROR at `items.N.categoryId|tagIds`), so a refused batch writes nothing even
 * outside a transaction. Rich text is sanitised. Answers the new ids in input order.
 *
 * Used by `POST /questions/multiple` and by the PDF import's confirm step.
 */
export async function createQuestions(
  tx: Tx,
  inputs: readonly QuestionData[],
  userId: number | null,
  pathOf: (index: number) => string = (index) => `items.${index}.`,
): Promise<number[]> {
  await checkQuestions(tx, inputs, pathOf);
  if (inputs.length === 0) return [];
  // Four statements for any number of questions (an import confirms up to 100, the demo bank writes
  // 108; one at a time it was five statements per question). The ids are drawn from the identity's
  // sequence first, so each answer and tag row knows its question without relying on the order of an
  // INSERT's RETURNING rows. At most 100 × 5 answers × 5 columns: far below PostgreSQL's 65,535
  // parameters per statement.
  const ids = await reserveIds(tx, getTableName(questions), inputs.length);
  const idAt = (index: number) => ids[index] as number;
  await tx
    .insert(questions)
    .overridingSystemValue()
    .values(
      inputs.map((input, index) => ({
        id: idAt(index),
        type: input.type,
        content: sanitizeRichText(input.content),
        solution: sanitizeRichText(input.solution),
        difficulty: input.difficulty,
        categoryId: input.categoryId,
        status: input.status,
        createdBy: userId,
      })),
    );
  const answerRows = inputs.flatMap((input, index) =>
    input.answers.map((answer, position) => ({
      questionId: idAt(index),
      position,
      ...answerValues(input.type, position, answer),
    })),
  );
  if (answerRows.length > 0) await tx.insert(questionAnswers).values(answerRows);
  const tagRows = inputs.flatMap((input, index) =>
    [...new Set(input.tagIds ?? [])].map((tagId) => ({ questionId: idAt(index), tagId })),
  );
  if (tagRows.length > 0) await tx.insert(questionTags).values(tagRows);
  return ids;
}

/** `howMany` new ids of a table's identity column, taken from its sequence in one statement. */
async function reserveIds(tx: Tx, table: string, howMany: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${howMany})`,
  );
  return rows.map((row) => Number(row.id));
}

/** Locks a question's row for a change to it or its answers; NOT_FOUND when there is none. */
export async function lockQuestion(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .where(eq(questions.id, id))
    .for('update');
  if (!row) throw notFound();
  return { id: row.id, type: row.type as QuestionType };
}

async function isUsed(tx: Tx, id: number) {
  const [row] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from ${examQuestions} where ${examQuestions.questionId} = ${id})
      or exists (select 1 from ${lessonQuestions} where ${lessonQuestions.questionId} = ${id}) as used`,
  );
  return row?.used === true;
}

function filtersOf(query: ListQuery): SQL | undefined {
  return and(
    query.type ? eq(questions.type, query.type) : undefined,
    query.difficulty ? eq(questions.difficulty, query.difficulty) : undefined,
    query.categoryId ? eq(questions.categoryId, query.categoryId) : undefined,
    query.status ? eq(questions.status, query.status) : undefined,
    query.tagId
      ? sql`exists (select 1 from ${questionTags} where ${questionTags.questionId} = ${questions.id} and ${questionTags.tagId} = ${query.tagId})`
      : undefined,
    query.q ? ilike(questions.content, likePattern(query.q)) : undefined,
    query.excludeLessonId
      ? sql`not exists (select 1 from ${lessonQuestions} where ${lessonQuestions.questionId} = ${questions.id} and ${lessonQuestions.lessonId} = ${query.excludeLessonId})`
      : undefined,
  );
}

export function createQuestionBank(db: Db) {
  const service = {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const where = filtersOf(query);
      const [rows, totals] = await Promise.all([
        db
          .select(rowColumns)
          .from(questions)
          .leftJoin(categories, eq(categories.id, questions.categoryId))
          .where(where)
          .orderBy(
            ...orderByOf(
              query,
              {
                createdAt: questions.createdAt,
                updatedAt: questions.updatedAt,
                difficulty: questions.difficulty,
                type: questions.type,
              },
              questions.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(questions).where(where),
      ]);
      return { data: await toAdminQuestions(db, rows), total: totals[0]?.n ?? 0 };
    },
    get: (id: number) => getQuestion(db, id),
    async create(body: QuestionData, actor: AuthContext) {
      const [id] = await db.transaction((tx) => createQuestions(tx, [body], actor.userId, () => ''));
      return getQuestion(db, id as number);
    },
    async createMany(items: readonly QuestionData[], actor: AuthContext) {
      const ids = await db.transaction((tx) => createQuestions(tx, items, actor.userId));
      return questionsByIds(db, ids);
    },
    async update(id: number, body: UpdateInput) {
      await db.transaction(async (tx) => {
        const current = await lockQuestion(tx, id);
        const type = body.type ?? current.type;
        if (body.type !== undefined || body.answers !== undefined) {
          // A type change re-reads the stored answers against the new type; a used question keeps its
          // type, since open sessions and histories were laid out and graded by it.
          if (type !== current.type && (await isUsed(tx, id))) throw new AppError('QUESTION_IN_USE');
          const answers = body.answers ?? (await answersOf(tx, id));
          requireAnswersShape(type, answers);
          await writeAnswers(tx, id, type, answers);
        }
        await checkReferences(tx, [body], () => '');
        await tx
          .update(questions)
          .set({
            type,
            ...(body.content !== undefined ? { content: sanitizeRichText(body.content) } : {}),
            ...(body.solution !== undefined ? { solution: sanitizeRichText(body.solution) } : {}),
            ...(body.difficulty !== undefined ? { difficulty: body.difficulty } : {}),
            ...(body.categoryId !== undefined ? { categoryId: body.categoryId } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            updatedAt: new Date(),
          })
          .where(eq(questions.id, id));
        if (body.tagIds !== undefined) await writeTags(tx, id, body.tagIds);
      });
      return getQuestion(db, id);
    },
    async remove(id: number) {
      try {
        const deleted = await db
          .delete(questions)
          .where(eq(questions.id, id))
          .returning({ id: questions.id });
        if (deleted.length === 0) throw notFound();
      } catch (error) {
        // exam_questions and lesson_questions refer to it ON DELETE RESTRICT: the database decides.
        if (isForeignKeyViolation(error)) throw new AppError('QUESTION_IN_USE');
        throw error;
      }
    },
  } satisfies CrudService<AdminQuestion, AdminQuestionDetail, ListQuery, QuestionData, UpdateInput> &
    Record<string, unknown>;
  return service;
}
