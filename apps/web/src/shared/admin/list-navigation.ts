import { useLocation, useNavigate, useParams } from 'react-router';

/** Carried from a list to its create or edit page, so coming back restores the page, search and filters. */
export type FromListState = { listSearch?: string };

/** The state to put on a link from a list page to one of its records. */
export function useFromListState(): FromListState {
  return { listSearch: useLocation().search };
}

/** Goes back to `listPath` with the list state the user came from (or the plain list). */
export function useBackToList(listPath: string) {
  const navigate = useNavigate();
  const state = useLocation().state as FromListState | null;
  const search = state?.listSearch?.startsWith('?') ? state.listSearch : '';
  const href = `${listPath}${search}`;
  return { href, goBack: () => navigate(href) };
}

/** The `:id` of the route as a database id, or null when it is not one (`/admin/users/abc/edit`). */
export function useRouteId(name = 'id'): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
