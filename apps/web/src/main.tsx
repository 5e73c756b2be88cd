// First: zod must be configured before any schema is built.
import './shared/zod-config';
import './shared/styles/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { createHydratedRouter } from './app/ssr/hydrate-page';
import { readPageData } from './app/ssr/page-data';
import { browserPageI18n } from './app/ssr/page-i18n';
import { addNamespaces, createI18n } from './shared/i18n/i18n';
import { keepLanguageCookie } from './shared/i18n/language-cookie';
import { commonTexts } from './shared/i18n/texts';
import { connectSession } from './shared/session/session';

const container = document.getElementById('root');

if (!container) throw new Error('index.html has no #root element');

/**
 * Public pages come rendered from the server with their data and texts; other pages are the bare app
 * shell, which downloads the shell's texts in the visitor's language only, each page's with the page.
 * (A function, not top-level await: that would make the bundler split the entry into many chunks.)
 */
async function start(root: HTMLElement) {
  const pageData = readPageData(document);
  // The cookie then always names the language shown, so the server (mails, messages) answers in it too.
  const language = keepLanguageCookie(document);
  document.documentElement.lang = pageData?.language ?? language;
  const i18n = pageData ? browserPageI18n(pageData.language, pageData.resources) : createI18n(language);
  const shellTexts = pageData ? Promise.resolve() : addNamespaces(i18n, [commonTexts]);
  const queryClient = createQueryClient();
  // Creating the router starts loading the first page's chunk and texts and runs the navigation guard, in
  // parallel with the shell's texts, before React renders anything.
  const router = pageData
    ? await createHydratedRouter(queryClient, i18n, pageData)
    : createAppRouter(queryClient, i18n);
  // The HTTP client can end a session (LOGGED_IN_ELSEWHERE…): the session then forgets the user and,
  // through the router, goes home.
  connectSession({ queryClient, navigate: (to) => router.navigate(to, { replace: true }) });

  // The layout around the first page needs the shell's texts: rendering waits for them (no flash of
  // keys). Should they fail to download, the app still starts: working links beat a blank page.
  await shellTexts.catch((error: unknown) => console.error(error));
  const app = (
    <StrictMode>
      <AppProvider i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // Hydrated as a transition: React then works in slices of a few milliseconds, leaving the phone's
  // main thread free between them (input, the first paint) instead of one long task for the whole
  // page; the server's HTML is on screen and its links work meanwhile.
  if (pageData) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(container);
