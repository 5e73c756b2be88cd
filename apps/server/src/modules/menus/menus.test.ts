import type { MenuItem } from '@tutor/contract/menus';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { categories, menus } from '../../db/schema';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.request({ method, url: `/api/admin${url}`, headers: admin.headers, payload: payload as object });

type Menu = { type: string; courseType?: string };
const DOCS: Menu = { type: 'DOCUMENT' };
const EXAMS: Menu = { type: 'EXAM' };
const ONLINE: Menu = { type: 'COURSE', courseType: 'ONLINE' };
const OFFLINE: Menu = { type: 'COURSE', courseType: 'OFFLINE' };

async function add(menu: Menu, fields: Record<string, unknown>): Promise<MenuItem> {
  const res = await call('POST', '/menus/add', { ...menu, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item;
}

async function list(menu: Menu): Promise<MenuItem[]> {
  const query = new URLSearchParams(menu as Record<string, string>);
  const res = await call('GET', `/menus?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The menu as an outline of names, e.g. `A, B[B1, B2], C`, read straight from the table. */
async function outline(menu: Menu): Promise<string> {
  const rows = await t.database.db.select().from(menus).where(eq(menus.type, menu.type));
  const mine = rows.filter((row) => row.courseType === (menu.courseType ?? null));
  assertLists(mine);
  const level = (parentId: number | null): string => {
    const group = mine.filter((row) => row.parentId === parentId);
    const names: string[] = [];
    let current = group.find((row) => row.leftId === null);
    while (current) {
      const children = level(current.id);
      names.push(children ? `${current.name}[${children}]` : current.name);
      const next = current.rightId;
      current = group.find((row) => row.id === next);
    }
    return names.join(', ');
  };
  return level(null);
}

type LinkRow = { id: number; parentId: number | null; leftId: number | null; rightId: number | null };

/** The invariant of every sibling list, and no cycles through parents. */
function assertLists(rows: LinkRow[]): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const groups = new Map<number | null, LinkRow[]>();
  for (const row of rows) {
    if (row.parentId !== null) expect(byId.has(row.parentId), `parent of ${row.id} exists`).toBe(true);
    groups.set(row.parentId, [...(groups.get(row.parentId) ?? []), row]);
  }
  for (const [parentId, group] of groups) {
    const where = `children of ${parentId}`;
    expect(
      group.filter((row) => row.leftId === null),
      `${where}: one first`,
    ).toHaveLength(1);
    expect(
      group.filter((row) => row.rightId === null),
      `${where}: one last`,
    ).toHaveLength(1);
    for (const row of group) {
      if (row.rightId !== null) {
        const right = byId.get(row.rightId);
        expect(right?.leftId, `${where}: ${row.id} → ${row.rightId} mutual`).toBe(row.id);
        expect(right?.parentId, `${where}: right sibling shares the parent`).toBe(parentId);
      }
      if (row.leftId !== null) expect(byId.get(row.leftId)?.rightId, `${where}: mutual`).toBe(row.id);
    }
    const visited = new Set<number>();
    let current = group.find((row) => row.leftId === null);
    while (current && !visited.has(current.id)) {
      visited.add(current.id);
      current = current.rightId === null ? undefined : byId.get(current.rightId);
    }
    expect(visited.size, `${where}: the walk visits each sibling once`).toBe(group.length);
  }
  for (const row of rows) {
    const seen = new Set<number>();
    let current: LinkRow | undefined = row;
    while (current) {
      expect(seen.has(current.id), `no parent cycle through ${row.id}`).toBe(false);
      seen.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
}

async function menuCategory(type: string, name: string) {
  const [row] = await t.database.db
    .insert(categories)
    .values({ type, name, slug: name.toLowerCase().replaceAll(' ', '-') })
    .returning();
  if (!row) throw new Error('category insert failed');
  return row;
}

describe('adding items', () => {
  it('appends by default, puts a null leftId first, and inserts after a given sibling', async () => {
    const a = await add(ONLINE, { name: 'A' });
    const c = await add(ONLINE, { name: 'C' });
    await add(ONLINE, { name: 'Z', leftId: null });
    const res = await call('POST', '/menus/add', { ...ONLINE, name: 'B', leftId: a.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.item).toMatchObject({ name: 'B', leftId: a.id, rightId: c.id, parentId: null });
    // The answer carries the neighbours it relinked.
    expect(body.changed.map((item: MenuItem) => item.id).sort()).toEqual([a.id, c.id].sort());
    await add(ONLINE, { name: 'A1', parentId: a.id });
    await add(ONLINE, { name: 'A2', parentId: a.id });
    expect(await outline(ONLINE)).toBe('Z, A[A1, A2], B, C');
    expect((await list(ONLINE)).map((item) => item.name)).toEqual(['Z', 'A', 'A1', 'A2', 'B', 'C']);
    // The other course menu is a different tree.
    expect(await list(OFFLINE)).toEqual([]);
  });

  it('links an entry to a category of the menu type only', async () => {
    const docCategory = await menuCategory('DOCUMENT', 'Đề cương ôn tập');
    const bookCategory = await menuCategory('BOOK', 'Sách lớp 12');
    const item = await add(DOCS, { name: 'Đề cương', categoryId: docCategory.id });
    expect(item.category).toMatchObject({ id: docCategory.id, slug: 'đề-cương-ôn-tập' });
    const before = await outline(DOCS);
    const wrong = await call('POST', '/menus/add', { ...DOCS, name: 'Sai', categoryId: bookCategory.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ path: 'categoryId', key: 'invalid' });
    expect(await outline(DOCS)).toBe(before);
  });

  it('refuses a course menu without its course type, a bad link, and a parent from another menu', async () => {
    const other = await add(EXAMS, { name: 'Đề thi thử' });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'COURSE', name: 'X' }, 'courseType'],
      [{ type: 'BOOK', courseType: 'ONLINE', name: 'X' }, 'courseType'],
      [{ ...DOCS, name: '' }, 'name'],
      [{ ...DOCS, name: 'X', link: 'javascript:alert(1)' }, 'link'],
      [{ ...DOCS, name: 'X', parentId: other.id }, 'parentId'],
      [{ ...DOCS, name: 'X', leftId: other.id }, 'leftId'],
    ];
    const before = await outline(DOCS);
    for (const [payload, path] of cases) {
      const res = await call('POST', '/menus/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect(await outline(DOCS)).toBe(before);
  });
});

describe('menu links', () => {
  it('refuses a link that leads to another site (//host, /\\host) on add and update, changing nothing', async () => {
    const item = await add(DOCS, { name: 'Tài liệu lớp 12', link: '/tai-lieu' });
    const before = await outline(DOCS);
    for (const link of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const added = await call('POST', '/menus/add', { ...DOCS, name: 'Lừa đảo', link });
      const updated = await call('POST', '/menus/update', { id: item.id, link });
      for (const res of [added, updated]) {
        expect(res.statusCode, link).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().details).toEqual([expect.objectContaining({ path: 'link', key: 'link' })]);
      }
    }
    expect(await outline(DOCS)).toBe(before);
    const [row] = await t.database.db.select().from(menus).where(eq(menus.id, item.id));
    expect(row?.link).toBe('/tai-lieu');
    const site = await t.request({ method: 'GET', url: '/api/custom-data?code=menu' });
    expect(site.body).not.toContain('evil.example');
  });
});

describe('moving items', () => {
  const BOOKS: Menu = { type: 'BOOK' };
  let ids: Record<string, number>;

  beforeAll(async () => {
    ids = {};
    for (const name of ['A', 'B', 'C', 'D']) ids[name] = (await add(BOOKS, { name })).id;
    for (const name of ['B1', 'B2']) ids[name] = (await add(BOOKS, { name, parentId: ids.B })).id;
  });

  it('reorders siblings: last to first, then after another', async () => {
    await call('POST', '/menus/update', { id: ids.D, parentId: null, leftId: null });
    expect(await outline(BOOKS)).toBe('D, A, B[B1, B2], C');
    await call('POST', '/menus/update', { id: ids.D, parentId: null, leftId: ids.B });
    expect(await outline(BOOKS)).toBe('A, B[B1, B2], D, C');
  });

  it('nests an item with its children under another, and back out', async () => {
    const res = await call('POST', '/menus/update', { id: ids.B, parentId: ids.C, leftId: null });
    expect(res.statusCode).toBe(200);
    expect(await outline(BOOKS)).toBe('A, D, C[B[B1, B2]]');
    await call('POST', '/menus/update', { id: ids.B, parentId: null, leftId: ids.A });
    expect(await outline(BOOKS)).toBe('A, B[B1, B2], D, C');
    // Absent leftId: last among the new parent's children.
    await call('POST', '/menus/update', { id: ids.A, parentId: ids.B });
    expect(await outline(BOOKS)).toBe('B[B1, B2, A], D, C');
    await call('POST', '/menus/update', { id: ids.A, parentId: null, leftId: null });
  });

  it('renames without moving', async () => {
    const res = await call('POST', '/menus/update', { id: ids.C, name: 'C mới', link: '/sach' });
    expect(res.json().item).toMatchObject({ name: 'C mới', link: '/sach' });
    expect(await outline(BOOKS)).toBe('A, B[B1, B2], D, C mới');
  });

  it('refuses a move under itself or its descendant, changing nothing', async () => {
    const before = await outline(BOOKS);
    for (const parentId of [ids.B, ids.B1]) {
      const res = await call('POST', '/menus/update', { id: ids.B, parentId, leftId: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('MENU_MOVE_CYCLE');
    }
    expect(await outline(BOOKS)).toBe(before);
  });

  it('refuses a parent or a left sibling from elsewhere, changing nothing', async () => {
    const exam = await add(EXAMS, { name: 'Đề khác' });
    const before = await outline(BOOKS);
    const cases: [Record<string, unknown>, string][] = [
      [{ id: ids.A, parentId: exam.id, leftId: null }, 'parentId'],
      [{ id: ids.A, parentId: null, leftId: exam.id }, 'leftId'],
      // B1 is a book item but not a child of the root.
      [{ id: ids.A, parentId: null, leftId: ids.B1 }, 'leftId'],
      [{ id: ids.A, parentId: null, leftId: ids.A }, 'leftId'],
      [{ id: ids.A, parentId: 999_999 }, 'parentId'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/menus/update', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path }] });
    }
    expect((await call('POST', '/menus/update', { id: 999_999, name: 'x' })).json().code).toBe('NOT_FOUND');
    expect(await outline(BOOKS)).toBe(before);
  });

  it('switches show-on-home', async () => {
    const res = await call('PUT', `/menus/show-on-home/${ids.A}`, { showOnHome: true });
    expect(res.json()).toMatchObject({ id: ids.A, showOnHome: true });
    expect((await call('PUT', '/menus/show-on-home/999999', { showOnHome: true })).statusCode).toBe(404);
    expect((await call('PUT', `/menus/show-on-home/${ids.A}`, { showOnHome: 'yes' })).statusCode).toBe(400);
  });
});

describe('deleting items', () => {
  const EXAM_TREE: Menu = { type: 'EXAM' };

  it('deletes items with their subtrees and joins their neighbours', async () => {
    await t.database.db.delete(menus).where(eq(menus.type, 'EXAM'));
    const ids: Record<string, number> = {};
    for (const name of ['A', 'B', 'C', 'D', 'E']) ids[name] = (await add(EXAM_TREE, { name })).id;
    for (const name of ['C1', 'C2']) ids[name] = (await add(EXAM_TREE, { name, parentId: ids.C })).id;
    // Two neighbours and a parent together, plus a last sibling.
    const res = await call('POST', '/menus/delete', { ids: [ids.B, ids.C, ids.E] });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toEqual(
      ([ids.B, ids.C, ids.E, ids.C1, ids.C2] as number[]).sort((a, b) => a - b),
    );
    expect(await outline(EXAM_TREE)).toBe('A, D');
    expect(
      res
        .json()
        .changed.map((item: MenuItem) => item.name)
        .sort(),
    ).toEqual(['A', 'D']);
  });

  it('refuses an empty list or an unknown id, deleting nothing', async () => {
    const before = await outline(EXAM_TREE);
    expect((await call('POST', '/menus/delete', { ids: [] })).json().code).toBe('EMPTY_ID_LIST');
    const [first] = await list(EXAM_TREE);
    const res = await call('POST', '/menus/delete', { ids: [first?.id, 999_999] });
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await outline(EXAM_TREE)).toBe(before);
  });
});

describe('access', () => {
  it('needs a back-office login', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/menus?type=BOOK' })).statusCode).toBe(401);
    const student = await signedInAs(t, 'student');
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/menus/add',
      headers: student.headers,
      payload: { type: 'BOOK', name: 'X' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('random moves', () => {
  it('keep every sibling list whole after each of 200 operations', async () => {
    const menu: Menu = { type: 'COURSE', courseType: 'OFFLINE' };
    // A small seeded generator, so a failure can be replayed.
    let seed = 20_261_123;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];

    const rows = async () =>
      (await t.database.db.select().from(menus)).filter(
        (row) => row.type === 'COURSE' && row.courseType === 'OFFLINE',
      );
    for (let i = 0; i < 15; i++) {
      const current = await rows();
      const parent = random() < 0.5 ? null : (pick(current)?.id ?? null);
      await add(menu, { name: `Mục ${i}`, parentId: parent });
    }
    const counts = { add: 0, move: 0, delete: 0, refused: 0 };
    for (let step = 0; step < 200; step++) {
      const current = await rows();
      const roll = random();
      const item = pick(current);
      if (roll < 0.2 || !item) {
        const parentId = random() < 0.4 ? null : (pick(current)?.id ?? null);
        const siblings = current.filter((row) => row.parentId === parentId);
        const leftId = random() < 0.3 ? undefined : random() < 0.3 ? null : pick(siblings)?.id;
        await add(menu, { name: `Mới ${step}`, parentId, ...(leftId === undefined ? {} : { leftId }) });
        counts.add++;
      } else if (roll < 0.85) {
        const parentId = random() < 0.3 ? null : (pick(current)?.id ?? null);
        const siblings = current.filter((row) => row.parentId === parentId && row.id !== item.id);
        const leftId = random() < 0.25 ? null : (pick(siblings)?.id ?? null);
        const res = await call('POST', '/menus/update', { id: item.id, parentId, leftId });
        if (res.statusCode === 200) counts.move++;
        else {
          // Only a move into its own subtree may be refused here.
          expect(res.json().code, `step ${step}`).toBe('MENU_MOVE_CYCLE');
          counts.refused++;
        }
      } else if (current.length > 5) {
        const ids = [item.id, ...(random() < 0.3 ? [pick(current)?.id ?? item.id] : [])];
        const res = await call('POST', '/menus/delete', { ids });
        expect(res.statusCode, `step ${step}`).toBe(200);
        counts.delete++;
      }
      const after = await rows();
      try {
        assertLists(after);
      } catch (error) {
        throw new Error(`after step ${step}: ${(error as Error).message}`);
      }
    }
    expect(counts.move).toBeGreaterThan(50);
    expect(counts.delete).toBeGreaterThan(5);
    expect(counts.refused).toBeGreaterThan(0);
  }, 120_000);

  it('serialises moves made at the same time so none breaks a list', async () => {
    const menu: Menu = { type: 'COURSE', courseType: 'ONLINE' };
    for (let round = 0; round < 5; round++) {
      const items = await list(menu);
      const roots = items.filter((item) => item.parentId === null);
      // Every item to the top level, first, at once: each move reads and relinks the same neighbours.
      const results = await Promise.all([
        ...items
          .slice(0, 8)
          .map((item) => call('POST', '/menus/update', { id: item.id, parentId: null, leftId: null })),
        call('POST', '/menus/add', { ...menu, name: `Cùng lúc ${round}`, leftId: roots[0]?.id ?? null }),
      ]);
      expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
      await outline(menu); // asserts the lists
    }
  });
});
