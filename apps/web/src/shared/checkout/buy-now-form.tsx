import { useQueryClient } from '@tanstack/react-query';
import { formatVnd } from '@tutor/contract/format';
import { orderPath } from '@tutor/contract/order-paths';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/http-client';
import { FormAlert } from '@/shared/forms/form-controls';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import buttons from '@/shared/ui/button.module.css';
import { BuyerFields } from './buyer-fields';
import { type BuyerValues, checkBuyer, EMPTY_BUYER } from './buyer-rules';
import styles from './checkout.module.css';
import { newIdempotencyKey } from './idempotency-key';
import { rememberOrderKey } from './order-keys';
import { type DirectOrderTarget, placeDirectOrder } from './place-order';
import { useBuyerDefaults } from './use-buyer-defaults';

export type BuyNowFormProps = { target: DirectOrderTarget; itemName: string };

/**
 * "Buy now" on a course, combo or document page: the buyer's details, one order of that item, then its
 * page with how to pay. One idempotency key per filled-in form (a double click or a retry makes one
 * order); a price changed since the page loaded is refused by the server and the page is re-read.
 */
export function BuyNowForm({ target, itemName }: BuyNowFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(checkBuyer, EMPTY_BUYER);
  useBuyerDefaults(form.values, form.reset);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const key = useRef(newIdempotencyKey());
  // Set at once, unlike state (next render): a double click's second submit sees it.
  const isSending = useRef(false);

  const onSubmit = form.handleSubmit(async (buyer) => {
    if (isSending.current) return;
    isSending.current = true;
    setPending(true);
    setFormError(null);
    try {
      const created = await placeDirectOrder(target, buyer, key.current);
      if (created.accessKey) rememberOrderKey(created.order.id, created.accessKey);
      await navigate(orderPath(created.order.id, created.accessKey));
    } catch (error) {
      const feedback = submitFeedback(error, t);
      form.setServerErrors(feedback.fieldErrors);
      const isAboutAField = Object.keys(feedback.fieldErrors).some((name) => name in EMPTY_BUYER);
      const fallback = isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR');
      setFormError(feedback.formError ?? (isAboutAField ? null : fallback));
      if (isApiError(error) && error.code === 'ORDER_PRICE_CHANGED') {
        // The page's price is stale: read it again, and the next attempt is a new order request.
        key.current = newIdempotencyKey();
        await queryClient.invalidateQueries({ type: 'active' });
      }
    } finally {
      isSending.current = false;
      setPending(false);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="buy-now-title">
      <h2 id="buy-now-title" className={styles.title}>
        {t('checkout.buyNow.title', { name: itemName })}
      </h2>
      <p className={styles.intro}>{t('checkout.buyNow.intro', { price: formatVnd(target.salePrice) })}</p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <BuyerFields field={(name: keyof BuyerValues) => form.field(name)} />
      <button
        type="submit"
        className={`${buttons.primary} ${styles.submit}`}
        disabled={isPending}
        aria-busy={isPending}
      >
        {isPending ? t('checkout.buyNow.submitting') : t('checkout.buyNow.submit')}
      </button>
    </form>
  );
}
