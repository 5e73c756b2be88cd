import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { slotsFromText, textFromSlots, toggleMinus } from '@/features/exam-taking/model/short-answer';
import styles from './exam.module.css';

type ShortAnswerBoxesProps = {
  label: string;
  slots: readonly string[];
  onChange: (slots: string[]) => void;
  disabled?: boolean;
};

/**
 * PHẦN III's 4 boxes. One real input carries the value (a phone shows its number keypad, a screen reader
 * reads one field); the boxes drawn over it show it one character per box, as on the paper sheet. The ±
 * key is there because phone number pads often have no minus.
 */
export function ShortAnswerBoxes({ label, slots, onChange, disabled }: ShortAnswerBoxesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const text = textFromSlots(slots);
  const cursor = Math.min(text.length, slots.length - 1);
  return (
    <div className={styles.shortAnswer}>
      <div className={styles.boxesField}>
        <input
          className={styles.boxesInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={8}
          aria-label={label}
          aria-describedby={hintId}
          value={text}
          disabled={disabled}
          onChange={(event) => onChange(slotsFromText(event.target.value))}
        />
        <div className={styles.boxes} aria-hidden="true">
          {slots.map((slot, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the 4 boxes are positions on the sheet.
              key={index}
              className={index === cursor && text.length < slots.length ? styles.boxActive : styles.box}
            >
              {slot === '-' ? '−' : slot}
            </span>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={styles.minusKey}
        onClick={() => onChange(toggleMinus(slots))}
        disabled={disabled}
        aria-label={t('examTaking.short.toggleMinus')}
      >
        ±
      </button>
      <p id={hintId} className={styles.hint}>
        {text ? t('examTaking.short.value', { value: text }) : t('examTaking.short.hint')}
      </p>
    </div>
  );
}
