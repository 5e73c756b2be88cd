import { z } from 'zod';
import type { CourseType, MenuType } from './constants';
import { idSchema, linkSchema, requiredString } from './validators';
import { courseTypeSchema, menuTypeSchema } from './value-schemas';

/**
 * The five website menus (spec §3 "menu entry and menu tree"). Each is a tree; the children of one
 * parent form a doubly linked list through leftId/rightId, and a null leftId marks the first.
 */
export const MENU_KEYS = ['book', 'course-online', 'course-offline', 'document', 'exam'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** Which rows of `menus` make up each menu: courses are split in two by courseType. */
export const MENU_OF_KEY: Record<MenuKey, { type: MenuType; courseType: CourseType | null }> = {
  book: { type: 'BOOK', courseType: null },
  'course-online': { type: 'COURSE', courseType: 'ONLINE' },
  'course-offline': { type: 'COURSE', courseType: 'OFFLINE' },
  document: { type: 'DOCUMENT', courseType: null },
  exam: { type: 'EXAM', courseType: null },
};

export const menuItemSchema = z.object({
  id: z.number(),
  type: menuTypeSchema,
  courseType: courseTypeSchema.nullable(),
  name: z.string(),
  /** A category of the menu's type (its listing page is where the entry leads), or null. */
  categoryId: z.number().nullable(),
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  /** A free link, used when no category is chosen ('' for none). */
  link: z.string(),
  parentId: z.number().nullable(),
  leftId: z.number().nullable(),
  rightId: z.number().nullable(),
  showOnHome: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** COURSE menus need ONLINE or OFFLINE; the other types have no courseType. */
function refineCourseType(
  value: { type: MenuType; courseType?: CourseType | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.type === 'COURSE' && !value.courseType) {
    ctx.addIssue({ code: 'custom', path: ['courseType'], message: 'required' });
  } else if (value.type !== 'COURSE' && value.courseType) {
    ctx.addIssue({ code: 'custom', path: ['courseType'], message: 'invalidValue' });
  }
}

const menuType = z.enum(menuTypeSchema.options, { error: 'invalidValue' });
const courseType = z.enum(courseTypeSchema.options, { error: 'invalidValue' });

/** `GET /admin/menus?type=&courseType=`: one menu. */
export const menuListQuerySchema = z
  .strictObject({ type: menuType, courseType: courseType.optional() })
  .superRefine(refineCourseType);
export type MenuListQuery = z.input<typeof menuListQuerySchema>;

/** Items in tree order (depth first, siblings along their linked list). */
export const menuListResponseSchema = z.object({ data: z.array(menuItemSchema) });

const menuName = requiredString.max(100, { error: 'tooLong' });
/** A path on this site or an http(s) address; '' for none. */
const menuLink = linkSchema;
const optionalId = idSchema.nullable().optional();

/**
 * `POST /admin/menus/add`. `leftId` places the item after that sibling; null places it first; absent
 * places it last. The server computes every neighbour's links itself.
 */
export const addMenuBodySchema = z
  .strictObject({
    type: menuType,
    courseType: courseType.nullable().optional(),
    name: menuName,
    categoryId: optionalId,
    link: menuLink.default(''),
    parentId: optionalId,
    leftId: optionalId,
  })
  .superRefine(refineCourseType);
export type AddMenuBody = z.input<typeof addMenuBodySchema>;

/**
 * `POST /admin/menus/update`: rename fields and/or move. A move happens when `parentId` or `leftId` is
 * present: the item goes after `leftId` among `parentId`'s children (null leftId = first, absent = last;
 * absent parentId = its current parent). The item's children move with it.
 */
export const updateMenuBodySchema = z.strictObject({
  id: idSchema,
  name: menuName.optional(),
  categoryId: optionalId,
  link: menuLink.optional(),
  parentId: optionalId,
  leftId: optionalId,
});
export type UpdateMenuBody = z.input<typeof updateMenuBodySchema>;

/** `POST /admin/menus/delete`: the items and their subtrees go; their neighbours are relinked. */
export const deleteMenusBodySchema = z.strictObject({
  ids: z.array(idSchema, { error: 'invalidType' }).max(1000, { error: 'tooManyItems' }),
});
export type DeleteMenusBody = z.input<typeof deleteMenusBodySchema>;

/** Writes answer the rows they changed: the new or moved item and every relinked neighbour. */
export const menuChangeResponseSchema = z.object({
  item: menuItemSchema.nullable(),
  changed: z.array(menuItemSchema),
  deleted: z.array(z.number()),
});
export type MenuChangeResponse = z.infer<typeof menuChangeResponseSchema>;

export const showOnHomeBodySchema = z.strictObject({ showOnHome: z.boolean({ error: 'invalidType' }) });

export type MenuTreeNode<T extends MenuLinks> = T & { children: MenuTreeNode<T>[] };
export type MenuLinks = {
  id: number;
  parentId: number | null;
  leftId: number | null;
  rightId: number | null;
};

/**
 * Builds the trees of one menu from its rows by following each sibling list from its first item.
 * Rows a broken list would leave out (which the server never writes) are appended, so nothing vanishes.
 */
export function buildMenuTree<T extends MenuLinks>(rows: readonly T[]): MenuTreeNode<T>[] {
  const byParent = new Map<number | null, T[]>();
  for (const row of rows) {
    const group = byParent.get(row.parentId) ?? [];
    group.push(row);
    byParent.set(row.parentId, group);
  }
  const seen = new Set<number>();
  const build = (parentId: number | null): MenuTreeNode<T>[] => {
    const group = byParent.get(parentId) ?? [];
    const byId = new Map(group.map((row) => [row.id, row]));
    const ordered: T[] = [];
    let current = group.find((row) => row.leftId === null);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      ordered.push(current);
      current = current.rightId === null ? undefined : byId.get(current.rightId);
    }
    for (const row of group) {
      if (!seen.has(row.id)) {
        seen.add(row.id);
        ordered.push(row);
      }
    }
    return ordered.map((row) => ({ ...row, children: build(row.id) }));
  };
  return build(null);
}
