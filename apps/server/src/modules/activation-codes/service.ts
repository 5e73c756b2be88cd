import {
  type ActivationBatch,
  type ActivationCodeState,
  type ActivationCodeStatus,
  type ActivationCodesCreated,
  type AdminActivationCode,
  type AdminActivationCodeListQuery,
  type createActivationCodeBodySchema,
  type createActivationCodesBodySchema,
  formatActivationCode,
  normaliseActivationCode,
  type updateActivationCodeBodySchema,
} from '@tutor/contract/activation-codes';
import { ACTIVATION_CODE_LENGTH } from '@tutor/contract/constants';
import { writeXlsx } from '@tutor/contract/xlsx-writer';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { activationCodes, comboCourses, combos, courses, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import { randomCode } from '../orders/transfer-code';

/*
 * The back office of activation codes: batches, the list with its derived state, disable/enable and
 * expiry, delete, and the batch's xlsx. A used code is history (who opened which course with it): it can
 * be neither changed nor deleted (ACTIVATION_CODE_USED).
 */

type CreateOne = z.output<typeof createActivationCodeBodySchema>;
type CreateMany = z.output<typeof createActivationCodesBodySchema>;
type Update = z.output<typeof updateActivationCodeBodySchema>;

/** Used, whatever became of the user (`used_by` is set null when the account is deleted; `used_at` stays). */
const isUsed = sql`${activationCodes.usedAt} is not null`;
const isExpired = sql`${activationCodes.expiresAt} is not null and ${activationCodes.expiresAt} <= now()`;

/** The state an admin filters by, as the list derives it: used wins, then disabled, then expired. */
const stateSql = sql<ActivationCodeState>`case
  when ${isUsed} then 'USED'
  when ${activationCodes.status} = 'DISABLED' then 'DISABLED'
  when ${isExpired} then 'EXPIRED'
  else 'UNUSED' end`;

function stateCondition(state: ActivationCodeState): SQL {
  switch (state) {
    case 'USED':
      return isUsed;
    case 'DISABLED':
      return sql`not (${isUsed}) and ${activationCodes.status} = 'DISABLED'`;
    case 'EXPIRED':
      return sql`not (${isUsed}) and ${activationCodes.status} = 'ACTIVE' and ${isExpired}`;
    case 'UNUSED':
      return sql`not (${isUsed}) and ${activationCodes.status} = 'ACTIVE' and not (${isExpired})`;
  }
}

const rowColumns = {
  id: activationCodes.id,
  code: activationCodes.code,
  batch: activationCodes.batch,
  courseId: activationCodes.courseId,
  comboId: activationCodes.comboId,
  courseName: courses.name,
  comboName: combos.name,
  expiresAt: activationCodes.expiresAt,
  status: activationCodes.status,
  state: stateSql,
  usedAt: activationCodes.usedAt,
  createdAt: activationCodes.createdAt,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Row = {
  id: number;
  code: string;
  batch: string;
  courseId: number | null;
  comboId: number | null;
  courseName: string | null;
  comboName: string | null;
  expiresAt: Date | null;
  status: string;
  state: ActivationCodeState;
  usedAt: Date | null;
  createdAt: Date;
  userId: number | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

function selectRows(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(activationCodes)
    .leftJoin(courses, eq(courses.id, activationCodes.courseId))
    .leftJoin(combos, eq(combos.id, activationCodes.comboId))
    .leftJoin(users, eq(users.id, activationCodes.usedBy));
}

function toView(row: Row): AdminActivationCode {
  return {
    id: row.id,
    code: formatActivationCode(row.code),
    batch: row.batch,
    courseId: row.courseId,
    comboId: row.comboId,
    targetName: row.courseName ?? row.comboName ?? '',
    expiresAt: row.expiresAt ? isoDate(row.expiresAt) : null,
    status: row.status as ActivationCodeStatus,
    state: row.state,
    usedBy:
      row.userId !== null && row.username !== null
        ? {
            id: row.userId,
            username: row.username,
            fullName: `${row.lastName ?? ''} ${row.firstName ?? ''}`.trim(),
          }
        : null,
    usedAt: row.usedAt ? isoDate(row.usedAt) : null,
    createdAt: isoDate(row.createdAt),
  };
}

function listCondition(query: AdminActivationCodeListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.batch ? eq(activationCodes.batch, query.batch) : undefined,
    query.state ? stateCondition(query.state) : undefined,
    query.courseId ? eq(activationCodes.courseId, query.courseId) : undefined,
    query.comboId ? eq(activationCodes.comboId, query.comboId) : undefined,
  ];
  if (query.q) {
    const code = normaliseActivationCode(query.q);
    // A whole code is found through the unique index; a part of one (or a batch name) by a scan.
    conditions.push(
      code.length === ACTIVATION_CODE_LENGTH
        ? or(eq(activationCodes.code, code), ilike(activationCodes.batch, likePattern(query.q)))
        : or(
            code ? ilike(activationCodes.code, likePattern(code)) : undefined,
            ilike(activationCodes.batch, likePattern(query.q)),
          ),
    );
  }
  return and(...conditions);
}

const sortColumns = {
  createdAt: activationCodes.createdAt,
  usedAt: activationCodes.usedAt,
  expiresAt: activationCodes.expiresAt,
};

async function checkTarget(db: Db | Tx, body: { courseId: number | null; comboId: number | null }) {
  if (body.courseId !== null) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, body.courseId));
    if (!course) throw fieldError('courseId', 'invalidValue');
  } else if (body.comboId !== null) {
    // A combo with no course would use a code up and open nothing (the shop refuses to sell one too).
    const [combo] = await db
      .select({ id: combos.id })
      .from(combos)
      .where(
        and(
          eq(combos.id, body.comboId),
          sql`exists (select 1 from ${comboCourses} where ${comboCourses.comboId} = ${combos.id})`,
        ),
      );
    if (!combo) throw fieldError('comboId', 'invalidValue');
  }
}

