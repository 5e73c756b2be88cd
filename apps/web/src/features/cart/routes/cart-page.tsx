import { useQueryClient } from '@tanstack/react-query';
import { formatVnd } from '@tutor/contract/format';
import { orderPath } from '@tutor/contract/order-paths';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/api/http-client';
import { createOrder } from '@/features/cart/api/create-order';
import { useCartQuote } from '@/features/cart/api/get-cart-quote';
import { cartKeys } from '@/features/cart/api/query-keys';
import { type CartLine, changedPrices, reconcileCart } from '@/features/cart/model/reconcile';
import { browserCart, useCart } from '@/shared/cart/cart-store';
import { paths } from '@/shared/catalogue/paths';
import { BuyerFields } from '@/shared/checkout/buyer-fields';
import { type BuyerValues, checkBuyer, EMPTY_BUYER } from '@/shared/checkout/buyer-rules';
import checkout from '@/shared/checkout/checkout.module.css';
import { newIdempotencyKey } from '@/shared/checkout/idempotency-key';
import { rememberOrderKey } from '@/shared/checkout/order-keys';
import { useBuyerDefaults } from '@/shared/checkout/use-buyer-defaults';
import { useCheckoutTexts } from '@/shared/checkout/use-checkout-texts';
import { FormAlert } from '@/shared/forms/form-controls';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import { withRedirect } from '@/shared/session/redirect-param';
import buttons from '@/shared/ui/button.module.css';
import { ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { Container } from '@/shared/ui/container';
import { EmptyState } from '@/shared/ui/empty-state';
import { AlertIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './cart-page.module.css';

/**
 * `/gio-hang`: the browser's cart priced by the server (`POST /cart/quote`), its quantities, and the
 * checkout (`POST /orders`). What is ordered is what the screen shows: the quoted prices; lines the
 * server cannot sell are shown and left out; a price that changes in between is refused by the server
 * (ORDER_PRICE_CHANGED), re-quoted and shown before the buyer confirms again.
 */
export function Component() {
  const { t } = useTranslation();
  const items = useCart();
  const quote = useCartQuote(items);
  // Stored prices the quote contradicted on this visit: shown as changed even after the store took them.
  const [shownPrices, setShownPrices] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    if (!quote.data || quote.isPlaceholderData) return;
    const changed = changedPrices(items, quote.data);
    if (changed.size === 0) return;
    setShownPrices((current) => new Map([...changed, ...current]));
    browserCart.applyQuote(quote.data.lines.filter((line) => !line.problem));
  }, [quote.data, quote.isPlaceholderData, items]);

  const cart = reconcileCart(items, quote.isPlaceholderData ? undefined : quote.data, shownPrices);
  const hasCheckoutTexts = useCheckoutTexts();

  if (items.length === 0) {
    return (
      <Container className={styles.page}>
        <h1 className={styles.title}>{t('page.cart.title')}</h1>
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          action={
            <div className={styles.emptyActions}>
              <Link className={buttons.primary} to={paths.courses}>
                {t('cart.browseCourses')}
              </Link>
              <Link className={buttons.secondary} to={paths.bookCategory()}>
                {t('cart.browseBooks')}
              </Link>
            </div>
          }
        />
      </Container>
    );
  }

  const isQuoted = Boolean(quote.data) && !quote.isPlaceholderData;
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t('page.cart.title')}</h1>
      <div className={styles.layout}>
        <section aria-labelledby="cart-items" className={styles.items}>
          <h2 id="cart-items" className={styles.srOnly}>
            {t('cart.items')}
          </h2>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <CartLineRow key={`${line.item.type}:${line.item.id}`} line={line} isQuoted={isQuoted} />
            ))}
          </ul>
          <button type="button" className={`${buttons.ghost} ${buttons.small}`} onClick={browserCart.reset}>
            {t('cart.clear')}
          </button>
        </section>
        <aside className={styles.side} aria-labelledby="cart-summary">
          <section className={styles.summary}>
            <h2 id="cart-summary" className={styles.summaryTitle}>
              {t('cart.summary')}
            </h2>
            {quote.isError && !quote.data ? (
              <div role="alert" className={styles.quoteError}>
                <p>
                  {quote.error && isApiError(quote.error) && quote.error.status === 400
                    ? t(`error.${quote.error.code}`)
                    : t('cart.quoteFailed')}
                </p>
                <button
                  type="button"
                  className={`${buttons.secondary} ${buttons.small}`}
                  onClick={() => void quote.refetch()}
                >
                  {t('cart.retry')}
                </button>
              </div>
            ) : (
              <p className={styles.total} aria-live="polite">
                <span>{t('cart.total')}</span>
                <strong data-testid="cart-total">
                  {isQuoted ? formatVnd(cart.total) : t('cart.checking')}
                </strong>
              </p>
            )}
            {isQuoted && cart.hasProblems && <p className={styles.note}>{t('cart.excluded')}</p>}
          </section>
          {hasCheckoutTexts ? (
            <CheckoutForm checkoutItems={cart.checkoutItems} isReady={isQuoted} />
          ) : (
            <Skeleton height="420px" />
          )}
        </aside>
      </div>
    </Container>
  );
}

