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

/** One compiled writer per schema object: the contract's shared schemas serve many routes. */
const writers = new WeakMap<z.ZodType, Stringify | null>();

function writerFor(schema: z.ZodType): Stringify | undefined {
  let writer = writers.get(schema);
  if (writer === undefined) {
    const json = jsonSchemaOf(schema);
    writer = json ? (fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Stringify) : null;
    writers.set(schema, writer);
  }
  return writer ?? undefined;
}

/**
 * Writes each answer with fast-json-stringify, compiled (on first use) from the route's zod response
 * schema through zod's JSON Schema: no zod parse per answer, the largest share of a small read's CPU
 * after the socket. Fields outside the contract are left out, as zod's parse left them out.
 *
 * With `checkAnswers` (tests) every answer is also parsed by zod, and the written JSON must be the very
 * text zod's parse would have given: any route a test calls proves the fast path says what the contract
 * says. Schemas that JSON Schema cannot express (transforms) are parsed by zod, as before.
 */
export function createResponseSerializerCompiler(options: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const bySchema = zodStringify(schema, method, url);
    let write: Stringify | undefined | null = null;
    return (data) => {
      // Compiled on first use, not at start-up: most routes of a process are never called.
      if (write === null) write = writerFor(schema);
      if (!write) return bySchema(data);
      if (!options.checkAnswers) return write(data);
      const expected = bySchema(data);
      const written = write(data);
      if (written !== expected)
        throw new Error(
          `The answer of ${method} ${url} is written otherwise than its contract parses it:\n${written}\n${expected}`,
        );
      return written;
    };
  };
}
