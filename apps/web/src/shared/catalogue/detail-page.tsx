import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import detail from '@/shared/catalogue/detail.module.css';
import { Container } from '@/shared/ui/container';
import { ErrorState, NotFoundState } from '@/shared/ui/empty-state';
import { DetailSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/*
 * The frame of every storefront detail page at `/<kind>/{id}/{slug}` (book, document, combo, news; course
 * and exam pages next): the 404 state, the failed-load state with a retry, the loading silhouette, the
 * item's name in the tab title, and the canonical-slug replacement. A page gives its query and renders
 * only the loaded item.
 */

/** What the page's query hook answers (TanStack Query's result, structurally). */
export type DetailQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
};

export type DetailState<T> =
  | { kind: 'not-found' }
  | { kind: 'error'; error: unknown }
  | { kind: 'loading' }
  | { kind: 'ready'; item: T };

/** Which of the four states to show: an id that is no number, or a 404 answer, is "not found". */
export function detailState<T>(id: number | null, query: DetailQuery<T>): DetailState<T> {
  if (id === null || (isApiError(query.error) && query.error.status === 404)) return { kind: 'not-found' };
  if (query.error) return { kind: 'error', error: query.error };
  if (query.isPending || query.data === undefined) return { kind: 'loading' };
  return { kind: 'ready', item: query.data };
}

/**
 * The address to replace the current one with when the URL's slug is not the item's (a shared link with
 * an old or mistyped slug), keeping the query and the fragment; null when the URL is already canonical.
 */
export function canonicalHref(
  urlSlug: string | undefined,
  item: { slug: string },
  canonicalPath: string,
  location: { search: string; hash: string },
): string | null {
  if (urlSlug === item.slug) return null;
  return `${canonicalPath}${location.search}${location.hash}`;
}

type DetailPageProps<T extends { slug: string }> = {
  /** The route's id (`routeId(params.id)`), null when it is not one. */
  id: number | null;
  query: DetailQuery<T>;
  /** The item's canonical path (`paths.book(book.id, book.slug)`). */
  canonicalPath: (item: T) => string;
  /** The tab title once loaded. */
  title: (item: T) => string;
  /** Where the 404 state leads back: the kind's listing. */
  back: { to: string; label: string };
  /** The silhouette while loading; a picture beside lines of text by default. */
  skeleton?: ReactNode;
  /** The loaded item's page. A component, not inline hooks: this runs only once the item is there. */
  children: (item: T) => ReactNode;
};

/** See the top of this file. */
export function DetailPage<T extends { slug: string }>({
  id,
  query,
  canonicalPath,
  title,
  back,
  skeleton,
  children,
}: DetailPageProps<T>) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = detailState(id, query);
  const item = state.kind === 'ready' ? state.item : undefined;
  useDocumentTitle(item ? title(item) : undefined);

  const replacement = item ? canonicalHref(params.slug, item, canonicalPath(item), location) : null;
  useEffect(() => {
    if (replacement) void navigate(replacement, { replace: true });
  }, [replacement, navigate]);

  return (
    <Container className={detail.page}>
      {state.kind === 'not-found' && <NotFoundState backTo={back.to} backLabel={back.label} />}
      {state.kind === 'error' && (
        <ErrorState
          message={isApiError(state.error) ? t(`error.${state.error.code}`) : undefined}
          onRetry={() => void query.refetch()}
        />
      )}
      {state.kind === 'loading' && (skeleton ?? <DetailSkeleton />)}
      {state.kind === 'ready' && children(state.item)}
    </Container>
  );
}
