import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `type: [X's type, 'null']`: fast-json-stringify
 * picks an anyOf branch by validating the value against each one (ajv), a cost on every answer; a type
 * list is a plain `=== null` test. Everything else is left as zod wrote it.
 */
export function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The answer's JSON schema as fast-json-stringify reads it, or undefined when zod cannot say it in JSON Schema. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    const { $schema: _, ...rest } = simplifyNullable(json) as JsonSchema;
    return rest;
  } catch {
    return undefined; // a transform, a date, a custom type: zod parses those answers itself
  }
}

function zodStringify(schema: z.ZodType, method: string, url: string): Stringify {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

type Guard = (value: unknown) => boolean;

/** Keywords that change nothing in what fast-json-stringify writes for a value of the right type. */
const ANNOTATIONS = new Set([
  ...['$schema', 'description', 'title', 'examples', 'format', 'pattern', 'enum', 'minLength', 'maxLength'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems'],
  'uniqueItems',
]);
const STRUCTURE = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'const',
  'default',
]);

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** The test of one type of value; undefined for what the fast path does not know. */
function typeGuard(type: unknown, schema: JsonSchema): Guard | undefined {
  switch (type) {
    case 'null':
      return (value) => value === null;
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return (value) => Number.isInteger(value);
    case 'array': {
      const item = schema.items === undefined ? undefined : guardOf(schema.items);
      if (!item) return undefined;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!item(value[i])) return false;
        return true;
      };
    }
    case 'object': {
      if (schema.additionalProperties !== false) return undefined;
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const names = Object.keys(properties);
      const guards = names.map((name) => guardOf(properties[name]));
      if (guards.some((guard) => guard === undefined)) return undefined;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      // fast-json-stringify writes a default in place of a missing value; JSON.stringify would not.
      const mustHave = names.map(
        (name) => required.has(name) || 'default' in (properties[name] as JsonSchema),
      );
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value) || !isPlain(value))
          return false;
        const record = value as Record<string, unknown>;
        let declared = 0;
        for (let i = 0; i < names.length; i++) {
          const field = record[names[i] as string];
          if (field === undefined) {
            if (mustHave[i]) return false;
            continue;
          }
          if (!(guards[i] as Guard)(field)) return false;
          declared++;
        }
        // Nothing else with a value: JSON.stringify writes every own enumerable field that has one
        // (an extra field without a value is left out by both writers).
        let valued = 0;
        for (const key in record) if (record[key] !== undefined) valued++;
        return valued === declared;
      };
    }
    default:
      return undefined;
  }
}

/**
 * A test that a value is exactly what `schema` declares, field for field (no field outside it, every
 * required one there, each of its declared type), so that `JSON.stringify` writes the very JSON
 * fast-json-stringify would, up to the order of fields; undefined when the schema says something the
 * test does not know (a union, a reference, a record, …), and those answers keep fast-json-stringify.
 */
function guardOf(schema: unknown): Guard | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  const json = schema as JsonSchema;
  for (const key of Object.keys(json)) if (!ANNOTATIONS.has(key) && !STRUCTURE.has(key)) return undefined;
  if ('const' in json) {
    const constant = json.const;
    return constant === null || typeof constant !== 'object' ? (value) => value === constant : undefined;
  }
  const types = Array.isArray(json.type) ? (json.type as unknown[]) : [json.type];
  // A value is either null or one other type: fast-json-stringify's order of trying several is its own.
  const others = types.filter((type) => type !== 'null');
  if (others.length !== 1) return types.length === 1 && types[0] === 'null' ? (v) => v === null : undefined;
  const guard = typeGuard(others[0], json);
  if (!guard) return undefined;
  return others.length === types.length ? guard : (value) => value === null || guard(value);
}

type Writer = { write: Stringify; guard: Guard | undefined };

/** One compiled writer per schema object: the contract's shared schemas serve many routes. */
const writers = new WeakMap<z.ZodType, Writer | null>();

function writerFor(schema: z.ZodType): Writer | undefined {
  let writer = writers.get(schema);
  if (writer === undefined) {
    const json = jsonSchemaOf(schema);
    writer = json
      ? {
          write: fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Stringify,
          guard: guardOf(json),
        }
      : null;
    writers.set(schema, writer);
  }
  return writer ?? undefined;
}

/**
 * Writes each answer from the route's zod response schema, compiled on first use through zod's JSON
 * Schema: no zod parse per answer, the largest share of a small read's CPU after the socket. An answer
 * that is exactly what its schema declares (checked field by field, `guardOf`) is written by the
 * engine's own `JSON.stringify`: fast-json-stringify escapes short strings in JavaScript and builds its
 * text piece by piece, which the ETag's hash and the socket must then copy flat, together about half
 * as much again as `JSON.stringify` on the storefront's reads. Any other answer is written by
 * fast-json-stringify, which leaves out fields outside the contract, as zod's parse left them out.
 *
 * With `checkAnswers` (tests) every answer is also parsed by zod, and the written JSON must say what
 * zod's parse would have given: the very text from fast-json-stringify, the same values from
 * `JSON.stringify` (whose order of fields is the answer's). Any route a test calls proves the fast
 * paths say what the contract says. Schemas that JSON Schema cannot express (transforms) are parsed
 * by zod, as before.
 */
export function createResponseSerializerCompiler(options: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const bySchema = zodStringify(schema, method, url);
    let writer: Writer | undefined | null = null;
    const write = (data: unknown, { guard, write: fastJsonWrite }: Writer) =>
      guard?.(data) ? JSON.stringify(data) : fastJsonWrite(data);
    return (data) => {
      // Compiled on first use, not at start-up: most routes of a process are never called.
      if (writer === null) writer = writerFor(schema);
      if (!writer) return bySchema(data);
      if (!options.checkAnswers) return write(data, writer);
      const expected = bySchema(data);
      const written = write(data, writer);
      const isSame = writer.guard?.(data)
        ? isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))
        : written === expected;
      if (!isSame)
        throw new Error(
          `The answer of ${method} ${url} is written otherwise than its contract parses it:\n${written}\n${expected}`,
        );
      return written;
    };
  };
}
