import type { MenuChangeResponse, MenuKey } from '@tutor/contract/menus';
import { adminApi } from '@/api/http-client';
import { useMenuMutation } from './use-menu-mutation';

/** The items go with everything below them. */
export function deleteMenuItems(ids: number[]): Promise<MenuChangeResponse> {
  return adminApi.post<MenuChangeResponse>('/menus/delete', { ids });
}

export const useDeleteMenuItems = (key: MenuKey) => useMenuMutation(key, deleteMenuItems);
