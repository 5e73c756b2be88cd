import type { FieldError } from '@tutor/contract/errors';

/*
 * The pure, zod-free half of the storefront forms: which messages to show, and how a server refusal lands
 * under the fields. The field checks themselves are in field-rules.ts.
 */

/** One message per field path ('email', 'confirmPassword'…). */
export type FieldErrors = Record<string, string>;

/** The first message of each path (what `firstErrorByPath` of the contract does, without its zod import). */
export function messagesByPath(errors: readonly FieldError[]): FieldErrors {
  const byPath: FieldErrors = {};
  for (const error of errors) byPath[error.path] ??= error.message;
  return byPath;
}

export type VisibleErrorsInput = {
  clientErrors: FieldErrors;
  serverErrors: FieldErrors;
  /** Fields the user has left at least once. */
  touched: Readonly<Record<string, boolean>>;
  /** A submit was attempted: every field speaks up. */
  submitted: boolean;
};

/**
 * What shows under each field: its own check once the user has left it (then live, as they type), or
 * after a submit attempt; otherwise what the server said about it, until the value changes.
 */
export function visibleErrors({
  clientErrors,
  serverErrors,
  touched,
  submitted,
}: VisibleErrorsInput): FieldErrors {
  const shown: FieldErrors = { ...serverErrors };
  for (const [path, message] of Object.entries(clientErrors)) {
    if (submitted || touched[path]) shown[path] = message;
  }
  return shown;
}

/** The failure as the HTTP client rejects it (ApiError), structurally: this file needs no client. */
export type ServerFailure = { status: number; code: string; message: string; details: readonly FieldError[] };

/** The HTTP client has already shown these (and logged the user out). */
const SESSION_ENDED: ReadonlySet<string> = new Set(['LOGGED_IN_ELSEWHERE', 'ACCESS_TOKEN_INVALID']);

export type ServerFeedback = {
  fieldErrors: FieldErrors;
  /** A message for the whole form, or null when the failure was already reported (modal, logout). */
  formError: string | null;
};

/**
 * Spreads a refused submit over the form: VALIDATION_ERROR details under their fields, codes that
 * belong to one field (EMAIL_ALREADY_IN_USE → email) under it, any other code above the form.
 */
export function serverFeedback(
  failure: ServerFailure,
  translate: (key: string) => string,
  fieldOfCode: Readonly<Record<string, string>> = {},
): ServerFeedback {
  // No answer, 5xx, or a session the server ended: the modal or the logout notice already said it.
  if (failure.status === 0 || failure.status >= 500 || SESSION_ENDED.has(failure.code)) {
    return { fieldErrors: {}, formError: null };
  }
  if (failure.code === 'VALIDATION_ERROR' && failure.details.length > 0) {
    return { fieldErrors: messagesByPath(failure.details), formError: null };
  }
  const message = translate(`error.${failure.code}`);
  const field = fieldOfCode[failure.code];
  if (field) return { fieldErrors: { [field]: message }, formError: null };
  return { fieldErrors: {}, formError: message };
}
