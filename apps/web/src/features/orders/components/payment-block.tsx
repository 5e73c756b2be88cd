import { formatVnd } from '@tutor/contract/format';
import type { OrderView, PaymentInstructions } from '@tutor/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useNewTransferCode } from '@/features/orders/api/order-actions';
import buttons from '@/shared/ui/button.module.css';
import styles from './order.module.css';

/** The QR image's address: the server answers a path under the API (or already a full `/api/…` one). */
export function qrImageSrc(payment: Pick<PaymentInstructions, 'qrImage'>): string {
  const path = payment.qrImage;
  if (/^https?:\/\//.test(path) || path.startsWith('/api/') || path.startsWith('data:image/')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setMessage(t('order.pay.copied', { what }));
    } catch {
      setMessage(t('order.pay.copyFailed'));
    }
  }
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        aria-label={t('order.pay.copy', { what })}
        onClick={() => void copy()}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a1 1 0 0 1 1-1h10" />
        </svg>
      </button>
      <span className={styles.srOnly} role="status">
        {message}
      </span>
    </>
  );
}

/**
 * How to pay a PENDING or PROCESS order: the VietQR code the server draws, and beside it every detail
 * for a buyer who types the transfer by hand, each with a copy button. Without a configured bank
 * account (payment null) the buyer is told staff will call, with the order's code.
 */
export function PaymentBlock({ order, accessKey }: { order: OrderView; accessKey: string | null }) {
  const { t } = useTranslation();
  const newCode = useNewTransferCode();
  const [notice, setNotice] = useState<string | null>(null);
  const payment = order.payment;

  if (!payment) {
    return (
      <section className={styles.card} aria-labelledby="pay-title">
        <h2 id="pay-title" className={styles.cardTitle}>
          {t('order.pay.title')}
        </h2>
        <p>{t('order.pay.notConfigured', { code: order.transferCode })}</p>
      </section>
    );
  }

  const rows: { label: string; value: string; shown?: string; isStrong?: boolean }[] = [
    { label: t('order.pay.bank'), value: payment.bankName },
    { label: t('order.pay.accountNumber'), value: payment.accountNumber },
    { label: t('order.pay.accountName'), value: payment.accountName },
    {
      label: t('order.pay.amount'),
      value: String(payment.amount),
      shown: formatVnd(payment.amount),
      isStrong: true,
    },
    { label: t('order.pay.transferCode'), value: payment.transferCode, isStrong: true },
  ];

  function requestNewCode() {
    setNotice(null);
    newCode.mutate(
      { orderId: order.id, ...(accessKey ? { key: accessKey } : {}) },
      {
        onSuccess: () => setNotice(t('order.pay.newCodeDone')),
        onError: (error) =>
          setNotice(isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR')),
      },
    );
  }

  return (
    <section className={styles.card} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.cardTitle}>
        {t('order.pay.title')}
      </h2>
      <p className={styles.muted}>{t('order.pay.scan')}</p>
      <div className={styles.payment}>
        <img
          className={styles.qr}
          src={qrImageSrc(payment)}
          alt={t('order.pay.qrAlt', { amount: formatVnd(payment.amount), id: order.id })}
          width={240}
          height={240}
        />
        <dl className={styles.payDetails}>
          {rows.map((row) => (
            <div key={row.label} className={styles.payRow}>
              <dt>{row.label}</dt>
              <dd>
                <span className={row.isStrong ? styles.strong : undefined} data-testid={row.label}>
                  {row.shown ?? row.value}
                </span>
                <CopyButton value={row.value} what={row.label} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className={styles.codeNote}>{t('order.pay.codeNote', { code: payment.transferCode })}</p>
      {order.status === 'PENDING' && (
        <div className={styles.inlineActions}>
          <button
            type="button"
            className={`${buttons.ghost} ${buttons.small}`}
            onClick={requestNewCode}
            disabled={newCode.isPending}
            aria-busy={newCode.isPending}
          >
            {t('order.pay.newCode')}
          </button>
        </div>
      )}
      {notice && (
        <p className={styles.muted} role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
