import { inflateRawSync } from 'node:zlib';
import { TRANSFER_CODE_ALPHABET } from '@tutor/contract/constants';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import {
  activationCodes,
  comboCourses,
  combos,
  enrollmentGrants,
  enrollments,
  notifications,
} from '../../db/schema';
import type { AppError } from '../../lib/app-error';
import { insertCourse } from '../courses/courses.fixtures';
import { activateCode } from './activate';
import { ACTIVATIONS_PER_IP, ACTIVATIONS_PER_STUDENT } from './routes';

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let teacher: SignedIn;
let student: SignedIn;
let courseId: number;
let combo: { id: number; courseIds: number[] };
let ip = 0;

const db = () => t.database.db;
const nextIp = () => `10.61.${Math.floor(++ip / 250)}.${ip % 250}`;
const CODE = new RegExp(
  `^[${TRANSFER_CODE_ALPHABET}]{4}-[${TRANSFER_CODE_ALPHABET}]{4}-[${TRANSFER_CODE_ALPHABET}]{4}$`,
);
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, teacher, student] = await Promise.all([
    signedInAs(t, 'admin'),
    signedInAs(t, 'staff'),
    signedInAs(t, 'teacher'),
    signedInAs(t, 'student'),
  ]);
  courseId = (await insertCourse(t, { name: 'Toán 12 luyện thi' })).id;
  const a = await insertCourse(t, { name: 'Hình học 12' });
  const b = await insertCourse(t, { name: 'Đại số 12' });
  const [row] = await db()
    .insert(combos)
    .values({ name: 'Combo 12', slug: 'combo-12', salePrice: 1_500_000 })
    .returning();
  if (!row) throw new Error('combo insert failed');
  await db()
    .insert(comboCourses)
    .values([
      { comboId: row.id, courseId: a.id, position: 0 },
      { comboId: row.id, courseId: b.id, position: 1 },
    ]);
  combo = { id: row.id, courseIds: [a.id, b.id] };
});
afterAll(() => t?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: SignedIn | null,
  payload?: unknown,
  options: { lang?: string; ip?: string } = {},
) {
  return t.request({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(who ? who.headers : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

async function createBatch(body: Record<string, unknown>) {
  const res = await call('POST', '/api/admin/activation-codes/multiple', admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { batch: string; count: number };
}

async function codesOf(batch: string) {
  return db()
    .select()
    .from(activationCodes)
    .where(eq(activationCodes.batch, batch))
    .orderBy(activationCodes.id);
}

/** One fresh code for the course (or combo), as it is printed (`XXXX-XXXX-XXXX`). */
async function freshCode(
  target: { courseId?: number; comboId?: number } = { courseId: 0 },
  expiresAt?: string,
) {
  const res = await call('POST', '/api/admin/activation-codes', admin, {
    batch: `Lẻ ${++ip}`,
    ...(target.comboId ? { comboId: target.comboId } : { courseId: target.courseId || courseId }),
    ...(expiresAt ? { expiresAt } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; code: string };
}

function activate(who: SignedIn | null, code: string, options: { lang?: string; ip?: string } = {}) {
  return call('POST', '/api/activation-codes/activate', who, { code }, options);
}

describe('admin: creating codes', () => {
  it('creates a batch of unique, unambiguous codes for a course in one call, with a batch name and expiry', async () => {
    const expiresAt = inAnHour();
    const created = await createBatch({ batch: 'Lớp 12A – 2026', courseId, count: 40, expiresAt });
    expect(created).toEqual({ batch: 'Lớp 12A – 2026', count: 40 });
    const rows = await codesOf('Lớp 12A – 2026');
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.code)).size).toBe(40);
    for (const row of rows) {
      expect(row.code).toMatch(new RegExp(`^[${TRANSFER_CODE_ALPHABET}]{12}$`));
      expect(row).toMatchObject({
        courseId,
        comboId: null,
        status: 'ACTIVE',
        usedBy: null,
        createdBy: admin.user.id,
      });
      expect(row.expiresAt?.toISOString()).toBe(expiresAt);
    }
    // No look-alikes anywhere: 0, O, 1, I never appear.
    expect(rows.map((row) => row.code).join('')).not.toMatch(/[01OI]/);
  });

  it('creates one code (standard create) and answers it formatted XXXX-XXXX-XXXX', async () => {
    const res = await call('POST', '/api/admin/activation-codes', admin, {
      batch: 'Một mã',
      comboId: combo.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      batch: 'Một mã',
      comboId: combo.id,
      courseId: null,
      targetName: 'Combo 12',
      state: 'UNUSED',
      status: 'ACTIVE',
      expiresAt: null,
      usedBy: null,
    });
    expect(res.json().code).toMatch(CODE);
  });

  it('refuses both or neither target, an expiry in the past, counts 0 and 1001, and an unknown course; writes nothing', async () => {
    const [{ n: before }] = (await db().select({ n: count() }).from(activationCodes)) as [{ n: number }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ batch: 'x', courseId, comboId: combo.id, count: 1 }, 'courseId', 'courseOrCombo'],
      [{ batch: 'x', count: 1 }, 'courseId', 'courseOrCombo'],
      [{ batch: 'x', courseId, count: 1, expiresAt: '2020-01-01T00:00:00.000Z' }, 'expiresAt', 'dateInPast'],
      [{ batch: 'x', courseId, count: 0 }, 'count', 'tooSmall'],
      [{ batch: 'x', courseId, count: 1001 }, 'count', 'tooBig'],
      [{ batch: '', courseId, count: 1 }, 'batch', 'required'],
      [{ batch: 'x', courseId: 99_999_999, count: 1 }, 'courseId', 'invalidValue'],
    ];
    for (const [body, path, key] of cases) {
      const res = await call('POST', '/api/admin/activation-codes/multiple', admin, body, { lang: 'en' });
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
      expect(res.json().details[0], JSON.stringify(body)).toMatchObject({ path, key });
    }
    const past = await call('POST', '/api/admin/activation-codes/multiple', admin, cases[2]?.[0], {
      lang: 'en',
    });
    expect(past.json().details[0].message).toBe('Must be a date in the future');
    const [{ n: after }] = (await db().select({ n: count() }).from(activationCodes)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('keeps students, teachers and guests out; staff with activation-code:create may create', async () => {
    const body = { batch: 'Cấm', courseId, count: 1 };
    expect((await call('POST', '/api/admin/activation-codes/multiple', student, body)).json().code).toBe(
      'ACCESS_DENIED',
    );
    const byTeacher = await call('POST', '/api/admin/activation-codes/multiple', teacher, body);
    expect([byTeacher.statusCode, byTeacher.json().code]).toEqual([403, 'PERMISSION_NOT_ACCEPTED']);
    expect((await call('POST', '/api/admin/activation-codes/multiple', null, body)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/activation-codes', student)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/activation-codes/export.xlsx?batch=Cấm', teacher)).statusCode).toBe(
      403,
    );
    expect((await codesOf('Cấm')).length).toBe(0);
    expect((await call('POST', '/api/admin/activation-codes/multiple', staff, body)).statusCode).toBe(200);
  });
});

describe('admin: list, update, delete, export', () => {
  let ids: { unused: number; used: number; disabled: number; expired: number };
  let usedCode: string;

  beforeAll(async () => {
    await createBatch({ batch: 'Bộ lọc', courseId, count: 4 });
    const rows = await codesOf('Bộ lọc');
    const [unused, used, disabled, expired] = rows as [
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
      (typeof rows)[0],
    ];
    ids = { unused: unused.id, used: used.id, disabled: disabled.id, expired: expired.id };
    usedCode = used.code;
    await activateCode(db(), student.user.id, used.code);
    await db().update(activationCodes).set({ status: 'DISABLED' }).where(eq(activationCodes.id, disabled.id));
    await db()
      .update(activationCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(activationCodes.id, expired.id));
  });

  const list = async (query: string) => {
    const res = await call('GET', `/api/admin/activation-codes?${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number; state: string; usedBy: unknown }[];
      pagination: { total: number };
    };
  };

  it('filters by batch and by state (unused, used, disabled, expired)', async () => {
    const batch = `batch=${encodeURIComponent('Bộ lọc')}`;
    expect((await list(batch)).pagination.total).toBe(4);
    for (const state of ['UNUSED', 'USED', 'DISABLED', 'EXPIRED'] as const) {
      const page = await list(`${batch}&state=${state}`);
      expect(
        page.data.map((row) => row.id),
        state,
      ).toEqual([ids[state.toLowerCase() as keyof typeof ids]]);
      expect(page.data[0]?.state).toBe(state);
    }
    const used = (await list(`${batch}&state=USED`)).data[0];
    expect(used?.usedBy).toMatchObject({ id: student.user.id, username: student.user.username });
  });

  it('filters by course and combo, and finds a code typed in lower case with spaces', async () => {
    const byCombo = await list(`comboId=${combo.id}`);
    expect(byCombo.data.every((row) => (row as unknown as { comboId: number }).comboId === combo.id)).toBe(
      true,
    );
    expect(byCombo.pagination.total).toBeGreaterThan(0);
    const typed = `${usedCode.slice(0, 4).toLowerCase()} ${usedCode.slice(4, 8)}-${usedCode.slice(8)}`;
    const found = await list(`q=${encodeURIComponent(typed)}`);
    expect(found.data.map((row) => row.id)).toEqual([ids.used]);
    const part = await list(`q=${encodeURIComponent(usedCode.slice(2, 7).toLowerCase())}`);
    expect(part.data.map((row) => row.id)).toContain(ids.used);
  });

  it('disables and enables an unused code, changes its expiry, and refuses to change a used one', async () => {
    const off = await call('PATCH', `/api/admin/activation-codes/${ids.unused}`, admin, {
      status: 'DISABLED',
    });
    expect(off.json()).toMatchObject({ status: 'DISABLED', state: 'DISABLED' });
    const on = await call('PUT', `/api/admin/activation-codes/${ids.unused}`, admin, {
      status: 'ACTIVE',
      expiresAt: inAnHour(),
    });
    expect(on.json()).toMatchObject({ status: 'ACTIVE', state: 'UNUSED' });
    expect(on.json().expiresAt).not.toBeNull();
    const cleared = await call('PATCH', `/api/admin/activation-codes/${ids.unused}`, admin, {
      expiresAt: null,
    });
    expect(cleared.json().expiresAt).toBeNull();
    const past = await call('PATCH', `/api/admin/activation-codes/${ids.unused}`, admin, {
      expiresAt: '2021-01-01T00:00:00.000Z',
    });
    expect(past.json().details[0]).toMatchObject({ path: 'expiresAt', key: 'dateInPast' });

    const frozen = await call(
      'PATCH',
      `/api/admin/activation-codes/${ids.used}`,
      admin,
      { status: 'DISABLED' },
      {
        lang: 'en',
      },
    );
    expect([frozen.statusCode, frozen.json().code]).toEqual([409, 'ACTIVATION_CODE_USED']);
    expect(frozen.json().message).toBe('This activation code has been used and cannot be changed');
    const [row] = await db().select().from(activationCodes).where(eq(activationCodes.id, ids.used));
    expect(row?.status).toBe('ACTIVE');
    // Staff holding only read and create (the staff role) may not edit.
    expect(
      (await call('PATCH', `/api/admin/activation-codes/${ids.unused}`, staff, { status: 'DISABLED' }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes unused codes and keeps used ones, per id in delete-many', async () => {
    const res = await call('DELETE', '/api/admin/activation-codes', admin, {
      ids: [ids.disabled, ids.used, 99_999_999],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toEqual([ids.disabled]);
    expect(res.json().failed.map((f: { id: number; code: string }) => [f.id, f.code])).toEqual([
      [ids.used, 'ACTIVATION_CODE_USED'],
      [99_999_999, 'NOT_FOUND'],
    ]);
    const one = await call('DELETE', `/api/admin/activation-codes/${ids.used}`, admin);
    expect(one.json().code).toBe('ACTIVATION_CODE_USED');
    expect((await call('GET', `/api/admin/activation-codes/${ids.used}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/activation-codes/${ids.disabled}`, admin)).statusCode).toBe(404);
  });

  it('exports a batch to xlsx with codes, target, expiry, state, user and time of use', async () => {
    const res = await call(
      'GET',
      `/api/admin/activation-codes/export.xlsx?batch=${encodeURIComponent('Bộ lọc')}`,
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = zipEntry(res.rawPayload, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain('Mã kích hoạt');
    const rows = await codesOf('Bộ lọc');
    for (const row of rows)
      expect(sheet).toContain(`${row.code.slice(0, 4)}-${row.code.slice(4, 8)}-${row.code.slice(8)}`);
    expect(sheet).toContain('Đã sử dụng');
    expect(sheet).toContain(student.user.username);
    expect(sheet).toContain('Toán 12 luyện thi');
    expect(
      (await call('GET', '/api/admin/activation-codes/export.xlsx?batch=kh%C3%B4ng-c%C3%B3', admin))
        .statusCode,
    ).toBe(404);
  });

  it('lists the batches with their counts', async () => {
    const res = await call('GET', '/api/admin/activation-codes/batches', admin);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ batch: 'Lớp 12A – 2026', total: 40, used: 0 }),
    );
  });
});

describe('POST /api/activation-codes/activate', () => {
  it('opens the course for good, records who and when, and notifies the student; typed in lower case with spaces', async () => {
    const me = await signedInAs(t, 'student');
    const { id, code } = await freshCode();
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const res = await activate(me, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      target: 'COURSE',
      name: 'Toán 12 luyện thi',
      courses: [{ id: courseId, name: 'Toán 12 luyện thi', path: `/khoa-hoc/${courseId}/toan-12-luyen-thi` }],
    });
    const [row] = await db().select().from(activationCodes).where(eq(activationCodes.id, id));
    expect(row?.usedBy).toBe(me.user.id);
    expect(row?.usedAt).toBeInstanceOf(Date);
    const grants = await db().select().from(enrollmentGrants).where(eq(enrollmentGrants.userId, me.user.id));
    expect(grants).toMatchObject([
      { courseId, source: 'ACTIVATION_CODE', sourceRef: String(id), expiresAt: null },
    ]);
    const [enrolled] = await db().select().from(enrollments).where(eq(enrollments.userId, me.user.id));
    expect(enrolled).toMatchObject({ courseId, expiresAt: null });
    const notes = await db().select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(notes).toMatchObject([
      {
        kind: 'ACTIVATION',
        link: `/khoa-hoc/${courseId}/toan-12-luyen-thi`,
        data: {
          codeId: id,
          target: 'COURSE',
          name: 'Toán 12 luyện thi',
          courseName: 'Toán 12 luyện thi',
          courseId,
          courseCount: 1,
        },
      },
    ]);
  });

  it('opens each course of a combo', async () => {
    const me = await signedInAs(t, 'student');
    const { id, code } = await freshCode({ comboId: combo.id });
    const res = await activate(me, code);
    expect(res.json()).toMatchObject({ target: 'COMBO', name: 'Combo 12' });
    expect(res.json().courses.map((c: { id: number }) => c.id)).toEqual(combo.courseIds);
    const grants = await db()
      .select({ courseId: enrollmentGrants.courseId })
      .from(enrollmentGrants)
      .where(and(eq(enrollmentGrants.userId, me.user.id), eq(enrollmentGrants.sourceRef, String(id))));
    expect(grants.map((g) => g.courseId).sort()).toEqual([...combo.courseIds].sort());
  });

  it('refuses a code for a combo with no course, and leaves unused a code whose combo was emptied since', async () => {
    const [empty] = await db()
      .insert(combos)
      .values({ name: 'Combo trống', slug: 'combo-trong', salePrice: 100_000 })
      .returning();
    if (!empty) throw new Error('combo insert failed');
    const refused = await call('POST', '/api/admin/activation-codes/multiple', admin, {
      batch: 'trống',
      comboId: empty.id,
      count: 1,
    });
    expect([refused.statusCode, refused.json().details?.[0]?.path]).toEqual([400, 'comboId']);

    const [emptied] = await db()
      .insert(combos)
      .values({ name: 'Combo rút hết', slug: 'combo-rut-het', salePrice: 100_000 })
      .returning();
    if (!emptied) throw new Error('combo insert failed');
    await db().insert(comboCourses).values({ comboId: emptied.id, courseId, position: 0 });
    const { id, code } = await freshCode({ comboId: emptied.id });
    await db().delete(comboCourses).where(eq(comboCourses.comboId, emptied.id));
    const me = await signedInAs(t, 'student');
    expect((await activate(me, code)).json().code).toBe('ACTIVATION_CODE_INVALID');
    const [row] = await db().select().from(activationCodes).where(eq(activationCodes.id, id));
    expect(row?.usedBy).toBeNull();
  });

  it('answers the same code, status and message for a used, disabled, expired, unknown or malformed code (no oracle)', async () => {
    const me = await signedInAs(t, 'student');
    const other = await signedInAs(t, 'student');
    const used = await freshCode();
    expect((await activate(other, used.code)).statusCode).toBe(200);
    const disabled = await freshCode();
    await call('PATCH', `/api/admin/activation-codes/${disabled.id}`, admin, { status: 'DISABLED' });
    const expired = await freshCode();
    await db()
      .update(activationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationCodes.id, expired.id));
    const answers = [];
    for (const code of [used.code, disabled.code, expired.code, 'ABCD-EFGH-JKLM', 'not a code', used.code]) {
      const res = await activate(me, code, { lang: 'en' });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(400);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toEqual({
      code: 'ACTIVATION_CODE_INVALID',
      message: 'Activation code not found or already used',
    });
    const vi = await activate(me, 'ABCD-EFGH-JKLM');
    expect(vi.json().message).toBe('Mã kích hoạt không tồn tại hoặc đã được sử dụng');
    // Nothing was granted to the refused student, and the used code still names its first user.
    expect((await db().select().from(enrollments).where(eq(enrollments.userId, me.user.id))).length).toBe(0);
    const [row] = await db().select().from(activationCodes).where(eq(activationCodes.id, used.id));
    expect(row?.usedBy).toBe(other.user.id);
  });

  it('needs a signed-in caller and a code of sane length', async () => {
    const { code } = await freshCode();
    expect((await activate(null, code)).statusCode).toBe(401);
    const long = await activate(student, 'A'.repeat(65));
    expect([long.statusCode, long.json().details?.[0]?.path]).toEqual([400, 'code']);
    const extra = await call('POST', '/api/activation-codes/activate', student, { code, userId: 1 });
    expect(extra.statusCode).toBe(400);
    const [row] = await db()
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.code, code.replace(/-/g, '')));
    expect(row?.usedAt).toBeNull();
  });

  it('fifty students redeeming one code at once: exactly one gets it, one grant, one notification', async () => {
    const { id, code } = await freshCode();
    const students = await Promise.all(Array.from({ length: 50 }, () => createUser(t)));
    const results = await Promise.allSettled(students.map((s) => activateCode(db(), s.id, code)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('ACTIVATION_CODE_INVALID');
    const grants = await db()
      .select({ n: count() })
      .from(enrollmentGrants)
      .where(and(eq(enrollmentGrants.source, 'ACTIVATION_CODE'), eq(enrollmentGrants.sourceRef, String(id))));
    expect(grants[0]?.n).toBe(1);
    const [row] = await db().select().from(activationCodes).where(eq(activationCodes.id, id));
    const winner = students.find((s) => s.id === row?.usedBy);
    expect(winner).toBeDefined();
    const notes = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'ACTIVATION'));
    expect(notes.filter((n) => students.some((s) => s.id === n.userId))).toEqual([{ userId: winner?.id }]);
  });

  it('limits attempts per student (any address), and a limited attempt does not redeem even a valid code', async () => {
    const guesser = await signedInAs(t, 'student');
    for (let i = 0; i < ACTIVATIONS_PER_STUDENT.max; i++)
      expect((await activate(guesser, `ZZZZ-ZZZZ-ZZ${TRANSFER_CODE_ALPHABET[i]}A`)).statusCode).toBe(400);
    const { code } = await freshCode();
    const limited = await activate(guesser, code, { lang: 'en' });
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const [row] = await db()
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.code, code.replace(/-/g, '')));
    expect(row?.usedAt).toBeNull();
    // Another student is not affected.
    expect((await activate(await signedInAs(t, 'student'), code)).statusCode).toBe(200);
  });

  it('limits attempts per address, whichever accounts make them', async () => {
    const address = '10.62.0.1';
    const perStudent = ACTIVATIONS_PER_STUDENT.max;
    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(ACTIVATIONS_PER_IP.max / perStudent) + 1 }, () =>
        signedInAs(t, 'student'),
      ),
    );
    let attempts = 0;
    for (const account of accounts)
      for (let i = 0; i < perStudent && attempts < ACTIVATIONS_PER_IP.max; i++, attempts++)
        expect((await activate(account, 'ZZZZ-ZZZZ-ZZZZ', { ip: address })).statusCode).toBe(400);
    const fresh = accounts.at(-1) as SignedIn;
    expect((await activate(fresh, 'ZZZZ-ZZZZ-ZZZZ', { ip: address })).statusCode).toBe(429);
    expect((await activate(fresh, 'ZZZZ-ZZZZ-ZZZZ', { ip: '10.62.0.2' })).statusCode).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Reading the xlsx (a zip) back

function zipEntry(bytes: Buffer, name: string): string {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const entryName = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (entryName === name) {
      const method = bytes.readUInt16LE(at + 10);
      const size = bytes.readUInt32LE(at + 20);
      const local = bytes.readUInt32LE(at + 42);
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const body = bytes.subarray(start, start + size);
      return (method === 0 ? body : inflateRawSync(body)).toString('utf8');
    }
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  throw new Error(`${name} not in the zip`);
}
