import type { ErrorCode, FieldError } from '@tutor/contract/errors';

/**
 * The one error type services throw. It carries a catalogue code; the status and the message in the
 * caller's language come from the contract, so a service never chooses either.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: FieldError[] | undefined;

  constructor(
    code: ErrorCode,
    options: { details?: FieldError[]; cause?: unknown; logMessage?: string } = {},
  ) {
    // The log message is for operators; users see the catalogue's message.
    super(options.logMessage ?? code, { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

export const notFound = () => new AppError('NOT_FOUND');

/**
 * A VALIDATION_ERROR found by a service (e.g. an id that names nothing): the message is filled in the
 * caller's language from the validation key when the answer is sent.
 */
export const fieldError = (path: string, key: string) =>
  new AppError('VALIDATION_ERROR', { details: [{ path, key, message: '' }] });
