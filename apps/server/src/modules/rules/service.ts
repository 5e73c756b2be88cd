import type {
  createRuleBodySchema,
  Rule,
  ruleListQuerySchema,
  updateRuleBodySchema,
} from '@tutor/contract/rules';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rules } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { isoDate, likePattern, orderByOf, pageOf } from '../../lib/list';
import type { CrudService } from '../shared/admin-crud';
import { type AccessRuleCache, compileRuleExpression } from './access-rules';

type ListQuery = z.output<typeof ruleListQuerySchema>;
type CreateInput = z.output<typeof createRuleBodySchema>;
type UpdateInput = z.output<typeof updateRuleBodySchema>;

const ACCESS_FIELDS = ['method', 'route', 'expression', 'permission'] as const;
const REDIRECT_FIELDS = ['slug', 'targetUrl'] as const;

function toRule(row: typeof rules.$inferSelect): Rule {
  return {
    ...row,
    kind: row.kind as Rule['kind'],
    status: row.status as Rule['status'],
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

const slugTaken = (error: unknown) =>
  isUniqueViolation(error, 'rules_redirect_slug_key') ? new AppError('NAME_ALREADY_IN_USE') : undefined;

/** Rules match with RE2 (linear time): what it cannot compile (look-arounds, back-references) is refused. */
function refuseUnsupportedExpression(expression: string | undefined) {
  if (expression && !compileRuleExpression(expression)) throw fieldError('expression', 'invalid');
}

export function createRulesService(
  db: Db,
  cache: AccessRuleCache,
): CrudService<Rule, Rule, ListQuery, CreateInput, UpdateInput> {
  async function get(id: number) {
    const [row] = await db.select().from(rules).where(eq(rules.id, id));
    if (!row) throw notFound();
    return toRule(row);
  }

  return {
    async list(query) {
      const { limit, offset } = pageOf(query);
      const conditions = [];
      if (query.kind) conditions.push(eq(rules.kind, query.kind));
      if (query.q) {
        const p = likePattern(query.q);
        conditions.push(
          or(
            ilike(rules.route, p),
            ilike(rules.slug, p),
            ilike(rules.permission, p),
            ilike(rules.targetUrl, p),
          ),
        );
      }
      const condition = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(rules)
          .where(condition)
          .orderBy(
            ...orderByOf(
              query,
              { createdAt: rules.createdAt, route: rules.route, slug: rules.slug },
              rules.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(rules).where(condition),
      ]);
      return { data: rows.map(toRule), total: totals[0]?.n ?? 0 };
    },
    get,
    async create(body) {
      if (body.kind === 'access') refuseUnsupportedExpression(body.expression);
      try {
        const [row] = await db.insert(rules).values(body).returning();
        cache.invalidate();
        return toRule(row as typeof rules.$inferSelect);
      } catch (error) {
        throw slugTaken(error) ?? error;
      }
    },
    async update(id, body) {
      const current = await get(id);
      // A rule keeps its kind: the other kind's fields have no meaning on it.
      const foreign = current.kind === 'access' ? REDIRECT_FIELDS : ACCESS_FIELDS;
      const wrong = foreign.find((field) => body[field] !== undefined);
      if (wrong) throw fieldError(wrong, 'unknownField');
      refuseUnsupportedExpression(body.expression);
      try {
        await db
          .update(rules)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(rules.id, id));
      } catch (error) {
        throw slugTaken(error) ?? error;
      }
      cache.invalidate();
      return get(id);
    },
    async remove(id) {
      const deleted = await db.delete(rules).where(eq(rules.id, id)).returning({ id: rules.id });
      if (deleted.length === 0) throw notFound();
      cache.invalidate();
    },
  };
}

/** The redirect of a first visit to /{slug} (spec §2 navigation guard, rule 1). */
export async function findRedirect(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ targetUrl: rules.targetUrl })
    .from(rules)
    .where(
      and(
        eq(rules.kind, 'redirect'),
        eq(rules.status, 'ACTIVE'),
        sql`lower(${rules.slug}) = ${slug.toLowerCase()}`,
      ),
    );
  return row?.targetUrl ?? undefined;
}
