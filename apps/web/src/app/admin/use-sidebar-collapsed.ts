import { useCallback, useState } from 'react';

/** Spec §2: the collapsed state of the sidebar persists between visits. */
export const SIDEBAR_COLLAPSED_KEY = 'admin.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1';
  } catch {
    // Storage disabled by privacy settings: start expanded, as a first visit would.
    return false;
  }
}

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // The choice then lasts for this page only.
    }
  }, []);
  return [collapsed, update];
}
