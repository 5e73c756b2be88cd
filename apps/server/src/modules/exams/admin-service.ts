import type { Status } from '@tutor/contract/constants';
import {
  type AdminExam,
  type AdminExamDetail,
  type adminExamListQuerySchema,
  type createExamBodySchema,
  type ExamFileType,
  examRuleIssues,
  type ResultsShown,
  type updateExamBodySchema,
} from '@tutor/contract/exams';
import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { examCategories, examHistories, examQuestions, exams, examTags } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, pageOf } from '../../lib/list';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Storage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/upload-files';
import type { CrudService } from '../shared/admin-crud';
import { catalogueOrder, categoriesOf, checkLinkIds, slugFor, tagsOf } from '../shared/catalogue-links';
import { loadImageRefs } from '../shared/image-ref';

type ListQuery = z.output<typeof adminExamListQuerySchema>;
type CreateInput = z.output<typeof createExamBodySchema>;
type UpdateInput = z.output<typeof updateExamBodySchema>;
export type ExamRow = typeof exams.$inferSelect;

/** Exam PDFs (the paper and its solutions) are private: only `GET /exams/download-document/{id}` reads them. */
export const EXAM_FOLDER = 'exams';
const SLUG_FALLBACK = 'de-thi';

export const examCategoryLink = { owner: examCategories.examId, target: examCategories.categoryId };
export const examTagLink = { owner: examTags.examId, target: examTags.tagId };
export const examSortColumns = { createdAt: exams.createdAt, name: exams.name };

/** Exams of one category, as a subquery for `id IN (…)`. */
export function inExamCategory(db: DbOrTx, categoryId: number) {
  return inArray(
    exams.id,
    db
      .select({ id: examCategories.examId })
      .from(examCategories)
      .where(eq(examCategories.categoryId, categoryId)),
  );
}

/** Number of questions of each exam, in one query. */
export async function questionCounts(db: DbOrTx, examIds: readonly number[]): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: examQuestions.examId, n: count() })
    .from(examQuestions)
    .where(inArray(examQuestions.examId, [...examIds]))
    .groupBy(examQuestions.examId);
  return new Map(rows.map((row) => [Number(row.examId), Number(row.n)]));
}

async function writeLinks(
  tx: Tx,
  examId: number,
  body: { categoryIds?: number[]; tagIds?: number[] },
  isNew: boolean,
) {
  if (body.categoryIds) {
    if (!isNew) await tx.delete(examCategories).where(eq(examCategories.examId, examId));
    const ids = [...new Set(body.categoryIds)];
    if (ids.length > 0)
      await tx.insert(examCategories).values(ids.map((categoryId) => ({ examId, categoryId })));
  }
  if (body.tagIds) {
    if (!isNew) await tx.delete(examTags).where(eq(examTags.examId, examId));
    const ids = [...new Set(body.tagIds)];
    if (ids.length > 0) await tx.insert(examTags).values(ids.map((tagId) => ({ examId, tagId })));
  }
}

/** The window and results rules on the row as it will be stored (an update may change one side only). */
function checkRules(exam: {
  opensAt: Date | string | null;
  closesAt: Date | string | null;
  resultsShown: string;
}) {
  const issues = examRuleIssues({ ...exam, resultsShown: exam.resultsShown as ResultsShown });
  if (issues.length > 0)
    throw new AppError('VALIDATION_ERROR', {
      details: issues.map((issue) => ({ path: issue.path, key: issue.key, message: '' })),
    });
}

const FILE_COLUMNS = {
  document: { file: 'documentFile', name: 'documentName' },
  answer: { file: 'answerFile', name: 'answerName' },
} as const;

