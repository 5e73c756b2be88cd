import type { CourseType, MenuType } from '@tutor/contract/constants';
import {
  type addMenuBodySchema,
  buildMenuTree,
  type MenuChangeResponse,
  type MenuItem,
  type MenuTreeNode,
  type updateMenuBodySchema,
} from '@tutor/contract/menus';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { categories, menus } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate } from '../../lib/list';
import { MenuLinks } from './menu-links';

type AddInput = z.output<typeof addMenuBodySchema>;
type UpdateInput = z.output<typeof updateMenuBodySchema>;
type Row = typeof menus.$inferSelect;
export type MenuRef = { type: MenuType; courseType: CourseType | null };

const MENU_ORDER = ['BOOK', 'COURSE:ONLINE', 'COURSE:OFFLINE', 'DOCUMENT', 'EXAM'];
/** Advisory lock keys, one per menu, well away from the migration lock (7_318_462_001). */
const MENU_LOCK_BASE = 7_318_463_000;

const menuLabel = (menu: MenuRef) => (menu.courseType ? `${menu.type}:${menu.courseType}` : menu.type);

/**
 * Serialises every write to one menu: two admins moving items at once would otherwise each read the
 * old links and write lists that cross. Held to the end of the transaction; PGlite has one connection,
 * where it costs nothing.
 */
async function lockMenu(tx: Tx, menu: MenuRef): Promise<void> {
  const index = MENU_ORDER.indexOf(menuLabel(menu));
  await tx.execute(sql`select pg_advisory_xact_lock(${MENU_LOCK_BASE + (index < 0 ? 9 : index)})`);
}

function sameMenu(menu: MenuRef) {
  return and(
    eq(menus.type, menu.type),
    menu.courseType === null ? isNull(menus.courseType) : eq(menus.courseType, menu.courseType),
  );
}

async function loadMenuRows(tx: DbOrTx, menu: MenuRef): Promise<Row[]> {
  return tx.select().from(menus).where(sameMenu(menu));
}

