import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from './button.module.css';
import { CloudOffIcon } from './icons';
import styles from './server-down-modal.module.css';
import { serverDownStore } from './server-down-store';

type ServerDownModalProps = {
  /** GET /api/ping: resolves when the server answers again. */
  onRetry: () => Promise<unknown>;
};

/**
 * Spec §8: shown when the server answers 5xx or not at all. A native modal dialog: it traps focus and
 * makes the page inert, and it does not close on a click outside. Escape is refused too: only a ping
 * that succeeds closes it, since every action behind it would fail anyway.
 */
const isClosedOnServer = () => false;

export function ServerDownModal({ onRetry }: ServerDownModalProps) {
  const { t } = useTranslation();
  const isOpen = useSyncExternalStore(
    serverDownStore.subscribe,
    serverDownStore.isOpen,
    // The server renders every page with the modal closed, whatever happened to earlier requests.
    isClosedOnServer,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<'idle' | 'checking' | 'stillDown'>('idle');
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      setStatus('idle');
      element.showModal();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  async function retry() {
    setStatus('checking');
    try {
      await onRetry();
      setStatus('idle');
      serverDownStore.close();
    } catch {
      setStatus('stillDown');
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => event.preventDefault()}
      // Some browsers close a dialog on a second Escape whatever `cancel` says: open it again.
      onClose={() => {
        if (serverDownStore.isOpen()) dialog.current?.showModal();
      }}
    >
      <div className={styles.icon}>
        <CloudOffIcon size={30} />
      </div>
      <h2 id={titleId} className={styles.title}>
        {t('serverDown.title')}
      </h2>
      <p id={textId} className={styles.text}>
        {t('serverDown.text')}
      </p>
      <p className={styles.status} role="status">
        {status === 'stillDown' ? t('serverDown.stillDown') : ''}
      </p>
      <button
        type="button"
        className={buttons.primary}
        onClick={() => void retry()}
        disabled={status === 'checking'}
        aria-busy={status === 'checking'}
      >
        {status === 'checking' ? t('serverDown.checking') : t('serverDown.retry')}
      </button>
    </dialog>
  );
}
