import { idParamsSchema } from '@tutor/contract/admin-common';
import { rememberableQuerySchemas } from '@tutor/contract/list-query';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request that failed its zod schema; the original issues are kept so they can be localised. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly issues: z.core.$ZodIssue[];
  /** What was sent: zod drops it from issues, and it tells a missing field from a wrongly typed one. */
  readonly input: unknown;

  constructor(issues: z.core.$ZodIssue[], input: unknown) {
    super('Request validation failed');
    this.issues = issues;
    this.input = input;
  }
}

const NUL = '\u0000';
const MAX_DEPTH = 200;

/**
 * The path of the first string (value or key) holding a NUL, or undefined. PostgreSQL text cannot hold
 * NUL, so such a value would fail deep in a query as a 500; no field of this API has a use for one.
 */
export function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function nulError(path: PropertyKey[], input: unknown) {
  const issue = { code: 'custom', path, message: 'forbiddenCharacter', input: undefined };
  return new RequestValidationError([issue as unknown as z.core.$ZodIssue], input);
}

/**
 * Validates params, query and body with the route's zod schema. (The type provider's own compiler
 * flattens issue paths into strings; this keeps them whole for the localised field errors.) A NUL in
 * any part is refused first, as a VALIDATION_ERROR naming the field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = (data: unknown): Validation => {
    const nulAt = findNul(data);
    if (nulAt) return { error: nulError(nulAt, data) };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, data) };
  };
  if (schema === idParamsSchema) return idParamsValidator(validate);
  return httpPart === 'querystring' && rememberableQuerySchemas.has(schema)
    ? rememberingParses(validate)
    : validate;
};

type Validation = { value?: unknown; error?: Error };

/**
 * How many distinct query strings a route remembers the parse of, and how long one may be (as JSON): a
 * listing's queries are short, and someone sending every route many long ones holds at most
 * routes × 64 × about 1 KB.
 */
const REMEMBERED_QUERIES = 64;
const REMEMBERED_QUERY_MAX = 512;

/**
 * A list's query strings, each parsed by zod once: the storefront's lists are asked again and again
 * with the same few queries (a listing's default page, its filters), and zod's parse of a list query
 * (defaults, sort fields, the price range) was about as much of a list read as its two statements'
 * parameters and its shaping together (bench/README.md, nineteenth session). Only for schemas whose
 * parse is a pure function of the text (`rememberableQuerySchemas`: every list query). Keyed by the
 * query as parsed from the URL (its JSON: keys in the order sent); only a parse that succeeded is kept, frozen,
 * since every request with that query gets the same object. At most `REMEMBERED_QUERIES` per route,
 * the oldest dropped first, and none longer than `REMEMBERED_QUERY_MAX` characters.
 */
function rememberingParses(validate: (data: unknown) => Validation) {
  const remembered = new Map<string, Validation>();
  return (data: unknown): Validation => {
    const key = JSON.stringify(data);
    const known = remembered.get(key);
    if (known) return known;
    const result = validate(data);
    if (result.error || key.length > REMEMBERED_QUERY_MAX) return result;
    if (remembered.size >= REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value as string);
    const kept = { value: deepFreeze(result.value) };
    remembered.set(key, kept);
    return kept;
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** Plain decimal ids up to 15 digits: always safe integers, and zod reads them as `Number` does. */
const PLAIN_ID = /^[1-9][0-9]{0,14}$/;

/**
 * `{ id }` route parameters (most routes with a parameter have only this one), checked without zod
 * when the id is written plainly: zod's generic parse was several microseconds of every such read
 * in a process with hundreds of schemas (bench/README.md, nineteenth session). The same value zod
 * gives; anything else (leading zeros, signs, spaces, other keys) goes through zod, errors included.
 */
function idParamsValidator(validate: (data: unknown) => Validation) {
  return (data: unknown) => {
    if (data === null || typeof data !== 'object') return validate(data);
    const params = data as Record<string, unknown>;
    const id = params.id;
    let keys = 0;
    for (const _ in params) keys++;
    if (keys === 1 && typeof id === 'string' && PLAIN_ID.test(id)) return { value: { id: Number(id) } };
    return validate(data);
  };
}

/**
 * Replaces Fastify's JSON body parser with the same parser (prototype-poisoning checks included) that
 * also refuses a NUL anywhere in the document: every route is covered, with a body schema or without.
 */
export function useNulSafeJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const nulAt = findNul(value);
      if (nulAt) return done(nulError(nulAt, value), undefined);
      done(null, value);
    });
  });
}
