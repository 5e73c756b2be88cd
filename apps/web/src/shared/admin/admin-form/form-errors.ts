import type { FieldError } from '@tutor/contract/errors';
import type { Language } from '@tutor/contract/i18n';
import { firstErrorByPath, localizeIssues } from '@tutor/contract/zod-issues';

/*
 * The admin forms check their values with the contract's zod schemas (the ones the server runs), so a
 * form and the API can never disagree on a rule, and show each field's first message under it. The
 * server's own `details` (a rule only it can check) and a few field-shaped error codes land the same way.
 */

type Issues = Parameters<typeof localizeIssues>[0];

/** The part of a zod schema used here, so this module needs no zod import of its own. */
export type ParseSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issues } };
};

export type SchemaResult<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

export function parseWithSchema<T>(
  schema: ParseSchema<T>,
  values: unknown,
  language: Language,
): SchemaResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: localizeIssues(result.error.issues, language, { input: values }) };
}

/** What antd's `form.setFields` takes. */
export type FormFieldData = { name: (string | number)[]; errors: string[] };

export type SplitErrors = {
  /** One entry per field of the form, its first message. */
  fields: FormFieldData[];
  /** Messages that belong to no field on screen (a whole-object rule, a field the form lacks). */
  general: string[];
};

function namePath(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Sorts errors into the fields the form shows and the rest; each field keeps only its first message. */
export function splitErrors(errors: readonly FieldError[], formFields: readonly string[]): SplitErrors {
  const known = new Set(formFields);
  const fields: FormFieldData[] = [];
  const general: string[] = [];
  for (const error of Object.values(firstErrorByPath(errors))) {
    const top = error.path.split('.')[0] ?? '';
    if (error.path !== '' && known.has(top))
      fields.push({ name: namePath(error.path), errors: [error.message] });
    else general.push(error.message);
  }
  return { fields, general };
}

/** An error from the API as the form needs it (ApiError has these fields). */
export type ServerError = { code: string; message: string; details?: readonly FieldError[] };

export function isServerError(error: unknown): error is ServerError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The field errors a failed save carries: the VALIDATION_ERROR `details`, plus codes that are about one
 * field (USERNAME_ALREADY_IN_USE is about `username`), given by each form in `codeFields`.
 */
export function serverFieldErrors(
  error: ServerError,
  codeFields: Readonly<Record<string, string>> = {},
  /** The code's text in the interface language; the server's own message otherwise. */
  messageOf: (code: string, fallback: string) => string = (_code, fallback) => fallback,
): FieldError[] {
  const errors = [...(error.details ?? [])];
  const field = codeFields[error.code];
  if (field) errors.push({ path: field, key: error.code, message: messageOf(error.code, error.message) });
  return errors;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The fields an antd `onValuesChange` names, as paths to clear messages from: each top-level name, and
 * inside a list of lines (`{ items: [, { id: 3 }] }`) the line's own fields (`['items', 1, 'id']`).
 * Only plain objects and arrays are walked: a date or an uploaded file is one value.
 */
export function changedPaths(changed: Record<string, unknown>): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index]);
      });
    } else if (isPlainObject(value))
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  for (const [name, value] of Object.entries(changed)) walk(value, [name]);
  return paths;
}
