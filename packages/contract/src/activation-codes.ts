import { z } from 'zod';
import {
  ACTIVATION_CODE_INPUT_MAX,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODES_BATCH_MAX,
  ADMIN_MAX_PAGE_SIZE,
  TRANSFER_CODE_ALPHABET,
} from './constants';
import { dateTimeField } from './courses';
import { listQuerySchema, listResponseSchema } from './list-query';
import { idSchema, integerFromText, required, requiredOr } from './validators';

/*
 * Activation codes (issue 12, spec §7 `activation-codes` and `POST /activation-codes/activate`). A code
 * opens a course, or each course of a combo, for the one student who redeems it. Codes are printed and
 * typed by hand, so they use the transfer codes' alphabet (no 0/O, 1/I) and are shown in groups of four
 * (`K7QM-3XPD-9HTA`); whatever the student types (lower case, spaces, hyphens) is normalised first.
 */

/** What an admin sees of a code: a state derived from status, use and expiry. */
export const ACTIVATION_CODE_STATES = ['UNUSED', 'USED', 'DISABLED', 'EXPIRED'] as const;
export type ActivationCodeState = (typeof ACTIVATION_CODE_STATES)[number];

export const ACTIVATION_CODE_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type ActivationCodeStatus = (typeof ACTIVATION_CODE_STATUSES)[number];

const SEPARATORS = /[\s\-_.]/g;

/** `k7qm 3xpd-9hta` → `K7QM3XPD9HTA`. Not a validity check: unknown text simply matches no code. */
export function normaliseActivationCode(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
}

/** Whether normalised text could be a code at all (length and alphabet), so a typo is not even looked up. */
export function isActivationCodeShape(code: string): boolean {
  if (code.length !== ACTIVATION_CODE_LENGTH) return false;
  for (const char of code) if (!TRANSFER_CODE_ALPHABET.includes(char)) return false;
  return true;
}

/** `K7QM3XPD9HTA` → `K7QM-3XPD-9HTA` (groups of four, as printed). */
export function formatActivationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

// ---------------------------------------------------------------------------------------------------------
// Storefront

/** `POST /activation-codes/activate`. */
export const activateCodeBodySchema = z.strictObject({
  code: required(z.string().max(ACTIVATION_CODE_INPUT_MAX, { error: 'tooLong' })),
});
export type ActivateCodeBody = z.input<typeof activateCodeBodySchema>;

export const activatedCourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The course page (`/khoa-hoc/{id}/{slug}`), where "enter the course" starts. */
  path: z.string(),
});

/** What an activation opened: the course, or each course of the combo. */
export const activationResultSchema = z.object({
  target: z.enum(['COURSE', 'COMBO']),
  /** The course's or the combo's name. */
  name: z.string(),
  courses: z.array(activatedCourseSchema),
});
export type ActivationResult = z.infer<typeof activationResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Admin

const batchName = required(z.string().max(100, { error: 'tooLong' }));

/** An expiry must lie ahead when it is set (a code born expired is a mistake); null: never expires. */
const futureExpiry = dateTimeField
  .refine((value) => Date.parse(value) > Date.now(), { error: 'dateInPast' })
  .nullable()
  .default(null);

const targetShape = {
  courseId: idSchema.nullable().default(null),
  comboId: idSchema.nullable().default(null),
};

/** Exactly one of course and combo; the message lands on `courseId`, the form's first target field. */
function oneTarget<T extends z.ZodType<{ courseId: number | null; comboId: number | null }>>(schema: T) {
  return schema.refine((body) => (body.courseId === null) !== (body.comboId === null), {
    error: 'courseOrCombo',
    path: ['courseId'],
  });
}

/** `POST /admin/activation-codes`: one code (the spec's standard create). */
export const createActivationCodeBodySchema = oneTarget(
  z.strictObject({ batch: batchName, ...targetShape, expiresAt: futureExpiry }),
);
export type CreateActivationCodeBody = z.input<typeof createActivationCodeBodySchema>;

/** `POST /admin/activation-codes/multiple`: a batch, in one transaction. */
export const createActivationCodesBodySchema = oneTarget(
  z.strictObject({
    batch: batchName,
    ...targetShape,
    expiresAt: futureExpiry,
    count: z.preprocess(
      integerFromText,
      z
        .int({ error: requiredOr('integer') })
        .min(1, { error: 'tooSmall' })
        .max(ACTIVATION_CODES_BATCH_MAX, { error: 'tooBig' }),
    ),
  }),
);
export type CreateActivationCodesBody = z.input<typeof createActivationCodesBodySchema>;

export const activationCodesCreatedSchema = z.object({
  batch: z.string(),
  count: z.number(),
});
export type ActivationCodesCreated = z.infer<typeof activationCodesCreatedSchema>;

/** `PUT|PATCH /admin/activation-codes/{id}`: disable or enable, change the expiry. A used code is frozen. */
export const updateActivationCodeBodySchema = z.strictObject({
  status: z.enum(ACTIVATION_CODE_STATUSES, { error: 'invalidValue' }).optional(),
  expiresAt: futureExpiry.optional(),
});
export type UpdateActivationCodeBody = z.input<typeof updateActivationCodeBodySchema>;

export const adminActivationCodeListQuerySchema = listQuerySchema(
  {
    sortFields: ['createdAt', 'usedAt', 'expiresAt'] as const,
    defaultLimit: 25,
    maxLimit: ADMIN_MAX_PAGE_SIZE,
    allowAll: true,
  },
  {
    batch: z.string().trim().max(100).optional(),
    state: z.enum(ACTIVATION_CODE_STATES, { error: 'invalidValue' }).optional(),
    courseId: idSchema.optional(),
    comboId: idSchema.optional(),
    /** Part of a code, typed any way (`k7qm-3x`), or the batch name. */
    q: z.string().trim().max(100).optional(),
  },
);
export type AdminActivationCodeListQuery = z.infer<typeof adminActivationCodeListQuerySchema>;

export const adminActivationCodeSchema = z.object({
  id: z.number(),
  /** Formatted `XXXX-XXXX-XXXX`. */
  code: z.string(),
  batch: z.string(),
  courseId: z.number().nullable(),
  comboId: z.number().nullable(),
  /** The course's or combo's name. */
  targetName: z.string(),
  expiresAt: z.string().nullable(),
  status: z.enum(ACTIVATION_CODE_STATUSES),
  state: z.enum(ACTIVATION_CODE_STATES),
  usedBy: z.object({ id: z.number(), username: z.string(), fullName: z.string() }).nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminActivationCode = z.infer<typeof adminActivationCodeSchema>;
export const adminActivationCodeListResponseSchema = listResponseSchema(adminActivationCodeSchema);

/** `GET /admin/activation-codes/batches`: the batch names, newest first, for the list's filter. */
export const activationBatchSchema = z.object({
  batch: z.string(),
  total: z.number(),
  used: z.number(),
  createdAt: z.string(),
});
export type ActivationBatch = z.infer<typeof activationBatchSchema>;
export const activationBatchListSchema = z.object({ data: z.array(activationBatchSchema) });

/** `GET /admin/activation-codes/export.xlsx?batch=`: one batch's codes to print. */
export const activationCodesExportQuerySchema = z.strictObject({
  batch: required(z.string().max(100, { error: 'tooLong' })),
});
