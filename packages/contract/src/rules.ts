import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE } from './constants';
import { listQuerySchema } from './list-query';
import { PERMISSION_CODE } from './permissions';
import { linkSchema, required, requiredString } from './validators';

/**
 * Rules (spec §3): an access rule adds a permission to API calls matching a method and a route pattern,
 * without a deploy; a redirect rule sends a first visit to /{slug} to its target URL.
 */
export const RULE_KINDS = ['access', 'redirect'] as const;
export const RULE_METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const ruleSchema = z.object({
  id: z.number(),
  kind: z.enum(RULE_KINDS),
  /** Access rules: HTTP method, or '*' for any. */
  method: z.string().nullable(),
  /** Access rules: a path pattern under /api, with `:param` segments and a trailing `*`. */
  route: z.string().nullable(),
  /** Access rules: optional regular expression the path must also match. */
  expression: z.string().nullable(),
  /** Access rules: the permission code required. */
  permission: z.string().nullable(),
  /** Redirect rules. */
  slug: z.string().nullable(),
  targetUrl: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

const routePattern = requiredString
  .max(300, { error: 'tooLong' })
  // Literal segments, `:param` segments and at most a final `*`: a pattern over the server's route
  // patterns, never a spelling of a URL.
  .regex(/^\/api(\/([A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9_]*))*(\/\*)?\/?$/, { error: 'invalid' });

const regexSource = z
  .string()
  .trim()
  .max(200, { error: 'tooLong' })
  .refine(
    (value) => {
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'invalid' },
  );

/** Like the first path segment the web guard looks up: 3+ letters, digits or hyphens. */
export const REDIRECT_SLUG = /^[A-Za-z0-9-]{3,100}$/;

/** The guard sends the browser there, so it must stay a path of this site or an http(s) address. */
const targetUrl = required(linkSchema);

const status = z.enum(['ACTIVE', 'INACTIVE'], { error: 'invalidValue' }).default('ACTIVE');

export const createRuleBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('access'),
    method: z.enum(RULE_METHODS, { error: 'invalidValue' }),
    route: routePattern,
    expression: regexSource.default(''),
    permission: requiredString.regex(PERMISSION_CODE, { error: 'invalid' }),
    status,
  }),
  z.strictObject({
    kind: z.literal('redirect'),
    slug: requiredString.regex(REDIRECT_SLUG, { error: 'invalid' }),
    targetUrl,
    status,
  }),
]);
export type CreateRuleBody = z.input<typeof createRuleBodySchema>;

/** An update keeps the rule's kind; the fields of the other kind are refused. */
export const updateRuleBodySchema = z.strictObject({
  method: z.enum(RULE_METHODS, { error: 'invalidValue' }).optional(),
  route: routePattern.optional(),
  expression: regexSource.optional(),
  permission: requiredString.regex(PERMISSION_CODE, { error: 'invalid' }).optional(),
  slug: requiredString.regex(REDIRECT_SLUG, { error: 'invalid' }).optional(),
  targetUrl: targetUrl.optional(),
  status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'invalidValue' }).optional(),
});
export type UpdateRuleBody = z.input<typeof updateRuleBodySchema>;

export const ruleListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'route', 'slug'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    kind: z.enum(RULE_KINDS, { error: 'invalidValue' }).optional(),
    q: z.string().trim().max(100).optional(),
  },
);

/** `targetUrl` is null when no ACTIVE redirect rule has that slug. */
export const redirectRuleResponseSchema = z.object({ targetUrl: z.string().nullable() });
