import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { RenderInput, RenderResult } from '@tutor/contract/ssr';
import katex from 'katex';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { setApiFetch } from '@/api/http-client';
import { isAdminPath } from '@/app/navigation-guard';
import { documentTitle } from '@/app/page-meta';
import { AppProvider, createQueryClient } from '@/app/provider';
import type { AppRoute } from '@/app/route-handle';
import { storefrontRouteTree } from '@/app/router';
import { siteRoutes } from '@/app/site-routes';
import { getSiteMenusQueryOptions } from '@/features/menus/site/get-site-menus';
import { typesetMathHtml } from '@/shared/catalogue/math-html';
import { readLanguageCookie } from '@/shared/i18n/language-cookie';
import { currentUserQueryKey } from '@/shared/session/session';
import { setServerMathTypesetter } from '@/shared/ui/rich-content';
import { createAssetResolver } from './page-assets';
import { PAGE_DATA_ELEMENT_ID, pageDataJson } from './page-data';
import { serverPageI18n } from './page-i18n';

/*
 * Server rendering of the public pages (those whose route has a `prefetch`). The server (apps/server,
 * plugins/server-render.ts) calls `renderPage` for each page load; the API is reached in-process
 * through the fetch it hands in (`app.inject`), by the very HTTP client the browser uses. What goes
 * in and comes out is typed in the contract (`@tutor/contract/ssr`), which the server reads too.
 */

// Each render's state, looked up per call in the request's async context: its API (the HTTP client's
// fetch) and whether it drew maths (then the page links KaTeX's stylesheet).
type RenderState = { fetch: RenderInput['fetch']; hasMath: boolean };
const renderState = new AsyncLocalStorage<RenderState>();
setApiFetch((url, init) => {
  const state = renderState.getStore();
  if (!state) throw new Error('an API call outside a server render');
  return state.fetch(url, init);
});

// Rich text arrives with its maths drawn: the browser then needs KaTeX's stylesheet and fonts, never
// its script (about 75 KB gzip and a long task on a phone while the page hydrates).
const drawFormula = (tex: string, display: boolean) =>
  katex.renderToString(tex, { displayMode: display, throwOnError: false });
setServerMathTypesetter((html) => {
  const typeset = typesetMathHtml(html, drawFormula);
  const state = renderState.getStore();
  if (state && typeset !== html) state.hasMath = true;
  return typeset;
});

const resolveAssets = createAssetResolver(new URL('../.vite/manifest.json', import.meta.url));

type PageModule = { ssrModuleId?: string };

/**
 * The leaf page route of a path, with its module's id (for its stylesheets), when it is server-rendered.
 * The back office never is: it is a document of its own, which the server answers before it gets here
 * (apps/server/src/plugins/web-app.ts); should an admin path arrive anyway, it gets the shell.
 */
async function serverRenderedPage(pathname: string) {
  if (isAdminPath(pathname)) return undefined;
  const leaf = matchRoutes(
    siteRoutes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1)?.route.route as AppRoute | undefined;
  if (!leaf?.prefetch) return undefined;
  const module = (await leaf.lazy()) as PageModule;
  return { route: leaf, moduleId: module.ssrModuleId };
}

/** On the server the page has no data of its own: the guard's decisions were made by the server. */
const serverGuard = () => null;

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, input.origin);
  const page = await serverRenderedPage(url.pathname);
  if (!page) return { kind: 'shell' };

  const state: RenderState = { fetch: input.fetch, hasMath: false };
  return renderState.run(state, async () => {
    const language = readLanguageCookie(input.cookie ?? '');
    const { i18n, resources } = await serverPageI18n(language, page.route.handle);
    const queryClient = createQueryClient();
    const handler = createStaticHandler(storefrontRouteTree({ guard: serverGuard, queryClient }));
    // The header's menus belong to every site page: fetched with the page's own data.
    const [context] = await Promise.all([
      handler.query(new Request(url, { headers: { cookie: input.cookie ?? '' } })),
      queryClient.ensureQueryData(getSiteMenusQueryOptions()).catch(() => undefined),
    ]);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);

    const body = await new Promise<Readable>((resolve, reject) => {
      const out = new PassThrough();
      // All ready, not shell ready: data is already in the cache, and a complete document needs no
      // inline scripts to reveal late parts (the CSP allows none).
      const stream = renderToPipeableStream(
        <StrictMode>
          <AppProvider i18n={i18n} queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
        {
          onAllReady: () => resolve(stream.pipe(out)),
          onShellError: reject,
        },
      );
    });

    const queries = dehydrate(queryClient, {
      // Failed queries too (a 404 item renders its not-found state in the browser as on the server);
      // never the session: the server renders for a visitor, the browser knows who is signed in.
      shouldDehydrateQuery: (query) =>
        query.queryKey[0] !== currentUserQueryKey[0] &&
        (query.state.status === 'success' || query.state.status === 'error'),
    });
    queryClient.clear();
    const json = pageDataJson({
      language,
      resources,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries,
    });
    const handle = page.route.handle;
    return {
      kind: 'page',
      status: context.statusCode,
      language,
      title: documentTitle(handle, url.pathname, i18n.t, i18n.getFixedT('vi')),
      assets: resolveAssets(page.moduleId ? [page.moduleId] : [], { hasMath: state.hasMath }),
      body,
      dataScript: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`,
    };
  });
}
