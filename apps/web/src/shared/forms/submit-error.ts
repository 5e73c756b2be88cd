import { isApiError } from '@/api/http-client';
import { type ServerFeedback, serverFeedback } from './form-state';

/** `serverFeedback` for whatever a submit threw: something that is not an API answer is a generic error. */
export function submitFeedback(
  error: unknown,
  translate: (key: string) => string,
  fieldOfCode?: Readonly<Record<string, string>>,
): ServerFeedback {
  if (isApiError(error)) return serverFeedback(error, translate, fieldOfCode);
  console.error(error);
  return { fieldErrors: {}, formError: translate('error.UNKNOWN_ERROR') };
}
