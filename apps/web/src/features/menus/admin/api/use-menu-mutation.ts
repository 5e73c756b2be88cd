import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuKey } from '@tutor/contract/menus';
import { adminMenuKeys } from './query-keys';

/**
 * A write to one menu. Each answers the rows it changed, but the screen refetches the whole menu after
 * every write, success or failure, so what it shows is always what the server holds.
 */
export function useMenuMutation<I, O>(key: MenuKey, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMenuKeys.menu(key) }),
  });
}
