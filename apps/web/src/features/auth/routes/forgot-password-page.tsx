import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import layout from '@/features/auth/components/auth-form.module.css';
import { authForms } from '@/features/auth/forms/auth-form-rules';
import { FormAlert, TextField } from '@/shared/forms/form-controls';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import buttons from '@/shared/ui/button.module.css';

/**
 * /quen-mat-khau. The confirmation is the same whether the address has an account or not, so the page
 * cannot be used to find out who is registered.
 */
export function Component() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useSchemaForm(authForms.forgotPassword, { email: '' });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(body);
    } catch (error) {
      const feedback = submitFeedback(error, t);
      form.setServerErrors(feedback.fieldErrors);
      setFormError(feedback.formError);
    }
  });

  const backToLogin = <Link to="/dang-nhap">{t('auth.forgot.backToLogin')}</Link>;

  if (forgot.isSuccess) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')} footer={backToLogin}>
        <FormAlert tone="success">{t('auth.forgot.sentText')}</FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.heading')} subtitle={t('auth.forgot.subtitle')} footer={backToLogin}>
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <TextField
          label={t('auth.fields.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <button type="submit" className={`${buttons.primary} ${layout.submit}`} disabled={forgot.isPending}>
          {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
