import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Puts a loaded item's name in the tab title (`<name> | <site name>`) instead of the route's generic
 * title. The root layout sets the route title in its own effect, which React runs after the page's
 * effects of the same commit; the microtask lets the item's name land last.
 */
export function useDocumentTitle(name: string | null | undefined) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const siteName = t('app.siteName');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation re-sets the route title, so the name must follow it.
  useEffect(() => {
    if (!name) return;
    let isCurrent = true;
    queueMicrotask(() => {
      if (isCurrent) document.title = `${name} | ${siteName}`;
    });
    return () => {
      isCurrent = false;
    };
  }, [name, siteName, pathname]);
}
