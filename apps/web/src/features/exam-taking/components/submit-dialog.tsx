import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/shared/ui/button.module.css';
import styles from './exam.module.css';

type SubmitDialogProps = {
  isOpen: boolean;
  unanswered: number;
  flagged: number;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Nộp bài?" with what is still blank or flagged; a native modal dialog (focus trap, Esc to cancel). */
export function SubmitDialog({ isOpen, unanswered, flagged, onConfirm, onClose }: SubmitDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="submit-title" onClose={onClose}>
      <h2 id="submit-title" className={styles.dialogTitle}>
        {t('examTaking.submit.title')}
      </h2>
      <p>
        {unanswered > 0
          ? t('examTaking.submit.unanswered', { count: unanswered })
          : t('examTaking.submit.allAnswered')}
      </p>
      {flagged > 0 && <p>{t('examTaking.submit.flagged', { count: flagged })}</p>}
      <p className={styles.hint}>{t('examTaking.submit.final')}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('examTaking.submit.cancel')}
        </button>
        <button type="button" className={buttons.primary} onClick={onConfirm}>
          {t('examTaking.submit.confirm')}
        </button>
      </div>
    </dialog>
  );
}
