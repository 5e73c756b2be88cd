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

/**
 * Writes the statements of a guard: each `return false` on a value that is not what the schema says,
 * falling through when it is. `name` is a JavaScript variable holding the value; `fresh` makes names.
 * Undefined when the schema says something the guard does not know.
 */
type Source = (name: string, fresh: (prefix: string) => string) => string;

/** The test of one type of value; undefined for what the fast path does not know. */
function typeSource(type: unknown, schema: JsonSchema): Source | undefined {
  switch (type) {
    case 'null':
      return (v) => `if (${v} !== null) return false;`;
    case 'string':
      return (v) => `if (typeof ${v} !== 'string') return false;`;
    case 'boolean':
      return (v) => `if (typeof ${v} !== 'boolean') return false;`;
    case 'number':
      return (v) => `if (typeof ${v} !== 'number' || !Number.isFinite(${v})) return false;`;
    case 'integer':
      return (v) => `if (!Number.isInteger(${v})) return false;`;
    case 'array': {
      const item = schema.items === undefined ? undefined : guardSource(schema.items);
      if (!item) return undefined;
      return (v, fresh) => {
        const i = fresh('i');
        const element = fresh('e');
        return `if (!Array.isArray(${v})) return false;
for (let ${i} = 0; ${i} < ${v}.length; ${i}++) { const ${element} = ${v}[${i}]; ${item(element, fresh)} }`;
      };
    }
    case 'object': {
      if (schema.additionalProperties !== false) return undefined;
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const names = Object.keys(properties);
      const fields = names.map((name) => guardSource(properties[name]));
      if (fields.some((field) => field === undefined)) return undefined;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      return (v, fresh) => {
        const declared = fresh('n');
        const lines = [
          `if (typeof ${v} !== 'object' || ${v} === null || Array.isArray(${v}) || !isPlain(${v})) return false;`,
          `let ${declared} = 0;`,
        ];
        names.forEach((name, index) => {
          const field = fresh('f');
          // fast-json-stringify writes a default in place of a missing value; JSON.stringify would not.
          const mustHave = required.has(name) || 'default' in (properties[name] as JsonSchema);
          lines.push(
            `const ${field} = ${v}[${JSON.stringify(name)}];`,
            `if (${field} === undefined) { ${mustHave ? 'return false;' : ''} } else { ${(fields[index] as Source)(field, fresh)} ${declared}++; }`,
          );
        });
        // Nothing else with a value: JSON.stringify writes every own enumerable field that has one
        // (an extra field without a value is left out by both writers).
        const valued = fresh('c');
        const key = fresh('k');
        lines.push(
          `let ${valued} = 0;`,
          `for (const ${key} in ${v}) if (${v}[${key}] !== undefined) ${valued}++;`,
          `if (${valued} !== ${declared}) return false;`,
        );
        return lines.join('\n');
      };
    }
    default:
      return undefined;
  }
}

/** The guard's statements for one schema (see `guardOf`), or undefined. */
function guardSource(schema: unknown): Source | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  const json = schema as JsonSchema;
  for (const key of Object.keys(json)) if (!ANNOTATIONS.has(key) && !STRUCTURE.has(key)) return undefined;
  if ('const' in json) {
    const constant = json.const;
    if (constant !== null && typeof constant === 'object') return undefined;
    // JSON.stringify spells a string, number, boolean or null as JavaScript reads it back.
    return constant === undefined
      ? undefined
      : (v) => `if (${v} !== ${JSON.stringify(constant)}) return false;`;
  }
  const types = Array.isArray(json.type) ? (json.type as unknown[]) : [json.type];
  // A value is either null or one other type: fast-json-stringify's order of trying several is its own.
  const others = types.filter((type) => type !== 'null');
  if (others.length !== 1)
    return types.length === 1 && types[0] === 'null' ? typeSource('null', json) : undefined;
  const test = typeSource(others[0], json);
  if (!test) return undefined;
  return others.length === types.length ? test : (v, fresh) => `if (${v} !== null) { ${test(v, fresh)} }`;
}

/**
 * A test that a value is exactly what `schema` declares, field for field (no field outside it, every
 * required one there, each of its declared type), so that `JSON.stringify` writes the very JSON
 * fast-json-stringify would, up to the order of fields; undefined when the schema says something the
 * test does not know (a union, a reference, a record, …), and those answers keep fast-json-stringify.
 *
 * Compiled into one function of straight-line tests, as fast-json-stringify and ajv compile theirs: the
 * same test made of closures over the schema ran each field through a shared loop and a shared
 * property lookup, which the engine cannot specialise once a process serves many answer shapes: a few
 * microseconds of every storefront read in the profiles (bench/README.md, nineteenth session).
 * The source holds only the schema's property names, as JSON string literals, and its constants.
 */
function guardOf(schema: unknown): Guard | undefined {
  const source = guardSource(schema);
  if (!source) return undefined;
  let count = 0;
  const fresh = (prefix: string) => `${prefix}${count++}`;
  const body = source('value', fresh);
  return new Function('isPlain', `return function guard(value) {\n${body}\nreturn true;\n};`)(
    isPlain,
  ) as Guard;
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
