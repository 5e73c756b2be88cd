import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, type InputProps } from '@/shared/forms/form-controls';
import styles from '@/shared/forms/form-controls.module.css';
import type { FieldProps } from '@/shared/forms/use-schema-form';
import { EyeIcon, EyeOffIcon } from '@/shared/ui/icons';

// Apart from form-controls.tsx: only the sign-in forms need it, not the storefront's other forms.

type PasswordFieldProps = InputProps & { label: string; field: FieldProps; hint?: string };

/** A password input with a show/hide toggle: people on phones mistype long passwords. */
export function PasswordField({ label, field, hint, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <FieldShell label={label} field={field} hint={hint}>
      {(describedBy) => (
        <div className={styles.passwordBox}>
          <input
            {...rest}
            id={field.id}
            name={field.name}
            type={isVisible ? 'text' : 'password'}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            className={`${styles.input} ${styles.passwordInput}`}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            spellCheck={false}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={t(isVisible ? 'form.hidePassword' : 'form.showPassword')}
            aria-pressed={isVisible}
            aria-controls={field.id}
            onClick={() => setVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
