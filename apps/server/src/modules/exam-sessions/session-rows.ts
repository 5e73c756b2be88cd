import type { QuestionKey } from '@tutor/contract/exam-grading';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { examSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { answersJson, inOrder, keyOf, type PaperRow } from './paper-questions';
import type { TargetRef } from './targets';

export type SessionRow = typeof examSessions.$inferSelect;

/**
 * A token is a handle only on the caller's own session of this exam (or lesson): another student's, or
 * one of another exam, is EXAM_SESSION_INVALID, the same answer as a token that names nothing, so a
 * token cannot be probed.
 */
function ownSession(row: SessionRow | undefined, auth: AuthContext, ref: TargetRef): SessionRow {
  const target = ref.kind === 'EXAM' ? row?.examId : row?.lessonId;
  if (!row || row.userId !== auth.userId || target !== ref.id) throw new AppError('EXAM_SESSION_INVALID');
  return row;
}

export async function findOwnSession(db: DbOrTx, auth: AuthContext, ref: TargetRef, token: string) {
  const [row] = await db.select().from(examSessions).where(eq(examSessions.token, token));
  return ownSession(row, auth, ref);
}

/**
 * The questions of a session's layout with their answers (keys included), as a JSON column beside the
 * session row: closing reads the session and what grading needs in one statement. Names written out
 * (see `answersJson`).
 */
const keysOfLayout = sql<PaperRow[]>`coalesce((select json_agg(json_build_object(
    'id', questions.id, 'type', questions.type, 'answers', ${answersJson}))
    from questions where questions.id in (select value::bigint
      from jsonb_array_elements_text(exam_sessions.layout -> 'questionIds'))), '[]'::json)`;

/** A session locked for closing, and the keys of its paper in the session's order. */
export type ClosingRow = { session: SessionRow; keys: QuestionKey[] };

/**
 * The session matching `where`, locked until the transaction ends (submitting, closing), with its
 * paper's keys; `skipLocked` passes over a session another transaction holds (the sweep).
 */
export async function lockForClosing(
  tx: Tx,
  where: SQL | undefined,
  skipLocked = false,
): Promise<ClosingRow | undefined> {
  const [row] = await tx
    .select({ session: getTableColumns(examSessions), paper: keysOfLayout })
    .from(examSessions)
    .where(where)
    .for('update', skipLocked ? { skipLocked: true } : {});
  if (!row) return undefined;
  return { session: row.session, keys: inOrder(row.session.layout.questionIds, row.paper).map(keyOf) };
}

/** The caller's own session with this token (see `ownSession`), locked for closing, with its keys. */
export async function lockOwnSession(tx: Tx, auth: AuthContext, ref: TargetRef, token: string) {
  const row = await lockForClosing(tx, eq(examSessions.token, token));
  ownSession(row?.session, auth, ref);
  return row as ClosingRow;
}
