import { and, eq } from 'drizzle-orm';
import { RE2JS } from 're2js';
import type { Db } from '../../db/client';
import { rules } from '../../db/schema';

/**
 * An access rule adds a permission to calls of the routes it matches. `route` is a pattern over route
 * patterns (`/api/admin/books/:id`, `/api/admin/books/*`); `expression` is an RE2 regular expression the
 * call's canonical path must also match. RE2 matches in linear time, so no stored rule can stall a
 * request the way a backtracking `(a+)+$` does.
 */
export type AccessRule = { method: string; route: string; expression: RE2JS | null; permission: string };

/** Compiles a rule's expression, or undefined when RE2 refuses it (back-references, look-arounds). */
export function compileRuleExpression(source: string): RE2JS | undefined {
  try {
    return RE2JS.compile(source);
  } catch {
    return undefined;
  }
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Does the rule's pattern cover this route? Both are patterns, never the URL as the client spelt it:
 * a rule's `:x` matches any one segment, a trailing `*` the rest; a rule's literal segment matches the
 * same literal, or a route parameter whose (decoded) value equals it.
 */
export function ruleCoversRoute(
  rule: string,
  route: string,
  params: Readonly<Record<string, string>>,
): boolean {
  const ruleParts = segmentsOf(rule);
  const routeParts = segmentsOf(route);
  for (let i = 0; i < ruleParts.length; i++) {
    const part = ruleParts[i] as string;
    if (part === '*' && i === ruleParts.length - 1) return true;
    const segment = routeParts[i];
    if (segment === undefined) return false;
    if (part.startsWith(':')) continue;
    if (segment.startsWith(':') ? params[segment.slice(1)] !== part : segment !== part) return false;
  }
  return ruleParts.length === routeParts.length;
}

/** The route pattern with its parameters filled in: one spelling per call, whatever the client sent. */
export function canonicalPath(route: string, params: Readonly<Record<string, string>>): string {
  return `/${segmentsOf(route)
    .map((segment) => (segment.startsWith(':') ? (params[segment.slice(1)] ?? '') : segment))
    .join('/')}`;
}

export function matchingPermissions(
  accessRules: readonly AccessRule[],
  method: string,
  route: string,
  params: unknown,
): string[] {
  const values = (params ?? {}) as Record<string, string>;
  // A HEAD request reads what the GET route answers.
  const verb = method === 'HEAD' ? 'GET' : method;
  const found: string[] = [];
  let path: string | undefined;
  for (const rule of accessRules) {
    if (rule.method !== '*' && rule.method !== verb) continue;
    if (!ruleCoversRoute(rule.route, route, values)) continue;
    if (rule.expression) {
      path ??= canonicalPath(route, values);
      if (!rule.expression.matcher(path).find()) continue;
    }
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
      const expression = row.expression ? compileRuleExpression(row.expression) : null;
      // Validated on write; a row RE2 cannot compile (written before this check) must not open the
      // route it guards: its permission still applies, as if the expression matched.
      list.push({
        method: row.method ?? '*',
        route: row.route,
        expression: expression ?? null,
        permission: row.permission,
      });
    }
    return list;
  }
  return {
    /** The rules when the cached list is still fresh, without waiting; else undefined (call `get`). */
    current(): AccessRule[] | undefined {
      return cached && Date.now() - cached.at < ttlMs ? cached.rules : undefined;
    },
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
