import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { documentTitle } from '@/app/page-meta';
import { findRouteHandle } from '@/app/route-handle';

function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = findRouteHandle(matches);

  useEffect(() => {
    document.title = documentTitle(handle, pathname, t, i18n.getFixedT('vi'));
    // React has committed the first render or hydration: the page is interactive (`<html
    // data-interactive>`). A click before that lands on server HTML with no handler and is lost; browser
    // tests wait for this mark (e2e/helpers/browser.ts). Here, not in a component of its own: the
    // entry chunk is at its byte budget.
    document.documentElement.dataset.interactive = '';
  }, [handle, pathname, t, i18n]);

  return null;
}

/** Above every layout: things each page needs whatever its layout. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Shown while the guard decides the first page (the root loader). The same spinner as index.html's
 * boot screen, whose styles it reuses, so the hand-over from the HTML to React is seamless.
 */
export function HydrateFallback() {
  return <div className="boot-spinner" role="presentation" />;
}
