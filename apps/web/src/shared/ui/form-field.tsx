import { cloneElement, type ReactElement, useId } from 'react';
import styles from './form-field.module.css';

type FormFieldProps = {
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  error?: string;
  hint?: string;
  /** One input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{
    id?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
    className?: string;
  }>;
};

/** Label, control, then the field's message or hint, wired for screen readers. */
export function FormField({ label, labelNote, error, hint, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {labelNote && <span className={styles.note}> {labelNote}</span>}
      </label>
      {cloneElement(children, {
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {message}
        </p>
      )}
    </div>
  );
}
