import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@tutor/contract/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useCreateSimpleOrder } from '@/features/books/api/create-simple-order';
import checkout from '@/shared/checkout/checkout.module.css';
import { ContactFields } from '@/shared/checkout/contact-fields';
import { newIdempotencyKey } from '@/shared/checkout/idempotency-key';
import { FormAlert, TextField } from '@/shared/forms/form-controls';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import buttons from '@/shared/ui/button.module.css';
import { CheckCircleIcon } from '@/shared/ui/icons';
import { checkOrder, type OrderValues } from './order-form-rules';

const EMPTY: OrderValues = { name: '', phone: '', email: '', comment: '', qty: '1' };

/** The form's id: the phone bar of the book page scrolls to it. */
export const ORDER_FORM_ID = 'order-form';

/**
 * The book order form (spec §2, §7 POST /simple-orders). One idempotency key per filled-in form: a double
 * click or a retry after a lost answer makes one order; a new key is drawn only after a success.
 */
export function OrderForm({ bookId }: { bookId: number }) {
  const { t } = useTranslation();
  const form = useSchemaForm(checkOrder, EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [successId, setSuccessId] = useState<number | null>(null);
  const order = useCreateSimpleOrder();
  // Set at once, unlike `order.isPending` (next render): a double click's second submit sees it.
  const isSending = useRef(false);

  const onSubmit = form.handleSubmit((body) => {
    if (isSending.current) return;
    isSending.current = true;
    setFormError(null);
    order.mutate(
      { bookId, ...body, idempotencyKey },
      {
        onSuccess: (created) => {
          setSuccessId(created.order.id);
          form.reset();
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => {
          const feedback = submitFeedback(error, t);
          form.setServerErrors(feedback.fieldErrors);
          const isAboutAField = Object.keys(feedback.fieldErrors).some((field) => field in EMPTY);
          // No answer or 5xx: the server-down modal has spoken; still say the order did not go through.
          const fallback = isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR');
          setFormError(feedback.formError ?? (isAboutAField ? null : fallback));
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  });

  if (successId !== null) {
    return (
      <div className={checkout.success} role="status" id={ORDER_FORM_ID}>
        <CheckCircleIcon size={28} />
        <div>
          <p className={checkout.successTitle}>{t('book.order.successTitle')}</p>
          <p>{t('book.order.successText', { id: successId })}</p>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => setSuccessId(null)}
          >
            {t('book.order.again')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      id={ORDER_FORM_ID}
      className={checkout.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="order-form-title"
    >
      <h2 id="order-form-title" className={checkout.title}>
        {t('book.order.title')}
      </h2>
      <p className={checkout.intro}>{t('book.order.intro')}</p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <ContactFields
        field={form.field}
        labels={{
          name: t('book.order.name'),
          phone: t('book.order.phone'),
          email: t('book.order.email'),
          contactHint: t('book.order.contactHint'),
          comment: t('book.order.comment'),
          optional: t('book.order.optional'),
        }}
      >
        <div className={checkout.grid}>
          <TextField
            label={t('book.order.qty')}
            field={form.field('qty')}
            type="number"
            inputMode="numeric"
            min={CART_QUANTITY_MIN}
            max={CART_QUANTITY_MAX}
            step={1}
          />
        </div>
      </ContactFields>
      <button
        type="submit"
        className={`${buttons.primary} ${checkout.submit}`}
        disabled={order.isPending}
        aria-busy={order.isPending}
      >
        {order.isPending ? t('book.order.submitting') : t('book.order.submit')}
      </button>
    </form>
  );
}
