import type { ExtraDataType } from '@tutor/contract/admin-common';
import type { PermissionCode } from '@tutor/contract/permissions';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { SeedContext } from '../../db/seed/demo-data';
import type { PageHead } from '../../plugins/web-app';

/** A list for admin forms, served by `GET /api/admin/extra-data?type=…`. */
export type ExtraDataProvider = {
  /** Codes needed beyond entering the back office (lists that reveal the access model). */
  access: PermissionCode[];
  /** One element of the list, as answered. */
  item: z.ZodType;
  load(db: Db): Promise<unknown[]>;
};

/** What a public detail page's `<head>` needs from its row; only visible rows are found. */
export type DetailRow = {
  name: string;
  slug: string;
  summary: string;
  content: string;
  imageId: number | null;
  publishedAt?: Date | string | null;
};

/** A public detail page `/{segment}/{id}/{slug}` the server gives its own head (title, canonical, OG). */
export type DetailPage = {
  /** The web route's first segment, e.g. `sach`. */
  segment: string;
  type: 'website' | 'article' | 'book';
  find(db: Db, id: number): Promise<DetailRow | undefined>;
};

/** A text column holding rich text written by staff, with its table's primary key. */
export type RichTextColumn = { table: PgTable; id: AnyPgColumn; column: AnyPgColumn };

/** The server's answer for a page path it sends the app shell for; `undefined` for paths not its own. */
export type PageHeads = (request: FastifyRequest) => Promise<PageHead | undefined>;

export type SitemapRow = { id: number; slug: string; updatedAt: Date; type?: string };

/** Visible rows of one table, listed in sitemap.xml in bounded batches. */
export type SitemapSource = {
  table: PgTable;
  columns: { id: AnyPgColumn; slug: AnyPgColumn; updatedAt: AnyPgColumn; type?: AnyPgColumn };
  visible: SQL | undefined;
  path(row: SitemapRow): string;
};

/**
 * One domain, as the app sees it. `app.ts`, extra-data, the page heads, the sitemap and the demo data read
 * the list in `modules/app-modules.ts`, so a new domain is one folder plus one line in that list.
 * Shared services reach routes as Fastify decorators (`app.db`, `app.storage`, `app.passwords`,
 * `app.rateLimiter`, `app.accessRules`, …), never as options threaded through `app.ts`.
 */
export type AppModule = {
  name: string;
  /** Under `/api`: storefront and signed-in calls. */
  routes?: FastifyPluginAsync;
  /** Under `/api/admin`: the back office, whose scope requires back-office entry on every route. */
  adminRoutes?: FastifyPluginAsync;
  /**
   * Its back-office writes change what the public cache holds (the home page): any successful write
   * under its `adminRoutes` invalidates it, here and in the other processes (`app.publicCache`).
   */
  feedsPublicPages?: boolean;
  /** Columns of sanitised HTML, cleaned again once at start-up when the sanitiser's policy changes. */
  richText?: RichTextColumn[];
  /** At the site's root, outside `/api` (sitemap.xml, robots.txt). */
  siteRoutes?: FastifyPluginAsync;
  extraData?: Partial<Record<ExtraDataType, ExtraDataProvider>>;
  detailPages?: DetailPage[];
  /**
   * The `<head>` (or redirect, or not found) of the pages it owns, when the web app's shell is sent
   * (the seo module: detail pages; site settings: home). Built once, from the app's decorators; the
   * first module with an answer for a path decides.
   */
  pageHeads?(app: FastifyInstance): PageHeads;
  /** For a path no page serves: where it sends the visitor (the redirect rules), if anywhere. */
  unknownPathRedirect?(app: FastifyInstance): (pathname: string) => Promise<string | undefined>;
  sitemap?: { paths?: string[]; sources?: SitemapSource[] };
  /** Rows every database needs, made at every start when missing (fixed pages, reference roles). */
  ensure?(db: Db): Promise<void>;
  /** Demo data, loaded in the order of the module list (users before the catalogue before orders). */
  seed?(tx: Tx, context: SeedContext): Promise<void>;
};
