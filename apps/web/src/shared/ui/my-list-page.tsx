import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/http-client';
import detail from '@/shared/catalogue/detail.module.css';
import buttons from './button.module.css';
import { Container } from './container';
import { EmptyState, ErrorState } from './empty-state';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

/** What the page's list hook answers (TanStack Query's result, structurally). */
type ListQuery<T> = {
  data: { data: T[]; pagination: { total: number } } | undefined;
  error: unknown;
  refetch: () => unknown;
};

type MyListPageProps<T> = {
  title: string;
  query: ListQuery<T>;
  /** Shown between the heading and the list (a link to a related page). */
  intro?: ReactNode;
  /** The empty list's message, and where to go find something to fill it. */
  empty: { title: string; browseLabel: string; browseTo: string };
  /** The loading silhouette's height, about that of the first rows. */
  loadingHeight: string;
  /** A list read a page at a time: its page (1-based) and how to address another. */
  paging?: { page: number; pageSize: number; hrefOf: (page: number) => string };
  /** The page's frame and heading, when its feature styles them. */
  classNames?: { page?: string; title?: string };
  /** The loaded, non-empty rows. */
  children: (rows: T[]) => ReactNode;
};

/**
 * The frame of a signed-in student's own list (`/khoa-hoc-cua-toi`, `/don-hang-cua-toi`): the heading,
 * the failed-load state with a retry, the loading silhouette, the empty state with a way to browse, and
 * the page links. A page gives its query and renders only the rows.
 */
export function MyListPage<T>({
  title,
  query,
  intro,
  empty,
  loadingHeight,
  paging,
  classNames = { page: detail.page, title: detail.title },
  children,
}: MyListPageProps<T>) {
  const { t } = useTranslation();
  const { data, error, refetch } = query;

  let body: ReactNode;
  if (error) {
    body = (
      <ErrorState
        message={isApiError(error) ? t(`error.${error.code}`) : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton height={loadingHeight} />;
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        title={empty.title}
        action={
          <Link className={buttons.primary} to={empty.browseTo}>
            {empty.browseLabel}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        {children(data.data)}
        {paging && (
          <Pagination
            page={paging.page}
            pageCount={Math.max(1, Math.ceil(data.pagination.total / paging.pageSize))}
            hrefOf={paging.hrefOf}
          />
        )}
      </>
    );
  }

  return (
    <Container className={classNames.page}>
      <h1 className={classNames.title}>{title}</h1>
      {intro}
      {body}
    </Container>
  );
}
