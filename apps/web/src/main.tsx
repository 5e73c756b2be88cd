import './shared/styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n/init-i18n';
import { readLanguageCookie } from './shared/i18n/language-cookie';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const i18n = initI18n(readLanguageCookie(document.cookie));
// Creating the router starts loading the first page's chunk, before React renders anything.
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProvider i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
