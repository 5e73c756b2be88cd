import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { type BuyerValues, buyerFromProfile } from './buyer-rules';

/**
 * Fills an untouched buyer form from the signed-in student's profile once it is known (the session is
 * read after the first render), never over what the buyer already typed.
 */
export function useBuyerDefaults(
  values: BuyerValues,
  reset: (next: BuyerValues) => void,
): { isSignedIn: boolean } {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const isBlank = Object.values(values).every((value) => value === '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once per signed-in user, by design.
  useEffect(() => {
    if (!user || !isBlank) return;
    reset(
      buyerFromProfile(user, (who) =>
        t('account.fullName', { firstName: who.firstName, lastName: who.lastName }),
      ),
    );
  }, [user?.id]);
  return { isSignedIn: user !== null };
}
