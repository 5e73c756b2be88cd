// The back office's document (index.html with this entry, `adminDocument` in vite.config.ts): a build
// of its own, apart from the storefront's (README "Measured", eighteenth session). The server answers
// every /admin page load with it.
// First: zod must be configured before any schema is built.
import './shared/zod-config';
import './shared/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAdminRouter } from './app/admin/admin-router';
import { AppProvider, createQueryClient } from './app/provider';
import { addNamespaces, createI18n } from './shared/i18n/i18n';
import { keepLanguageCookie } from './shared/i18n/language-cookie';
import { adminTexts, commonTexts } from './shared/i18n/texts';
import { connectSession } from './shared/session/session';

const container = document.getElementById('root');

if (!container) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  const language = keepLanguageCookie(document);
  document.documentElement.lang = language;
  const i18n = createI18n(language);
  // Every page of the back office reads both; each page's own texts come with the page.
  const shellTexts = addNamespaces(i18n, [commonTexts, adminTexts]);
  const queryClient = createQueryClient();
  // Creating the router runs the navigation guard and starts loading the first page, beside the texts.
  const router = createAdminRouter(queryClient, i18n);
  connectSession({ queryClient, navigate: (to) => router.navigate(to, { replace: true }) });
  // Should the texts fail to download, the app still starts: working links beat a blank page.
  await shellTexts.catch((error: unknown) => console.error(error));
  createRoot(root).render(
    <StrictMode>
      <AppProvider i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start(container);
