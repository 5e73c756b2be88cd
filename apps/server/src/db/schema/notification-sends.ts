import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, ref } from './columns';
import { courses } from './courses';

/**
 * One staff message as sent (issue 12 `POST /notifications`): to one user, to a course's students, or to
 * everyone. Each recipient gets their own `notifications` row (read state is per reader) pointing back
 * here, so the back office lists what was sent once, not once per recipient.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: id(),
    /** USER | COURSE | ALL */
    target: text('target').notNull(),
    targetUserId: ref('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetCourseId: ref('target_course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    recipients: integer('recipients').notNull().default(0),
    sentBy: ref('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_sends_created_idx').on(t.createdAt, t.id),
    check('notification_sends_target_known', sql`${t.target} in ('USER', 'COURSE', 'ALL')`),
  ],
);