export function createExamsAdminService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function removeFile(name: string | null | undefined) {
    if (!name) return;
    try {
      await storage.remove('private', EXAM_FOLDER, name);
    } catch (error) {
      log.warn({ err: error, file: name }, 'could not remove a replaced exam file');
    }
  }

  async function toAdminExams(rows: ExamRow[]): Promise<AdminExam[]> {
    const ids = rows.map((row) => row.id);
    const [categories, images, counts] = await Promise.all([
      categoriesOf(db, examCategoryLink, ids, { onlyActive: false }),
      loadImageRefs(
        db,
        rows.flatMap((row) => (row.imageId ? [row.imageId] : [])),
      ),
      questionCounts(db, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      imageId: row.imageId,
      image: row.imageId ? (images.get(row.imageId) ?? null) : null,
      duration: row.duration,
      totalPoint: row.totalPoint,
      opensAt: row.opensAt ? isoDate(row.opensAt) : null,
      closesAt: row.closesAt ? isoDate(row.closesAt) : null,
      attemptsAllowed: row.attemptsAllowed,
      resultsShown: row.resultsShown as ResultsShown,
      shuffleQuestions: row.shuffleQuestions,
      shuffleOptions: row.shuffleOptions,
      categories: categories.get(row.id) ?? [],
      questionCount: counts.get(row.id) ?? 0,
      documentName: row.documentFile ? row.documentName : '',
      answerName: row.answerFile ? row.answerName : '',
      status: row.status as Status,
      createdAt: isoDate(row.createdAt),
      updatedAt: isoDate(row.updatedAt),
    }));
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(exams).where(eq(exams.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function item(id: number) {
    const [result] = await toAdminExams([await findRow(id)]);
    return result as AdminExam;
  }

  async function get(id: number): Promise<AdminExamDetail> {
    const row = await findRow(id);
    const [[result], tags] = await Promise.all([toAdminExams([row]), tagsOf(db, examTagLink, [id])]);
    const exam = result as AdminExam;
    const tagList = tags.get(id) ?? [];
    return {
      ...exam,
      description: row.description,
      scoring: row.scoring,
      categoryIds: exam.categories.map((category) => category.id),
      tagIds: tagList.map((tag) => tag.id),
      tags: tagList,
    };
  }

  const service = {
    async list(query: ListQuery) {
      const { limit, offset } = pageOf(query);
      const p = query.q ? likePattern(query.q) : undefined;
      const condition = and(
        p ? or(ilike(exams.name, p), ilike(exams.slug, p)) : undefined,
        query.categoryId ? inExamCategory(db, query.categoryId) : undefined,
        query.status ? eq(exams.status, query.status) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(exams)
          .where(condition)
          .orderBy(...catalogueOrder(query, examSortColumns, exams.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(exams).where(condition),
      ]);
      return { data: await toAdminExams(rows), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body: CreateInput) {
      const id = await db.transaction(async (tx) => {
        await checkLinkIds(tx, body, 'EXAM');
        const { categoryIds, tagIds, opensAt, closesAt, ...fields } = body;
        const [row] = await tx
          .insert(exams)
          .values({
            ...fields,
            opensAt: opensAt ? new Date(opensAt) : null,
            closesAt: closesAt ? new Date(closesAt) : null,
            slug: slugFor(body.slug, body.name, SLUG_FALLBACK),
            description: sanitizeRichText(body.description),
          })
          .returning({ id: exams.id });
        const examId = (row as { id: number }).id;
        await writeLinks(tx, examId, { categoryIds, tagIds }, true);
        return examId;
      });
      return item(id);
    },
    async update(id: number, body: UpdateInput) {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(exams).where(eq(exams.id, id)).for('update');
        if (!current) throw notFound();
        const opensAt =
          body.opensAt === undefined ? current.opensAt : body.opensAt ? new Date(body.opensAt) : null;
        const closesAt =
          body.closesAt === undefined ? current.closesAt : body.closesAt ? new Date(body.closesAt) : null;
        checkRules({ opensAt, closesAt, resultsShown: body.resultsShown ?? current.resultsShown });
        await checkLinkIds(tx, body, 'EXAM');
        const { categoryIds, tagIds, opensAt: _opens, closesAt: _closes, ...fields } = body;
        await tx
          .update(exams)
          .set({
            ...fields,
            opensAt,
            closesAt,
            ...(body.slug !== undefined
              ? { slug: slugFor(body.slug, body.name ?? current.name, SLUG_FALLBACK) }
              : {}),
            ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(exams.id, id));
        await writeLinks(tx, id, { categoryIds, tagIds }, false);
      });
      return item(id);
    },
    /**
     * Refused once a student has a history on it (their results would go with it). The exam row is
     * locked first: a submit in flight holds a key-share lock through its history's foreign key, so the
     * check below runs after it committed, and a submit arriving later waits and then finds no exam.
     */
    async remove(id: number) {
      const files = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ documentFile: exams.documentFile, answerFile: exams.answerFile })
          .from(exams)
          .where(eq(exams.id, id))
          .for('update');
        if (!row) throw notFound();
        const [taken] = await tx
          .select({ id: examHistories.id })
          .from(examHistories)
          .where(eq(examHistories.examId, id))
          .limit(1);
        if (taken) throw new AppError('EXAM_HAS_SUBMISSIONS');
        await tx.delete(exams).where(eq(exams.id, id));
        return row;
      });
      await removeFile(files.documentFile);
      await removeFile(files.answerFile);
    },

    /** Attaches the paper or its solutions (a PDF checked by content, private storage). */
    async upload(id: number, type: ExamFileType, file: UploadedFile): Promise<AdminExamDetail> {
      if (file.kind !== 'pdf') throw new AppError('FILE_TYPE_NOT_ALLOWED');
      await findRow(id);
      const columns = FILE_COLUMNS[type];
      const name = await storage.moveIn('private', EXAM_FOLDER, file.path, 'pdf');
      let replaced: string | null;
      try {
        replaced = await db.transaction(async (tx) => {
          const [current] = await tx.select().from(exams).where(eq(exams.id, id)).for('update');
          if (!current) throw notFound();
          await tx
            .update(exams)
            .set({ [columns.file]: name, [columns.name]: file.fileName, updatedAt: new Date() })
            .where(eq(exams.id, id));
          return current[columns.file];
        });
      } catch (error) {
        await removeFile(name);
        throw error;
      }
      await removeFile(replaced);
      return get(id);
    },
  } satisfies CrudService<AdminExam, AdminExamDetail, ListQuery, CreateInput, UpdateInput> &
    Record<string, unknown>;
  return service;
}