function CartLineRow({ line, isQuoted }: { line: CartLine; isQuoted: boolean }) {
  const { t } = useTranslation();
  const { item, state } = line;
  const name = line.name || t(`cart.type.${item.type}`);
  const isBook = item.type === 'BOOK';
  return (
    <li className={state.kind === 'problem' ? `${styles.line} ${styles.lineProblem}` : styles.line}>
      <div className={styles.picture}>
        {line.image ? (
          <img src={line.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
        ) : (
          <ImagePlaceholderIcon size={32} />
        )}
      </div>
      <div className={styles.lineBody}>
        <span className={styles.kind}>{t(`cart.type.${item.type}`)}</span>
        <h3 className={styles.name}>{line.path ? <Link to={line.path}>{name}</Link> : name}</h3>
        <p className={styles.unitPrice}>{formatVnd(line.salePrice)}</p>
        {state.kind === 'priceChanged' && (
          <p className={styles.warning} role="status">
            <AlertIcon size={16} />
            {t('cart.priceChanged', {
              previous: formatVnd(state.previousPrice),
              current: formatVnd(line.salePrice),
            })}
          </p>
        )}
        {state.kind === 'problem' && (
          <p className={styles.problem}>
            <AlertIcon size={16} />
            {t(`cart.problem.${state.problem}`)}
          </p>
        )}
      </div>
      <div className={styles.lineActions}>
        {isBook && (
          <fieldset className={styles.stepper}>
            <legend className={styles.srOnly}>{t('cart.quantity')}</legend>
            <button
              type="button"
              aria-label={t('cart.decrease', { name })}
              disabled={item.quantity <= 1}
              onClick={() => browserCart.decrease(item)}
            >
              −
            </button>
            <output aria-live="polite">{item.quantity}</output>
            <button
              type="button"
              aria-label={t('cart.increase', { name })}
              disabled={item.quantity >= 100}
              onClick={() => browserCart.increase(item)}
            >
              +
            </button>
          </fieldset>
        )}
        <p className={styles.lineTotal}>
          <span className={styles.srOnly}>{t('cart.lineTotal')} </span>
          {isQuoted ? (state.kind === 'problem' ? '—' : formatVnd(line.lineTotal)) : ''}
        </p>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('cart.remove', { name })}
          onClick={() => browserCart.remove(item)}
        >
          {t('cart.removeShort')}
        </button>
      </div>
    </li>
  );
}

function CheckoutForm({
  checkoutItems,
  isReady,
}: {
  checkoutItems: ReturnType<typeof reconcileCart>['checkoutItems'];
  isReady: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const form = useSchemaForm(checkBuyer, EMPTY_BUYER);
  const { isSignedIn } = useBuyerDefaults(form.values, form.reset);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  // One key per attempt at these lines: a double click or a retry after a lost answer is one order.
  const key = useRef(newIdempotencyKey());
  const isSending = useRef(false);
  const canOrder = isReady && checkoutItems.length > 0;

  const onSubmit = form.handleSubmit(async (buyer: BuyerValues) => {
    if (isSending.current || !canOrder) return;
    isSending.current = true;
    setPending(true);
    setFormError(null);
    try {
      const created = await createOrder({ ...buyer, items: checkoutItems, idempotencyKey: key.current });
      if (created.accessKey) rememberOrderKey(created.order.id, created.accessKey);
      browserCart.reset();
      await navigate(orderPath(created.order.id, created.accessKey), { replace: true });
    } catch (error) {
      const feedback = submitFeedback(error, t);
      form.setServerErrors(feedback.fieldErrors);
      const isAboutAField = Object.keys(feedback.fieldErrors).some((name) => name in EMPTY_BUYER);
      const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
      const repriced =
        code === 'ORDER_PRICE_CHANGED' ||
        code === 'ORDER_ITEM_UNAVAILABLE' ||
        code === 'ORDER_ALREADY_OWNED' ||
        code === 'BOOK_OUT_OF_STOCK';
      if (repriced) {
        // The cart changed on the server's side: quote again, show it, and let the buyer confirm anew.
        key.current = newIdempotencyKey();
        await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        setFormError(t('cart.pricesUpdated'));
      } else {
        setFormError(feedback.formError ?? (isAboutAField ? null : t(`error.${code}`)));
      }
    } finally {
      isSending.current = false;
      setPending(false);
    }
  });

  return (
    <form className={checkout.form} onSubmit={onSubmit} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={checkout.title}>
        {t('cart.checkout')}
      </h2>
      <p className={checkout.intro}>{t('cart.checkoutIntro')}</p>
      {!isSignedIn && (
        <p className={checkout.intro}>
          {t('cart.signInHint')} <Link to={withRedirect('/dang-nhap', pathname)}>{t('cart.signIn')}</Link>
        </p>
      )}
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <BuyerFields field={(name) => form.field(name)} />
      {isReady && checkoutItems.length === 0 && (
        <FormAlert tone="error">{t('cart.nothingToOrder')}</FormAlert>
      )}
      <button
        type="submit"
        className={`${buttons.primary} ${checkout.submit}`}
        disabled={isPending || !canOrder}
        aria-busy={isPending}
      >
        {isPending ? t('cart.submitting') : t('cart.submit')}
      </button>
    </form>
  );
}
