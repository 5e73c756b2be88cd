import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DetailPage, SitemapSource } from './app-module';

type Column = AnyPgColumn | SQL.Aliased | SQL;

/**
 * The public page of an item `/{segment}/{id}/{slug}`: the head the server writes for it and its
 * sitemap entries, from one description of where its fields live and which rows are visible.
 */
export function itemPages(options: {
  segment: string;
  type: DetailPage['type'];
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
  updatedAt: AnyPgColumn;
  fields: { name: Column; summary: Column; content: Column; imageId: Column; publishedAt?: Column };
  /** Only these rows have a page (ACTIVE, published). */
  visible: SQL;
}): { detailPage: DetailPage; sitemap: SitemapSource } {
  const { segment, table, id, slug, updatedAt, fields, visible } = options;
  return {
    detailPage: {
      segment,
      type: options.type,
      find: async (db, itemId) => {
        const rows = await db
          .select({ slug, ...fields } as Record<string, AnyPgColumn>)
          .from(table)
          .where(and(eq(id, itemId), visible));
        return rows[0] as Awaited<ReturnType<DetailPage['find']>>;
      },
    },
    sitemap: {
      table,
      columns: { id, slug, updatedAt },
      visible,
      path: (row) => `/${segment}/${row.id}/${row.slug}`,
    },
  };
}
