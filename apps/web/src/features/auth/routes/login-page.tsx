import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import layout from '@/features/auth/components/auth-form.module.css';
import { authForms } from '@/features/auth/forms/auth-form-rules';
import { FormAlert, TextField } from '@/shared/forms/form-controls';
import { PasswordField } from '@/shared/forms/password-field';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import { safeRedirectPath, withRedirect } from '@/shared/session/redirect-param';
import { useLogin } from '@/shared/session/use-login';
import buttons from '@/shared/ui/button.module.css';
import { showToast } from '@/shared/ui/toast-store';

/** What other auth pages hand over when they send the user here. */
export type LoginNotice = 'passwordReset';

/** /dang-nhap: username or email, and password; then back where the user came from (?redirect=). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirect'));
  const notice = (location.state as { notice?: LoginNotice } | null)?.notice;
  const login = useLogin();
  const form = useSchemaForm(authForms.login, { username: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { user } = await login.mutateAsync(body);
      showToast({
        tone: 'success',
        message: t('auth.login.success', { name: user.firstName || user.userName }),
      });
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      const feedback = submitFeedback(error, t);
      form.setServerErrors(feedback.fieldErrors);
      setFormError(feedback.formError);
    }
  });

  const registerLink = redirectTo === '/' ? '/dang-ky' : withRedirect('/dang-ky', redirectTo);

  return (
    <AuthCard
      title={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to={registerLink}>{t('auth.login.registerLink')}</Link>
        </>
      }
    >
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        {notice === 'passwordReset' && !formError && (
          <FormAlert tone="success">{t('auth.reset.success')}</FormAlert>
        )}
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <TextField
          label={t('auth.fields.usernameOrEmail')}
          field={form.field('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          label={t('auth.fields.password')}
          field={form.field('password')}
          autoComplete="current-password"
        />
        <Link to="/quen-mat-khau" className={layout.inlineLink}>
          {t('auth.login.forgot')}
        </Link>
        <button type="submit" className={`${buttons.primary} ${layout.submit}`} disabled={login.isPending}>
          {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
