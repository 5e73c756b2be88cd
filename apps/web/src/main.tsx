// First: zod must be configured before any schema is built.
import './shared/zod-config';
import './shared/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n/init-i18n';
import { keepLanguageCookie } from './shared/i18n/language-cookie';
import { connectSession } from './shared/session/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The cookie then always names the language shown, so the server (mails, messages) answers in it too.
const i18n = initI18n(keepLanguageCookie(document));
const queryClient = createQueryClient();
// Creating the router starts loading the first page's chunk and runs the navigation guard, before React
// renders anything.
const router = createAppRouter(queryClient);
// The HTTP client can end a session (LOGGED_IN_ELSEWHERE…): the session then forgets the user and, through
// the router, goes home.
connectSession({ queryClient, navigate: (to) => router.navigate(to, { replace: true }) });

createRoot(container).render(
  <StrictMode>
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
