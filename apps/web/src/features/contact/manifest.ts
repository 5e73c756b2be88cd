import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';

export const contactRoutes: FeatureRoutes = {
  site: [
    {
      ...sitePage('/lien-he', 'page.contact.title', () => import('./routes/contact-page')),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchContactPage(input)),
    },
  ],
};
