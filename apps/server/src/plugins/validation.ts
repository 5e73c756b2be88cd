import type { FastifySchemaCompiler } from 'fastify';
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

/**
 * Validates params, query and body with the route's zod schema. (The type provider's own compiler
 * flattens issue paths into strings; this keeps them whole for the localised field errors.)
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, data) };
  };
