import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { comboCourses, courses, enrollments, lessons, saleCourses, thematics, users } from '../../db/schema';
import { loadDemoData } from '../../db/seed/demo-data';
import { LESSON_FILE_FOLDER } from './lesson-files';
import { findDemoLesson } from './seed';
import { COMBO_LINKS, DEMO_COURSES } from './seed-data';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db, { storage: t.app.storage });
}, 120_000);
afterAll(() => t?.close());

/** Follows a `previous_id` chain from its head; the order it yields. */
function chainOrder<T extends { id: number; previousId: number | null }>(rows: T[]): T[] {
  const byPrevious = new Map(rows.map((row) => [row.previousId, row]));
  const ordered: T[] = [];
  for (let row = byPrevious.get(null); row; row = byPrevious.get(row.id)) ordered.push(row);
  return ordered;
}

describe('demo courses', () => {
  it('three ONLINE maths courses with teacher, cover, prices and categories on the storefront', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/courses' })).json();
    const names = list.data.map((c: { name: string }) => c.name);
    for (const seed of DEMO_COURSES) expect(names).toContain(seed.name);
    expect(names[0]).toBe('Toán 12 – Luyện thi THPT Quốc gia');
    for (const card of list.data) {
      expect(card.teacher?.name).toBeTruthy();
      expect(card.cover).not.toBeNull();
      expect(card.salePrice).toBeLessThan(card.rootPrice);
    }
    const home = (await t.request({ method: 'GET', url: '/api/home' })).json();
    expect(home.newCourses).toHaveLength(3);
    expect(home.courseCategories.map((c: { name: string }) => c.name)).toContain('Toán 12');
  });

  it('thematics and lessons form complete chains, with free previews, a future lesson and real PDFs', async () => {
    const db = t.database.db;
    for (const seed of DEMO_COURSES) {
      const [course] = await db.select().from(courses).where(eq(courses.name, seed.name));
      const themes = await db
        .select()
        .from(thematics)
        .where(eq(thematics.courseId, course?.id ?? 0));
      expect(chainOrder(themes).map((x) => x.name)).toEqual(seed.thematics.map((x) => x.name));
      for (const [i, theme] of chainOrder(themes).entries()) {
        const rows = await db
          .select()
          .from(lessons)
          .where(eq(lessons.thematicId, theme.id))
          .orderBy(asc(lessons.id));
        expect(chainOrder(rows).map((x) => x.name)).toEqual(seed.thematics[i]?.lessons.map((x) => x.name));
      }
    }
    const all = await db.select().from(lessons);
    expect(all.filter((l) => l.isFree).length).toBeGreaterThanOrEqual(2);
    expect(all.some((l) => l.releaseDate && l.releaseDate.getTime() > Date.now())).toBe(true);
    for (const lesson of all) {
      expect(lesson.documentFile).toBeTruthy();
      const file = t.app.storage.pathOf('private', LESSON_FILE_FOLDER, lesson.documentFile ?? '');
      expect(fs.readFileSync(file).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    }
  });

  it('hocsinh01 is enrolled in Toán 12 and sees its group link; Toán 11 offers Toán 12; every combo holds two courses', async () => {
    const lesson = await findDemoLesson(
      t.database.db,
      'Toán 12 – Luyện thi THPT Quốc gia',
      'Bài 1. Tính đơn điệu của hàm số',
    );
    const res = await login(t, 'hocsinh01');
    const headers = { authorization: `Bearer ${res.json().accessToken}` };
    const page = (await t.request({ method: 'GET', url: `/api/courses/${lesson.courseId}`, headers })).json();
    expect(page).toMatchObject({ isEnrolled: true, groupUrl: 'https://zalo.me/g/toanhay-toan12' });
    const [student] = await t.database.db.select().from(users).where(eq(users.username, 'hocsinh01'));
    const rows = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, student?.id ?? 0));
    expect(rows).toEqual([
      expect.objectContaining({ courseId: lesson.courseId, source: 'ADMIN', expiresAt: null }),
    ]);
    const offers = await t.database.db.select().from(saleCourses);
    expect(offers).toEqual([
      expect.objectContaining({ offeredCourseId: lesson.courseId, salePrice: 1_190_000 }),
    ]);
    // Every demo combo can be bought, so each bundles courses (two each).
    const links = await t.database.db.select().from(comboCourses);
    expect(links).toHaveLength(COMBO_LINKS.length * 2);
    expect(new Set(links.map((link) => link.comboId)).size).toBe(COMBO_LINKS.length);
  });
});
