import { z } from 'zod';
import type { ErrorResponse, FieldError } from './errors';

export const fieldErrorSchema: z.ZodType<FieldError> = z.object({
  path: z.string(),
  key: z.string(),
  message: z.string(),
});

export const errorResponseSchema: z.ZodType<ErrorResponse> = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(fieldErrorSchema).optional(),
});
