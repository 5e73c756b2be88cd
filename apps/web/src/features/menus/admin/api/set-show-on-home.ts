import type { MenuItem, MenuKey } from '@tutor/contract/menus';
import { adminApi } from '@/api/http-client';
import { useMenuMutation } from './use-menu-mutation';

export function setShowOnHome({ id, showOnHome }: { id: number; showOnHome: boolean }): Promise<MenuItem> {
  return adminApi.put<MenuItem>(`/menus/show-on-home/${id}`, { showOnHome });
}

export const useSetShowOnHome = (key: MenuKey) => useMenuMutation(key, setShowOnHome);
