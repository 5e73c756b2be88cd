import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@tutor/contract/constants';
import { parseLanguage } from '@tutor/contract/i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useCreateSimpleOrder } from '@/features/books/api/create-simple-order';
import buttons from '@/shared/ui/button.module.css';
import { FormField } from '@/shared/ui/form-field';
import { CheckCircleIcon } from '@/shared/ui/icons';
import styles from './order-form.module.css';
import { COMMENT_MAX, checkOrder, type OrderErrors, type OrderValues } from './order-form-rules';

const EMPTY: OrderValues = { name: '', phone: '', email: '', comment: '', qty: '1' };

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
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [values, setValues] = useState<OrderValues>(EMPTY);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [successId, setSuccessId] = useState<number | null>(null);
  const order = useCreateSimpleOrder();

  function change(field: keyof OrderValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, messages follow the typing; before it, a field is not scolded while typed.
    if (isSubmitted) {
      const check = checkOrder(next, language);
      setErrors(check.ok ? {} : check.errors);
    } else if (errors[field]) {
      setErrors(({ [field]: _dropped, ...rest }) => rest);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (order.isPending) return;
    setSubmitted(true);
    setFormError(null);
    const check = checkOrder(values, language);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    order.mutate(
      { bookId, ...check.body, idempotencyKey },
      {
        onSuccess: (created) => {
          setSuccessId(created.id);
          setValues(EMPTY);
          setSubmitted(false);
          setIdempotencyKey(newKey());
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION_ERROR' && error.details.length > 0) {
            const byField: OrderErrors = {};
            for (const detail of error.details) {
              const field = detail.path as keyof OrderValues;
              if (field in EMPTY) byField[field] ??= detail.message;
            }
            setErrors(byField);
            if (Object.keys(byField).length === 0) setFormError(t('error.VALIDATION_ERROR'));
            return;
          }
          // No answer or 5xx: the server-down modal has spoken; still say the order did not go through.
          setFormError(isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR'));
        },
      },
    );
  }

  if (successId !== null) {
    return (
      <div className={styles.success} role="status">
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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="order-form-title">
      <h2 id="order-form-title" className={styles.title}>
        {t('book.order.title')}
      </h2>
      <p className={styles.intro}>{t('book.order.intro')}</p>
      <div className={styles.grid}>
        <FormField label={t('book.order.name')} error={errors.name}>
          <input
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        </FormField>
        <FormField label={t('book.order.phone')} error={errors.phone}>
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
          />
        </FormField>
        <FormField label={t('book.order.email')} labelNote={t('form.optional')} error={errors.email}>
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        </FormField>
        <FormField label={t('book.order.qty')} error={errors.qty}>
          <input
            name="qty"
            type="number"
            inputMode="numeric"
            min={CART_QUANTITY_MIN}
            max={CART_QUANTITY_MAX}
            step={1}
            value={values.qty}
            onChange={(event) => change('qty', event.target.value)}
          />
        </FormField>
      </div>
      <FormField label={t('book.order.comment')} labelNote={t('form.optional')} error={errors.comment}>
        <textarea
          name="comment"
          rows={3}
          maxLength={COMMENT_MAX}
          value={values.comment}
          onChange={(event) => change('comment', event.target.value)}
        />
      </FormField>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
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
