import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_OF_KEY, type MenuItem, type MenuKey } from '@tutor/contract/menus';
import { adminApi } from '@/api/http-client';
import { adminMenuKeys } from './query-keys';

/** `GET /admin/menus?type=&courseType=`: one menu's items in tree order. */
export function getMenuItems(key: MenuKey, signal?: AbortSignal): Promise<MenuItem[]> {
  const { type, courseType } = MENU_OF_KEY[key];
  return adminApi
    .get<{ data: MenuItem[] }>('/menus', { query: { type, courseType }, signal, silent: true })
    .then((answer) => answer.data);
}

export const getMenuItemsQueryOptions = (key: MenuKey) =>
  queryOptions({
    queryKey: adminMenuKeys.menu(key),
    queryFn: ({ signal }) => getMenuItems(key, signal),
    staleTime: 0,
  });

export function useMenuItems(key: MenuKey) {
  return useQuery(getMenuItemsQueryOptions(key));
}
