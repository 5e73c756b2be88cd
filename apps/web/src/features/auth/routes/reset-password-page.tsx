import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import layout from '@/features/auth/components/auth-form.module.css';
import { authForms } from '@/features/auth/forms/auth-form-rules';
import { FormAlert } from '@/shared/forms/form-controls';
import { PasswordField } from '@/shared/forms/password-field';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import buttons from '@/shared/ui/button.module.css';
import type { LoginNotice } from './login-page';

/** /dat-lai-mat-khau?token=…: the page the reset e-mail links to. Success leads to the login page. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (!token) {
    return (
      <AuthCard title={t('auth.reset.heading')}>
        <FormAlert tone="error">
          {t('auth.reset.missingToken')} <Link to="/quen-mat-khau">{t('auth.reset.requestNew')}</Link>
        </FormAlert>
      </AuthCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(authForms.resetPassword, { token, password: '', confirmPassword: '' });
  const [formError, setFormError] = useState<{ message: string; isTokenSpent: boolean } | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await reset.mutateAsync(body);
      const notice: LoginNotice = 'passwordReset';
      await navigate('/dang-nhap', { replace: true, state: { notice } });
    } catch (error) {
      const feedback = submitFeedback(error, t);
      const { token: tokenError, ...fieldErrors } = feedback.fieldErrors;
      form.setServerErrors(fieldErrors);
      const message = feedback.formError ?? (tokenError ? t('error.RESET_TOKEN_INVALID') : null);
      setFormError(message ? { message, isTokenSpent: Boolean(tokenError) || isTokenError(error) } : null);
    }
  });

  return (
    <AuthCard title={t('auth.reset.heading')} subtitle={t('auth.reset.subtitle')}>
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        {formError && (
          <FormAlert tone="error">
            {formError.message}{' '}
            {formError.isTokenSpent && <Link to="/quen-mat-khau">{t('auth.reset.requestNew')}</Link>}
          </FormAlert>
        )}
        <PasswordField
          label={t('auth.fields.newPassword')}
          field={form.field('password')}
          hint={t('auth.register.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('auth.fields.confirmNewPassword')}
          field={form.field('confirmPassword')}
          autoComplete="new-password"
        />
        <button type="submit" className={`${buttons.primary} ${layout.submit}`} disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

function isTokenError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'RESET_TOKEN_INVALID'
  );
}
