import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '@/shared/forms/form-controls';
import type { FieldProps } from '@/shared/forms/use-schema-form';
import styles from './checkout.module.css';
import { COMMENT_MAX, type ContactValues } from './contact-rules';

/** The fields' texts, translated by the form (the checkouts' namespace or a page's own). */
export type ContactLabels = Record<keyof ContactValues | 'contactHint' | 'optional', string>;

/**
 * Name, phone or email, and a comment: the fields every order form asks. The form's own fields
 * (`children`: a quantity, a social link) come before the comment, which closes the form.
 */
export function ContactFields({
  field,
  labels,
  children,
}: {
  field: (name: keyof ContactValues) => FieldProps;
  labels: ContactLabels;
  children?: ReactNode;
}) {
  return (
    <>
      <TextField label={labels.name} field={field('name')} autoComplete="name" />
      <div className={styles.grid}>
        <TextField
          label={labels.phone}
          field={field('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={labels.contactHint}
        />
        <TextField
          label={labels.email}
          field={field('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      {children}
      <TextAreaField
        label={labels.comment}
        labelNote={labels.optional}
        field={field('comment')}
        rows={3}
        maxLength={COMMENT_MAX}
      />
    </>
  );
}
