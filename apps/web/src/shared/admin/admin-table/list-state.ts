import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  type AdminPageSize,
  PAGE_SIZE_ALL,
  type SortOrder,
} from '@tutor/contract/constants';

/*
 * What an admin list shows (page, page size, sort, search, filters) lives in the URL query, so a reload,
 * the back button and a shared link all bring the same rows back. Parsing is forgiving: a hand-edited
 * or stale value falls back to the default instead of breaking the page.
 */

export type ListState = {
  /** 1-based. */
  page: number;
  pageSize: AdminPageSize;
  /** Absent: the server's default order. */
  sort?: string;
  order?: SortOrder;
  /** Trimmed search text; absent when blank. */
  q?: string;
  /** The page's own filters (`roleId`, `status`, `kind`…), only the declared keys, only non-blank. */
  filters: Record<string, string>;
};

export type ListStateOptions = {
  /** Columns the server sorts by; a `sort` outside them is dropped. */
  sortFields?: readonly string[];
  /** Filter keys the page declares; other query keys are ignored. */
  filterKeys?: readonly string[];
};

/** Query keys the table itself uses; a page's filters must not take them. */
export const LIST_PARAMS = { page: 'page', pageSize: 'size', sort: 'sort', order: 'order', q: 'q' } as const;
export const MAX_SEARCH_LENGTH = 100;

export const DEFAULT_LIST_STATE: ListState = { page: 1, pageSize: ADMIN_DEFAULT_PAGE_SIZE, filters: {} };

function positiveInteger(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value >= 1 ? value : undefined;
}

function pageSize(raw: string | null): AdminPageSize {
  const value = raw === null ? Number.NaN : Number(raw.trim());
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(value)
    ? (value as AdminPageSize)
    : ADMIN_DEFAULT_PAGE_SIZE;
}

export function parseListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const state: ListState = {
    page: positiveInteger(params.get(LIST_PARAMS.page)) ?? 1,
    pageSize: pageSize(params.get(LIST_PARAMS.pageSize)),
    filters: {},
  };
  // "All rows" is one page: a leftover page number would ask for an offset past the end.
  if (state.pageSize === PAGE_SIZE_ALL) state.page = 1;

  const sort = params.get(LIST_PARAMS.sort)?.trim();
  if (sort && options.sortFields?.includes(sort)) {
    state.sort = sort;
    state.order = params.get(LIST_PARAMS.order)?.trim().toLowerCase() === 'asc' ? 'asc' : 'desc';
  }

  const q = params.get(LIST_PARAMS.q)?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (q) state.q = q;

  for (const key of options.filterKeys ?? []) {
    const value = params.get(key)?.trim();
    if (value) state.filters[key] = value;
  }
  return state;
}

/** The query string of a state; defaults are left out so a plain list has a plain URL. */
export function serializeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set(LIST_PARAMS.q, state.q);
  for (const [key, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== '') params.set(key, value);
  }
  if (state.sort) {
    params.set(LIST_PARAMS.sort, state.sort);
    params.set(LIST_PARAMS.order, state.order ?? 'desc');
  }
  if (state.pageSize !== ADMIN_DEFAULT_PAGE_SIZE) params.set(LIST_PARAMS.pageSize, String(state.pageSize));
  if (state.page > 1 && state.pageSize !== PAGE_SIZE_ALL) params.set(LIST_PARAMS.page, String(state.page));
  return params;
}

export type ListStateChange = Partial<Omit<ListState, 'filters'>> & {
  /** Merged into the current filters; an empty or undefined value removes that filter. */
  filters?: Record<string, string | undefined>;
};

/**
 * The next state after a user action. Anything but a page change goes back to page 1: page 7 of the
 * old search rarely exists in the new one.
 */
export function nextListState(current: ListState, change: ListStateChange): ListState {
  const filters = { ...current.filters };
  for (const [key, value] of Object.entries(change.filters ?? {})) {
    if (value === undefined || value === '') delete filters[key];
    else filters[key] = value;
  }
  const next: ListState = { ...current, ...change, filters };
  if ('q' in change) {
    const q = change.q?.trim().slice(0, MAX_SEARCH_LENGTH);
    if (q) next.q = q;
    else delete next.q;
  }
  if ('sort' in change && !change.sort) {
    delete next.sort;
    delete next.order;
  }
  const onlyPaging = Object.keys(change).every((key) => key === 'page');
  if (!onlyPaging && change.page === undefined) next.page = 1;
  if (next.pageSize === PAGE_SIZE_ALL) next.page = 1;
  return next;
}

/** The list call's query (ARCHITECTURE "Lists"): offset, limit, sort, order and the filters. */
export type ListRequestQuery = {
  offset: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
} & Record<string, string | number | undefined>;

export function listRequestQuery(state: ListState): ListRequestQuery {
  const query: ListRequestQuery = {
    ...state.filters,
    offset: state.pageSize === PAGE_SIZE_ALL ? 0 : (state.page - 1) * state.pageSize,
    limit: state.pageSize,
  };
  if (state.sort) {
    query.sort = state.sort;
    query.order = state.order ?? 'desc';
  }
  if (state.q) query.q = state.q;
  return query;
}
