import type {
  AdminNotificationListResponse,
  adminNotificationListQuerySchema,
  NotificationKindName,
  NotificationListResponse,
  NotificationRead,
  NotificationSent,
  NotificationTarget,
  notificationListQuerySchema,
  Recipient,
  sendNotificationBodySchema,
} from '@tutor/contract/notifications';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client';
import { courses, notificationSends, notifications, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf, pagination } from '../../lib/list';

type ListQuery = z.output<typeof notificationListQuerySchema>;
type AdminListQuery = z.output<typeof adminNotificationListQuerySchema>;
type SendInput = z.output<typeof sendNotificationBodySchema>;

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/**
 * `GET /notifications`: the caller's own, newest first, with the unread count for the bell. The page
 * reads the (user_id, created_at, id) index; the unread count the partial unread index, so it costs the
 * unread rows only, however many broadcasts a student has read; the total (for the page links) is
 * counted only when the whole list is asked for. Two or three statements, whatever the page.
 */
export async function listMine(db: Db, userId: number, query: ListQuery): Promise<NotificationListResponse> {
  const { limit, offset } = pageOf(query);
  const mine = query.unread ? unreadOf(userId) : eq(notifications.userId, userId);
  const [rows, unread, total] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(...orderByOf(query, { createdAt: notifications.createdAt }, notifications.id))
      .limit(limit)
      .offset(offset),
    unreadCount(db, userId),
    query.unread
      ? undefined
      : db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .then(([row]) => row?.n ?? 0),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKindName,
      title: row.title,
      body: row.body,
      link: row.link,
      data: row.data,
      readAt: row.readAt ? isoDate(row.readAt) : null,
      createdAt: isoDate(row.createdAt),
    })),
    pagination: pagination(query, total ?? unread),
    extra: { unread },
  };
}

/**
 * `GET /notifications/readed/{id}`: marks one of the caller's own read. Another user's id, or an unknown
 * one, is NOT_FOUND (nothing says whether it exists); reading it again changes nothing.
 */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationRead> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (marked.length === 0) {
    const [exists] = await db.select({ id: notifications.id }).from(notifications).where(mine);
    if (!exists) throw notFound();
  }
  return { marked: marked.length, unread: await unreadCount(db, userId) };
}

/** `POST /notifications/read-all`: every unread one of the caller's, in one statement. */
export async function markAllRead(db: Db, userId: number): Promise<NotificationRead> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: 0 };
}

/** Who a message reaches: active accounts only; a course's students whose access has not expired. */
function recipientsOf(body: SendInput): SQL {
  const active = sql`u.status = 'ACTIVE'`;
  switch (body.target) {
    case 'USER':
      return sql`from users u where ${active} and u.id = ${body.userId}`;
    case 'COURSE':
      return sql`from users u
        join enrollments e on e.user_id = u.id and e.course_id = ${body.courseId}
          and (e.expires_at is null or e.expires_at > now())
        where ${active}`;
    case 'ALL':
      return sql`from users u where ${active}`;
  }
}

/**
 * `POST /notifications`: one staff message to a user, a course's students or everyone. In one
 * transaction: the send (what the back office lists), then every recipient's row in one INSERT … SELECT
 * (bounded whatever the audience), counted in the same statement. Nobody to receive it rolls both back
 * and answers NOTIFICATION_NO_RECIPIENT; an id naming nothing is a VALIDATION_ERROR on that field.
 */
export async function sendMessage(db: Db, actorId: number, body: SendInput): Promise<NotificationSent> {
  return db.transaction(async (tx) => {
    if (body.target === 'USER') {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
      if (!user) throw fieldError('userId', 'invalid');
    } else if (body.target === 'COURSE') {
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, body.courseId));
      if (!course) throw fieldError('courseId', 'invalid');
    }
    const [send] = await tx
      .insert(notificationSends)
      .values({
        target: body.target,
        targetUserId: body.target === 'USER' ? body.userId : null,
        targetCourseId: body.target === 'COURSE' ? body.courseId : null,
        title: body.title,
        body: body.body,
        link: body.link,
        sentBy: actorId,
      })
      .returning({ id: notificationSends.id, createdAt: notificationSends.createdAt });
    if (!send) throw new Error('notification send insert failed');
    const [result] = await queryRows<{ recipients: number }>(
      tx,
      sql`with delivered as (
        insert into notifications (user_id, kind, title, body, link, sent_by, send_id, created_at)
        select u.id, 'MESSAGE', ${body.title}, ${body.body}, ${body.link}, ${actorId}, ${send.id}, ${send.createdAt}
        ${recipientsOf(body)}
        returning 1
      )
      update notification_sends set recipients = (select count(*) from delivered)
      where id = ${send.id}
      returning recipients`,
    );
    const recipients = Number(result?.recipients ?? 0);
    if (recipients === 0) throw new AppError('NOTIFICATION_NO_RECIPIENT');
    return { id: send.id, recipients };
  });
}

const targetUsers = alias(users, 'target_user');
const senders = alias(users, 'sender');
/** "Nguyễn Bình", or the username when the account has no name. */
const nameOf = (table: { lastName: AnyPgColumn; firstName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(${table.lastName} || ' ' || ${table.firstName}), ''), ${table.username})`;

/** `GET /admin/notifications`: what staff sent, one row per send, with whom it reached. */
export async function listSent(db: Db, query: AdminListQuery): Promise<AdminNotificationListResponse> {
  const { limit, offset } = pageOf(query);
  const p = query.q ? likePattern(query.q) : undefined;
  const condition = and(
    query.target ? eq(notificationSends.target, query.target) : undefined,
    p ? or(ilike(notificationSends.title, p), ilike(notificationSends.body, p)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notificationSends.id,
        target: notificationSends.target,
        userId: notificationSends.targetUserId,
        userName: nameOf(targetUsers),
        courseId: notificationSends.targetCourseId,
        courseName: courses.name,
        title: notificationSends.title,
        body: notificationSends.body,
        link: notificationSends.link,
        recipients: notificationSends.recipients,
        sentBy: nameOf(senders),
        createdAt: notificationSends.createdAt,
      })
      .from(notificationSends)
      .leftJoin(targetUsers, eq(targetUsers.id, notificationSends.targetUserId))
      .leftJoin(courses, eq(courses.id, notificationSends.targetCourseId))
      .leftJoin(senders, eq(senders.id, notificationSends.sentBy))
      .where(condition)
      .orderBy(
        ...orderByOf(
          query,
          { createdAt: notificationSends.createdAt, recipients: notificationSends.recipients },
          notificationSends.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notificationSends).where(condition),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      target: row.target as NotificationTarget,
      createdAt: isoDate(row.createdAt),
    })),
    pagination: pagination(query, total?.n ?? 0),
  };
}

/** `GET /admin/notifications/recipients?q=`: up to 20 active accounts matching a name, username, email or phone. */
export async function searchRecipients(db: Db, q: string): Promise<{ data: Recipient[] }> {
  const p = q ? likePattern(q) : undefined;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        p
          ? or(
              ilike(users.username, p),
              ilike(users.email, p),
              ilike(users.phone, p),
              ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, p),
            )
          : undefined,
      ),
    )
    .orderBy(users.username)
    .limit(20);
  return {
    data: rows.map((row) => ({
      id: row.id,
      username: row.username,
      name: `${row.lastName} ${row.firstName}`.trim() || row.username,
      email: row.email,
    })),
  };
}
