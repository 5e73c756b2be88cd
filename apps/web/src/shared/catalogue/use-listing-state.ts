import { useLocation, useSearchParams } from 'react-router';
import { type ListState, readListState, type SortOption, writeListState } from './list-query-state';

/** The listing's state read from the address, and the addresses of its variations (links, not effects). */
export function useListingState(defaultSort: SortOption) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const state = readListState(params, defaultSort);

  /** The address with `change` applied; any change other than the page goes back to page 1. */
  function hrefFor(change: Partial<ListState>, path: string = pathname): string {
    const next: ListState = { ...state, page: 1, ...change };
    const query = writeListState(next, defaultSort).toString();
    return query ? `${path}?${query}` : path;
  }

  return { state, hrefFor, pathname };
}
