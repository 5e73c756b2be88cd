import type { AddMenuBody, MenuChangeResponse, MenuKey } from '@tutor/contract/menus';
import { adminApi } from '@/api/http-client';
import { useMenuMutation } from './use-menu-mutation';

export function addMenuItem(body: AddMenuBody): Promise<MenuChangeResponse> {
  return adminApi.post<MenuChangeResponse>('/menus/add', body);
}

export const useAddMenuItem = (key: MenuKey) => useMenuMutation(key, addMenuItem);
