import type { MenuChangeResponse, MenuKey, UpdateMenuBody } from '@tutor/contract/menus';
import { adminApi } from '@/api/http-client';
import { useMenuMutation } from './use-menu-mutation';

/** Renames and/or moves (parentId, leftId); a refused move answers its code as a toast. */
export function updateMenuItem(body: UpdateMenuBody): Promise<MenuChangeResponse> {
  return adminApi.post<MenuChangeResponse>('/menus/update', body);
}

export const useUpdateMenuItem = (key: MenuKey) => useMenuMutation(key, updateMenuItem);
