import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SignedIn } from '../../../test/helpers/factories';
import type { TestApp } from '../../../test/helpers/test-app';
import { courses, lessons } from '../../db/schema';
import { grantEnrollment } from '../enrollments/entitlement';

let n = 0;

export async function insertCourse(t: TestApp, fields: Partial<typeof courses.$inferInsert> = {}) {
  n++;
  const [row] = await t.database.db
    .insert(courses)
    .values({ name: `Khoá học ${n}`, slug: `khoa-hoc-${n}`, ...fields })
    .returning();
  return row as typeof courses.$inferSelect;
}

export function caller(t: TestApp, who: SignedIn | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function ok<T = Record<string, unknown>>(
  promise: Promise<{ statusCode: number; body: string; json(): unknown }>,
) {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export async function enroll(t: TestApp, userId: number, courseId: number, expiresAt: Date | null = null) {
  await grantEnrollment(t.database.db, { userId, courseId, source: 'ADMIN', expiresAt });
}

export async function setLesson(t: TestApp, id: number, fields: Partial<typeof lessons.$inferInsert>) {
  await t.database.db.update(lessons).set(fields).where(eq(lessons.id, id));
}
