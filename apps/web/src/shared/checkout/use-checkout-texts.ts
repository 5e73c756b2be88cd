import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespaces } from '@/shared/i18n/i18n';
import { checkoutTexts } from './i18n/texts';

/**
 * Loads the buyer form's texts where the form is shown (the cart page, a buy-now button), rather than
 * naming them in a route handle: the route tables ship in the storefront entry, which has no room left.
 */
export function useCheckoutTexts(): boolean {
  const { i18n } = useTranslation();
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void addNamespaces(i18n, [checkoutTexts]).then(() => {
      if (isCurrent) setReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n]);
  return isReady;
}
