import { useTranslation } from 'react-i18next';
import { formatClock } from '@/features/exam-taking/model/countdown';
import styles from './exam.module.css';
import type { SaveState } from './use-autosave';
import type { ServerClock } from './use-server-clock';

const TONE_CLASS = { normal: styles.clock, warning: styles.clockWarning, danger: styles.clockDanger };

/** The countdown: announced to screen readers only at the warning thresholds, not every second. */
export function CountdownClock({ clock }: { clock: ServerClock }) {
  const { t } = useTranslation();
  if (clock.seconds === null) return null;
  return (
    <div className={TONE_CLASS[clock.tone]}>
      <span className={styles.visuallyHidden}>{t('examTaking.clock.label')}</span>
      <time aria-hidden="true">{formatClock(clock.seconds)}</time>
      <span className={styles.visuallyHidden} aria-live="polite">
        {clock.tone === 'normal' ? '' : t(`examTaking.clock.${clock.tone}`)}
      </span>
      <span className={styles.visuallyHidden}>{formatClock(clock.seconds)}</span>
    </div>
  );
}

/** "Đã lưu lúc 10:32", "Đang lưu…", "Chưa lưu được — đang thử lại". */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  let text = '';
  let className = styles.saveNeutral;
  if (state.kind === 'saving') text = t('examTaking.save.saving');
  if (state.kind === 'saved') {
    text = t('examTaking.save.saved', { time: time(state.at) });
    className = styles.saveOk;
  }
  if (state.kind === 'retrying') {
    text = t('examTaking.save.retrying');
    className = styles.saveBad;
  }
  if (state.kind === 'refused') {
    text = t(`error.${state.code}`);
    className = styles.saveBad;
  }
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}
