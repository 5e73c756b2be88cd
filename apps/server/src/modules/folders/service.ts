import type {
  createFolderBodySchema,
  Folder,
  folderListQuerySchema,
  updateFolderBodySchema,
} from '@tutor/contract/folders';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { folders } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';

type ListQuery = z.output<typeof folderListQuerySchema>;
type CreateInput = z.output<typeof createFolderBodySchema>;
type UpdateInput = z.output<typeof updateFolderBodySchema>;

export function toFolder(row: typeof folders.$inferSelect): Folder {
  return { ...row, createdAt: isoDate(row.createdAt), updatedAt: isoDate(row.updatedAt) };
}

/** Advisory lock key of folder moves (any fixed number; only this module uses it). */
const FOLDER_TREE_LOCK = 7_104_001;

const nameTaken = (error: unknown) =>
  isUniqueViolation(error, 'folders_parent_name_key') ? new AppError('NAME_ALREADY_IN_USE') : undefined;

/**
 * The chain from `folderId` up to its root, `folderId` first; empty when the folder does not exist.
 * One recursive query; the depth cap stops a corrupted (already cyclic) tree from looping forever.
 */
async function ancestorsOf(db: DbOrTx, folderId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive chain(id, parent_id, depth) as (
          select id, parent_id, 0 from ${folders} where id = ${folderId}
          union all
          select f.id, f.parent_id, chain.depth + 1 from ${folders} f join chain on f.id = chain.parent_id
          where chain.depth < 1000
        )
        select id from chain order by depth`,
  );
  return rows.map((row) => Number(row.id));
}

/** Media library folders (spec §3): a tree; names unique among siblings. */
export function createFoldersService(
  db: Db,
): CrudService<Folder, Folder, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(folders).where(eq(folders.id, id));
    if (!row) throw notFound();
    return toFolder(row);
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const conditions = [];
      if (query.parentId) conditions.push(eq(folders.parentId, query.parentId));
      if (query.q) conditions.push(ilike(folders.name, likePattern(query.q)));
      const condition = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(folders)
          .where(condition)
          .orderBy(...orderByOf(query, { createdAt: folders.createdAt, name: folders.name }, folders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(folders).where(condition),
      ]);
      return { data: rows.map(toFolder), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      if (body.parentId !== null) {
        const [parent] = await db
          .select({ id: folders.id })
          .from(folders)
          .where(eq(folders.id, body.parentId));
        if (!parent) throw fieldError('parentId', 'invalid');
      }
      try {
        const [row] = await db.insert(folders).values(body).returning();
        return toFolder(row as typeof folders.$inferSelect);
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
    },
    async update(id, body) {
      try {
        await db.transaction(async (tx) => {
          // Moves are serialised: two concurrent moves (A under B, B under A) would each pass the check.
          if (body.parentId !== undefined)
            await tx.execute(sql`select pg_advisory_xact_lock(${FOLDER_TREE_LOCK})`);
          const [current] = await tx.select({ id: folders.id }).from(folders).where(eq(folders.id, id));
          if (!current) throw notFound();
          if (body.parentId !== undefined && body.parentId !== null) {
            const chain = await ancestorsOf(tx, body.parentId);
            if (chain.length === 0) throw fieldError('parentId', 'invalid');
            // The new parent is the folder itself or lies below it: the tree would become a loop.
            if (chain.includes(id)) throw new AppError('FOLDER_CYCLE');
          }
          await tx
            .update(folders)
            .set({ ...body, updatedAt: new Date() })
            .where(eq(folders.id, id));
        });
      } catch (error) {
        throw nameTaken(error) ?? error;
      }
      return get(id);
    },
    async remove(id) {
      const [child] = await db
        .select({ id: folders.id })
        .from(folders)
        .where(eq(folders.parentId, id))
        .limit(1);
      if (child) throw new AppError('FOLDER_HAS_SUBFOLDERS');
      try {
        // Its pictures stay in the library without a folder (ON DELETE SET NULL).
        const deleted = await db.delete(folders).where(eq(folders.id, id)).returning({ id: folders.id });
        if (deleted.length === 0) throw notFound();
      } catch (error) {
        // A sub-folder created meanwhile: the foreign key refuses, with the same meaning.
        if (isForeignKeyViolation(error)) throw new AppError('FOLDER_HAS_SUBFOLDERS');
        throw error;
      }
    },
  };
}

/** extra-data `folders`: every folder by name (the picker and forms build the tree from parentId). */
export async function listAllFolders(db: Db): Promise<Folder[]> {
  const rows = await db.select().from(folders).orderBy(asc(folders.name), asc(folders.id));
  return rows.map(toFolder);
}