/**
 * Draws `count` new codes and inserts them in one statement; the unique index on `code` turns a
 * collision (or a code drawn twice in one batch) into a skipped row, which the next round redraws. With
 * 2^60 codes a redraw practically never happens; the loop is bounded all the same.
 */
async function insertCodes(
  tx: Tx,
  values: { batch: string; courseId: number | null; comboId: number | null; expiresAt: Date | null },
  wanted: number,
  actorId: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let round = 0; round < 5 && ids.length < wanted; round++) {
    const codes = Array.from({ length: wanted - ids.length }, () => randomCode(ACTIVATION_CODE_LENGTH));
    const inserted = await tx
      .insert(activationCodes)
      .values(codes.map((code) => ({ ...values, code, createdBy: actorId })))
      .onConflictDoNothing({ target: activationCodes.code })
      .returning({ id: activationCodes.id });
    ids.push(...inserted.map((row) => row.id));
  }
  if (ids.length < wanted) throw new Error('could not draw unique activation codes');
  return ids;
}

export function createActivationCodesService(db: Db) {
  async function get(id: number): Promise<AdminActivationCode> {
    const [row] = await selectRows(db).where(eq(activationCodes.id, id));
    if (!row) throw notFound();
    return toView(row);
  }

  return {
    get,

    async list(query: AdminActivationCodeListQuery) {
      const condition = listCondition(query);
      const { limit, offset } = pageOf(query);
      const [rows, totals] = await Promise.all([
        selectRows(db)
          .where(condition)
          .orderBy(...orderByOf(query, sortColumns, activationCodes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(activationCodes).where(condition),
      ]);
      return { data: rows.map(toView), total: totals[0]?.n ?? 0 };
    },

    async batches(): Promise<ActivationBatch[]> {
      const rows = await db
        .select({
          batch: activationCodes.batch,
          total: count(),
          used: sql<number>`count(${activationCodes.usedAt})::int`,
          createdAt: sql<Date>`max(${activationCodes.createdAt})`,
        })
        .from(activationCodes)
        .groupBy(activationCodes.batch)
        .orderBy(desc(sql`max(${activationCodes.createdAt})`))
        .limit(500);
      return rows.map((row) => ({ ...row, used: Number(row.used), createdAt: isoDate(row.createdAt) }));
    },

    async createOne(body: CreateOne, actorId: number): Promise<AdminActivationCode> {
      const [id] = await db.transaction(async (tx) => {
        await checkTarget(tx, body);
        return insertCodes(tx, toValues(body), 1, actorId);
      });
      return get(id as number);
    },

    async createMany(body: CreateMany, actorId: number): Promise<ActivationCodesCreated> {
      const ids = await db.transaction(async (tx) => {
        await checkTarget(tx, body);
        return insertCodes(tx, toValues(body), body.count, actorId);
      });
      return { batch: body.batch, count: ids.length };
    },

    async update(id: number, body: Update): Promise<AdminActivationCode> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ usedAt: activationCodes.usedAt })
          .from(activationCodes)
          .where(eq(activationCodes.id, id))
          .for('update');
        if (!row) throw notFound();
        if (row.usedAt !== null) throw new AppError('ACTIVATION_CODE_USED');
        const set: Partial<typeof activationCodes.$inferInsert> = {};
        if (body.status !== undefined) set.status = body.status;
        if (body.expiresAt !== undefined) set.expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
        if (Object.keys(set).length === 0) return;
        await tx
          .update(activationCodes)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(activationCodes.id, id));
      });
      return get(id);
    },

    /** Deletes an unused code; a used one stays as the record of who redeemed it. */
    async remove(id: number): Promise<void> {
      const gone = await db
        .delete(activationCodes)
        .where(and(eq(activationCodes.id, id), isNull(activationCodes.usedAt)))
        .returning({ id: activationCodes.id });
      if (gone.length > 0) return;
      const [exists] = await db
        .select({ id: activationCodes.id })
        .from(activationCodes)
        .where(eq(activationCodes.id, id));
      throw exists ? new AppError('ACTIVATION_CODE_USED') : notFound();
    },

    /**
     * One batch's codes as an xlsx sheet (named data, spec §9) to print or mail: code, target, expiry,
     * state, who used it and when. Vietnamese headers, like the other exports.
     */
    async exportBatch(batch: string): Promise<Uint8Array | null> {
      const rows = await selectRows(db)
        .where(eq(activationCodes.batch, batch))
        .orderBy(activationCodes.id)
        .limit(EXPORT_MAX_ROWS);
      if (rows.length === 0) return null;
      const table = [
        ['Mã kích hoạt', 'Lô', 'Khoá học / combo', 'Hết hạn', 'Trạng thái', 'Người dùng', 'Sử dụng lúc'],
        ...rows.map((row) => {
          const view = toView(row);
          return [
            view.code,
            view.batch,
            `${row.courseId !== null ? 'Khoá học' : 'Combo'}: ${view.targetName}`,
            row.expiresAt ? vietnamTime.format(row.expiresAt) : 'Không hết hạn',
            STATE_LABELS[view.state],
            view.usedBy ? `${view.usedBy.fullName} (${view.usedBy.username})` : '',
            row.usedAt ? vietnamTime.format(row.usedAt) : '',
          ];
        }),
      ];
      return writeXlsx(table, 'data');
    },
  };
}

/** Several print runs may share a name; the export still stays bounded. */
const EXPORT_MAX_ROWS = 20_000;

const STATE_LABELS: Record<ActivationCodeState, string> = {
  UNUSED: 'Chưa sử dụng',
  USED: 'Đã sử dụng',
  DISABLED: 'Đã vô hiệu',
  EXPIRED: 'Hết hạn',
};

const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'short',
});

function toValues(body: CreateOne) {
  return {
    batch: body.batch,
    courseId: body.courseId,
    comboId: body.comboId,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  };
}
