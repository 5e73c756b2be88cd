/*
 * Whether the 'Server is down' modal is open (spec §8). The HTTP client opens it on a 5xx answer or no
 * answer at all; only a successful ping closes it. No React here, for the same reason as the toasts.
 */

export function createServerDownStore() {
  let isOpen = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (isOpen === value) return;
    isOpen = value;
    for (const listener of [...listeners]) listener();
  };
  return {
    open: () => set(true),
    close: () => set(false),
    isOpen: () => isOpen,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ServerDownStore = ReturnType<typeof createServerDownStore>;

export const serverDownStore = createServerDownStore();

export function openServerDownModal(): void {
  serverDownStore.open();
}
