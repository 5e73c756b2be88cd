import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationKind = 'ORDER_STATUS' | 'ACTIVATION' | 'ENROLLMENT' | 'MESSAGE';

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  /** For system kinds: what the web needs to write the text in the reader's language. */
  data?: Record<string, string | number | null>;
  /** A storefront path to open, or ''. */
  link?: string;
  /** MESSAGE only: shown as written. */
  title?: string;
  body?: string;
  sentBy?: number | null;
};

/**
 * Writes notifications, in the caller's transaction (an order's completion and its notice land together).
 * One statement for any number of rows.
 */
export async function notify(db: DbOrTx, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((row) => ({
      userId: row.userId,
      kind: row.kind,
      data: row.data ?? {},
      link: row.link ?? '',
      title: row.title ?? '',
      body: row.body ?? '',
      sentBy: row.sentBy ?? null,
    })),
  );
}
