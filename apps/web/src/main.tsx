// First: zod must be configured before any schema is built.
import './shared/zod-config';
import './shared/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { createHydratedRouter } from './app/ssr/hydrate-page';
import { readPageData } from './app/ssr/page-data';
import { browserPageI18n } from './app/ssr/page-i18n';
import { initI18n } from './shared/i18n/init-i18n';
import { keepLanguageCookie } from './shared/i18n/language-cookie';
import { connectSession } from './shared/session/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Public pages come rendered from the server with their data; other pages are the bare app shell.
 * (A function, not top-level await: that would make the bundler split the entry into many chunks.)
 */
async function start(root: HTMLElement) {
  const pageData = readPageData(document);
  // The cookie then always names the language shown, so the server (mails, messages) answers in it too.
  const language = keepLanguageCookie(document);
  const i18n = pageData ? browserPageI18n(pageData.language, pageData.resources) : initI18n(language);
  const queryClient = createQueryClient();
  // Creating the router starts loading the first page's chunk and runs the navigation guard, before React
  // renders anything.
  const router = pageData ? await createHydratedRouter(queryClient, pageData) : createAppRouter(queryClient);
  // The HTTP client can end a session (LOGGED_IN_ELSEWHERE…): the session then forgets the user and,
  // through the router, goes home.
  connectSession({ queryClient, navigate: (to) => router.navigate(to, { replace: true }) });

  const app = (
    <StrictMode>
      <AppProvider i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (pageData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
