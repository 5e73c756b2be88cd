import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rules } from '../../db/schema';

export type AccessRule = { method: string; route: string; expression: RegExp | null; permission: string };

/** `/api/admin/books/:id` and `/api/admin/books/*` as a regular expression over request paths. */
export function routePatternToRegExp(route: string): RegExp {
  const trimmed = route.replace(/\/+$/, '') || '/';
  const parts = trimmed.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  const source = parts.join('/').replace(/\/\.\*$/, '(?:/.*)?');
  return new RegExp(`^${source}/?$`);
}

export function matchingPermissions(
  accessRules: readonly AccessRule[],
  method: string,
  path: string,
): string[] {
  const found: string[] = [];
  for (const rule of accessRules) {
    if (rule.method !== '*' && rule.method !== method) continue;
    if (!routePatternToRegExp(rule.route).test(path)) continue;
    if (rule.expression && !rule.expression.test(path)) continue;
    found.push(rule.permission);
  }
  return found;
}

/**
 * Active access rules, read at most every few seconds: they are checked on every call, and changed
 * rarely. A change made through this process is seen at once (invalidate); other processes see it
 * within the TTL.
 */
export function createAccessRuleCache(db: Db, ttlMs = 5_000) {
  let cached: { at: number; rules: AccessRule[] } | undefined;
  let loading: Promise<AccessRule[]> | undefined;
  async function load(): Promise<AccessRule[]> {
    const rows = await db
      .select({
        method: rules.method,
        route: rules.route,
        expression: rules.expression,
        permission: rules.permission,
      })
      .from(rules)
      .where(and(eq(rules.kind, 'access'), eq(rules.status, 'ACTIVE')));
    const list: AccessRule[] = [];
    for (const row of rows) {
      if (!row.route || !row.permission) continue;
      let expression: RegExp | null = null;
      try {
        expression = row.expression ? new RegExp(row.expression) : null;
      } catch {
        continue; // Validated on write; a bad row must not take the API down.
      }
      list.push({ method: row.method ?? '*', route: row.route, expression, permission: row.permission });
    }
    return list;
  }
  return {
    async get(): Promise<AccessRule[]> {
      if (cached && Date.now() - cached.at < ttlMs) return cached.rules;
      loading ??= load().finally(() => {
        loading = undefined;
      });
      const list = await loading;
      cached = { at: Date.now(), rules: list };
      return list;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type AccessRuleCache = ReturnType<typeof createAccessRuleCache>;
