import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@tutor/contract/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useCreateSimpleOrder } from '@/features/books/api/create-simple-order';
import { FormAlert, TextAreaField, TextField } from '@/shared/forms/form-controls';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import buttons from '@/shared/ui/button.module.css';
import { CheckCircleIcon } from '@/shared/ui/icons';
import styles from './order-form.module.css';
import { COMMENT_MAX, checkOrder, type OrderValues } from './order-form-rules';

const EMPTY: OrderValues = { name: '', phone: '', email: '', comment: '', qty: '1' };

/** The form's id: the phone bar of the book page scrolls to it. */
export const ORDER_FORM_ID = 'order-form';

function newKey(): string {
  // randomUUID needs a secure context; plain http on a LAN address falls back to random hex.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The book order form (spec §2, §7 POST /simple-orders). One idempotency key per filled-in form: a double
 * click or a retry after a lost answer makes one order; a new key is drawn only after a success.
 */
export function OrderForm({ bookId }: { bookId: number }) {
  const { t } = useTranslation();
  const form = useSchemaForm(checkOrder, EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
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
          setIdempotencyKey(newKey());
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
      <div className={styles.success} role="status" id={ORDER_FORM_ID}>
        <CheckCircleIcon size={28} />
        <div>
          <p className={styles.successTitle}>{t('book.order.successTitle')}</p>
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
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="order-form-title"
    >
      <h2 id="order-form-title" className={styles.title}>
        {t('book.order.title')}
      </h2>
      <p className={styles.intro}>{t('book.order.intro')}</p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <TextField label={t('book.order.name')} field={form.field('name')} autoComplete="name" />
      <div className={styles.grid}>
        <TextField
          label={t('book.order.phone')}
          field={form.field('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('book.order.contactHint')}
        />
        <TextField
          label={t('book.order.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className={styles.grid}>
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
      <TextAreaField
        label={t('book.order.comment')}
        labelNote={t('book.order.optional')}
        field={form.field('comment')}
        rows={3}
        maxLength={COMMENT_MAX}
      />
      <button
        type="submit"
        className={buttons.primary}
        disabled={order.isPending}
        aria-busy={order.isPending}
      >
        {order.isPending ? t('book.order.submitting') : t('book.order.submit')}
      </button>
    </form>
  );
}
