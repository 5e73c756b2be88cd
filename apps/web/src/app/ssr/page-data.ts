import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@tutor/contract/i18n';
import type { HydrationState } from 'react-router';
import { ApiError } from '@/api/http-client';
import type { PageResources } from './page-i18n';

/*
 * What a server-rendered page hands to the browser: the router's loader data, the query cache and the
 * texts it rendered with. It travels as `<script type="application/json">`, which the browser never
 * runs (so the Content-Security-Policy stays "scripts from the site only") and the app reads as text.
 */

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = {
  language: Language;
  resources: PageResources;
  router: HydrationState;
  queries: DehydratedState;
};

/** A failed query's error as JSON can carry it: the page tells a 404 from a failure by its ApiError. */
type SerialisedError = { apiError: { status: number; code: string; message: string; details: unknown[] } };

function isSerialisedError(value: unknown): value is SerialisedError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

export function serialiseError(error: unknown): SerialisedError | null {
  if (!(error instanceof ApiError)) return null;
  const { status, code, message, details } = error;
  return { apiError: { status, code, message, details } };
}

/**
 * JSON that can sit inside a `<script>` element: `<` is written `\u003c`, so no text from the content
 * (a news title holding `</script>`) can close the element, and U+2028/U+2029 are escaped too.
 */
export function pageDataJson(data: PageData): string {
  const queries = data.queries.queries.map((query) => {
    const error = serialiseError(query.state.error);
    return error ? { ...query, state: { ...query.state, error } } : query;
  });
  return JSON.stringify({ ...data, queries: { ...data.queries, queries } })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's data, or undefined when the server sent the bare app shell (the app renders by itself). */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const data = JSON.parse(text) as PageData;
  for (const query of data.queries.queries) {
    const error: unknown = query.state.error;
    if (isSerialisedError(error)) {
      const { status, code, message, details } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, code, message, details as never[]);
    }
  }
  return data;
}