const itemColumns = {
  menu: menus,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

type ItemRow = { menu: Row; category: { id: number; name: string; slug: string } | null };

function toItem({ menu, category }: ItemRow): MenuItem {
  return {
    id: menu.id,
    type: menu.type as MenuType,
    courseType: menu.courseType as CourseType | null,
    name: menu.name,
    categoryId: menu.categoryId,
    category,
    link: menu.link,
    parentId: menu.parentId,
    leftId: menu.leftId,
    rightId: menu.rightId,
    showOnHome: menu.showOnHome,
    createdAt: isoDate(menu.createdAt),
    updatedAt: isoDate(menu.updatedAt),
  };
}

async function loadItems(tx: DbOrTx, ids: number[]): Promise<MenuItem[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(itemColumns)
    .from(menus)
    .leftJoin(categories, eq(categories.id, menus.categoryId))
    .where(inArray(menus.id, ids));
  return rows.map(toItem);
}

/** Depth first, each sibling list in its linked order. */
function flatten<T extends MenuItem>(nodes: MenuTreeNode<T>[], into: MenuItem[] = []): MenuItem[] {
  for (const { children, ...item } of nodes) {
    into.push(item as MenuItem);
    flatten(children, into);
  }
  return into;
}

/** A menu entry leads to a category of the menu's own type (a book menu to a book category). */
async function checkCategory(tx: DbOrTx, categoryId: number | null | undefined, type: MenuType) {
  if (categoryId === null || categoryId === undefined) return;
  const [category] = await tx
    .select({ type: categories.type })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (category?.type !== type) throw fieldError('categoryId', 'invalid');
}

/** `leftId` must name a child of `parentId` in the same menu, other than the item itself. */
function checkLeft(links: MenuLinks<Row>, leftId: number | null, parentId: number | null, itemId?: number) {
  if (leftId === null) return;
  const left = links.get(leftId);
  if (!left || left.parentId !== parentId || left.id === itemId) throw fieldError('leftId', 'invalid');
}

async function writeDirty(tx: Tx, links: MenuLinks<Row>, fields: Map<number, Partial<Row>> = new Map()) {
  const now = new Date();
  for (const id of links.dirty) {
    const row = links.get(id);
    if (!row) continue;
    await tx
      .update(menus)
      .set({
        ...fields.get(id),
        parentId: row.parentId,
        leftId: row.leftId,
        rightId: row.rightId,
        updatedAt: now,
      })
      .where(eq(menus.id, id));
  }
}

async function changeResponse(tx: Tx, itemId: number | null, links: MenuLinks<Row>, deleted: number[] = []) {
  const ids = new Set(links.dirty);
  if (itemId !== null) ids.add(itemId);
  const items = await loadItems(tx, [...ids]);
  return {
    item: items.find((item) => item.id === itemId) ?? null,
    changed: items.filter((item) => item.id !== itemId),
    deleted,
  } satisfies MenuChangeResponse;
}

export function createMenusService(db: Db) {
  return {
    /** One menu's items in tree order. */
    async list(menu: MenuRef): Promise<MenuItem[]> {
      const rows = await db
        .select(itemColumns)
        .from(menus)
        .leftJoin(categories, eq(categories.id, menus.categoryId))
        .where(sameMenu(menu));
      return flatten(buildMenuTree(rows.map(toItem)));
    },

    async add(input: AddInput): Promise<MenuChangeResponse> {
      const menu: MenuRef = { type: input.type, courseType: input.courseType ?? null };
      return db.transaction(async (tx) => {
        await lockMenu(tx, menu);
        const links = new MenuLinks(await loadMenuRows(tx, menu));
        const parentId = input.parentId ?? null;
        if (parentId !== null && !links.get(parentId)) throw fieldError('parentId', 'invalid');
        const leftId = input.leftId === undefined ? (links.lastChild(parentId)?.id ?? null) : input.leftId;
        checkLeft(links, leftId, parentId);
        await checkCategory(tx, input.categoryId, menu.type);
        const [row] = await tx
          .insert(menus)
          .values({
            type: menu.type,
            courseType: menu.courseType,
            name: input.name,
            categoryId: input.categoryId ?? null,
            link: input.link,
            parentId,
          })
          .returning();
        if (!row) throw new Error('menu insert returned nothing');
        links.add(row);
        links.linkAfter(row, parentId, leftId);
        await writeDirty(tx, links);
        return changeResponse(tx, row.id, links);
      });
    },

    async update(input: UpdateInput): Promise<MenuChangeResponse> {
      const menu = await findMenuOf(db, input.id);
      return db.transaction(async (tx) => {
        await lockMenu(tx, menu);
        const links = new MenuLinks(await loadMenuRows(tx, menu));
        const item = links.get(input.id);
        if (!item) throw notFound(); // deleted meanwhile
        await checkCategory(tx, input.categoryId, menu.type);
        const fields: Partial<Row> = {};
        if (input.name !== undefined) fields.name = input.name;
        if (input.categoryId !== undefined) fields.categoryId = input.categoryId;
        if (input.link !== undefined) fields.link = input.link;

        if (input.parentId !== undefined || input.leftId !== undefined) {
          const parentId = input.parentId === undefined ? item.parentId : input.parentId;
          if (parentId !== null) {
            if (!links.get(parentId)) throw fieldError('parentId', 'invalid');
            if (links.isWithin(parentId, item.id)) throw new AppError('MENU_MOVE_CYCLE');
          }
          const leftId =
            input.leftId === undefined ? (links.lastChild(parentId, item.id)?.id ?? null) : input.leftId;
          checkLeft(links, leftId, parentId, item.id);
          links.unlink(item);
          links.linkAfter(item, parentId, leftId);
        }
        links.dirty.add(item.id);
        await writeDirty(tx, links, new Map([[item.id, fields]]));
        return changeResponse(tx, item.id, links);
      });
    },

    /** Deletes the items with everything below them; all ids must exist, else nothing changes. */
    async remove(ids: number[]): Promise<MenuChangeResponse> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) throw new AppError('EMPTY_ID_LIST');
      const found = await db
        .select({ id: menus.id, type: menus.type, courseType: menus.courseType })
        .from(menus)
        .where(inArray(menus.id, wanted));
      if (found.length !== wanted.length) throw notFound();
      const menuRefs = new Map<string, MenuRef>();
      for (const row of found) {
        const ref = { type: row.type as MenuType, courseType: row.courseType as CourseType | null };
        menuRefs.set(menuLabel(ref), ref);
      }
      // Locks are always taken in the same order, so two deletes spanning menus cannot deadlock.
      const ordered = [...menuRefs.values()].sort(
        (a, b) => MENU_ORDER.indexOf(menuLabel(a)) - MENU_ORDER.indexOf(menuLabel(b)),
      );
      return db.transaction(async (tx) => {
        for (const menu of ordered) await lockMenu(tx, menu);
        const rows: Row[] = [];
        for (const menu of ordered) rows.push(...(await loadMenuRows(tx, menu)));
        const links = new MenuLinks(rows);
        if (wanted.some((id) => !links.get(id))) throw notFound(); // deleted meanwhile
        const doomed = new Set(wanted.flatMap((id) => links.subtreeOf(id)));
        for (const id of doomed) {
          const row = links.get(id);
          // Only the tops of the deleted subtrees leave a list that stays; their neighbours are joined.
          if (row && (row.parentId === null || !doomed.has(row.parentId))) links.unlink(row);
        }
        links.forget(doomed);
        await writeDirty(tx, links);
        await tx.delete(menus).where(inArray(menus.id, [...doomed]));
        return changeResponse(
          tx,
          null,
          links,
          [...doomed].sort((a, b) => a - b),
        );
      });
    },

    async setShowOnHome(id: number, showOnHome: boolean): Promise<MenuItem> {
      const [row] = await db
        .update(menus)
        .set({ showOnHome, updatedAt: new Date() })
        .where(eq(menus.id, id))
        .returning({ id: menus.id });
      if (!row) throw notFound();
      const [item] = await loadItems(db, [row.id]);
      if (!item) throw notFound();
      return item;
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;

async function findMenuOf(db: Db, id: number): Promise<MenuRef> {
  const [row] = await db
    .select({ type: menus.type, courseType: menus.courseType })
    .from(menus)
    .where(eq(menus.id, id));
  if (!row) throw notFound();
  return { type: row.type as MenuType, courseType: row.courseType as CourseType | null };
}
