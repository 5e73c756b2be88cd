import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldProps } from '@/shared/forms/use-schema-form';
import { AlertIcon, CheckCircleIcon } from '@/shared/ui/icons';
import styles from './form-controls.module.css';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'type'>;

type TextFieldProps = InputProps & {
  label: string;
  field: FieldProps;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
};

/** Label, input, then a hint or the field's message, wired for screen readers (aria-invalid, describedby). */
export function TextField({ label, field, type = 'text', hint, labelNote, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} labelNote={labelNote} field={field} hint={hint}>
      {(describedBy) => (
        <input
          {...rest}
          id={field.id}
          name={field.name}
          type={type}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className={styles.input}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps> & {
  label: string;
  field: FieldProps;
  hint?: string;
  labelNote?: string;
};

/** A multi-line TextField (comments, messages). */
export function TextAreaField({ label, field, hint, labelNote, ...rest }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} labelNote={labelNote} field={field} hint={hint}>
      {(describedBy) => (
        <textarea
          {...rest}
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

type FieldShellProps = {
  label: string;
  labelNote?: string | undefined;
  field: FieldProps;
  hint?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
};

export function FieldShell({ label, labelNote, field, hint, children }: FieldShellProps) {
  const messageId = `${field.id}-message`;
  const hasMessage = Boolean(field.error || hint);
  return (
    <div className={field.error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
        {labelNote && <span className={styles.labelNote}> {labelNote}</span>}
      </label>
      {children(hasMessage ? messageId : undefined)}
      {field.error ? (
        <p id={messageId} className={styles.error}>
          {field.error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A message above or below a form: a refusal of the whole form, or a confirmation. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${tone === 'error' ? styles.alertError : styles.alertSuccess}`}
    >
      <Icon size={20} className={styles.alertIcon} />
      <div>{children}</div>
    </div>
  );
}
