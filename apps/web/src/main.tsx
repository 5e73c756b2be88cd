// First: zod must be configured before any schema is built.
import './shared/zod-config';
import './shared/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { addNamespaces, createI18n } from './shared/i18n/i18n';
import { keepLanguageCookie } from './shared/i18n/language-cookie';
import { commonTexts } from './shared/i18n/texts';
import { connectSession } from './shared/session/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The cookie then always names the language shown, so the server (mails, messages) answers in it too.
const language = keepLanguageCookie(document);
document.documentElement.lang = language;
const i18n = createI18n(language);
// Only this language's texts download: the shell's now, each page's with the page (route lazy loaders).
const shellTexts = addNamespaces(i18n, [commonTexts]);
const queryClient = createQueryClient();
// Creating the router starts loading the first page's chunk and texts and runs the navigation guard, in
// parallel with the shell's texts, before React renders anything.
const router = createAppRouter(queryClient, i18n);
// The HTTP client can end a session (LOGGED_IN_ELSEWHERE…): the session then forgets the user and, through
// the router, goes home.
connectSession({ queryClient, navigate: (to) => router.navigate(to, { replace: true }) });

// The layout around the first page needs the shell's texts: rendering waits for them (no flash of keys).
// Should they fail to download, the app still starts: working links beat a blank page. (No top-level
// await: it would make the bundler split the entry's modules into many small chunks.)
void shellTexts
  .catch((error: unknown) => console.error(error))
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProvider i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
