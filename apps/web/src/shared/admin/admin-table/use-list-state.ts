import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListRequestQuery,
  type ListState,
  type ListStateChange,
  type ListStateOptions,
  listRequestQuery,
  nextListState,
  parseListState,
  serializeListState,
} from './list-state';

export type ListStateHandle = {
  state: ListState;
  /** The list call's query for this state; stable while the URL does not change. */
  query: ListRequestQuery;
  /** `replace` corrects the address without a history entry (a page past the end, not a user's step). */
  change: (change: ListStateChange, options?: { replace?: boolean }) => void;
};

/**
 * The list state of one admin list, kept in the URL query. Each change pushes a history entry, so
 * Back returns to the previous page, search or filter, and a reload shows the same rows.
 */
export function useListState(options: ListStateOptions = {}): ListStateHandle {
  const [params, setParams] = useSearchParams();
  const { sortFields, filterKeys } = options;
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for `params`, which is a new object on every render.
  const state = useMemo(
    () => parseListState(params, { sortFields, filterKeys }),
    [search, sortFields, filterKeys],
  );
  const query = useMemo(() => listRequestQuery(state), [state]);
  const change = useCallback(
    (update: ListStateChange, options?: { replace?: boolean }) =>
      setParams(serializeListState(nextListState(state, update)), { replace: options?.replace ?? false }),
    [state, setParams],
  );
  return { state, query, change };
}
