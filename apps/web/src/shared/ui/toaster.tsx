import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import { dismissToast, type Toast, type ToastTone, toastStore } from './toast-store';
import styles from './toaster.module.css';

const icons: Record<ToastTone, typeof AlertIcon> = {
  error: AlertIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const Icon = icons[toast.tone];
  const text = toast.messageKey
    ? t(toast.messageKey, { defaultValue: toast.message ?? t('error.UNKNOWN_ERROR') })
    : (toast.message ?? '');
  return (
    // An error interrupts the screen reader (alert); a confirmation waits its turn (status).
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[toast.tone]}`}
    >
      <Icon size={20} className={styles.icon} />
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('feedback.dismiss')}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** The notices of `showToast`, stacked at the top right. Mounted once, in the app providers. */
/** The server renders no toast: a toast belongs to one visitor's session in the browser. */
const NO_TOASTS: readonly Toast[] = [];
const noToastsOnServer = () => NO_TOASTS;

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, noToastsOnServer);
  if (toasts.length === 0) return null;
  return (
    <div className={styles.stack}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
