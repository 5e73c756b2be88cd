import styles from './progress-bar.module.css';

/** A percent as the bar shows it: a whole number within 0–100 (null, NaN and overshoots included). */
export function clampPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

type ProgressBarProps = {
  /** 0–100; null reads as 0 (no progress known yet). */
  value: number | null | undefined;
  /** What is measured, for assistive technology ("Tiến độ khoá học"). */
  label: string;
  /** Shows "45 %" beside the bar. */
  hasText?: boolean;
  size?: 'sm' | 'md';
};

/** A course's, thematic's or lesson's progress (spec §2): a native-like progressbar with its percent. */
export function ProgressBar({ value, label, hasText = true, size = 'md' }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div className={size === 'sm' ? `${styles.wrap} ${styles.small}` : styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      {hasText && <span className={styles.text}>{percent}%</span>}
    </div>
  );
}
