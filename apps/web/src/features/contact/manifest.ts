import { sitePage } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { contactTexts } from './i18n/texts';

/** Every storefront page of the feature loads its texts with it. */
const texts = [contactTexts];

export const contactRoutes: FeatureRoutes = {
  site: [
    {
      ...sitePage('/lien-he', 'page.contact.title', () => import('./routes/contact-page'), { texts }),
      prefetch: (input) => import('./routes/prefetch').then((m) => m.prefetchContactPage(input)),
    },
  ],
};
