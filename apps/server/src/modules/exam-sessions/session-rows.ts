import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { examSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
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

/** The same, with the row locked until the transaction ends (submitting, closing). */
export async function lockOwnSession(tx: Tx, auth: AuthContext, ref: TargetRef, token: string) {
  const [row] = await tx.select().from(examSessions).where(eq(examSessions.token, token)).for('update');
  return ownSession(row, auth, ref);
}
