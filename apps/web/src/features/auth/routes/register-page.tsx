import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegister } from '@/features/auth/api/register';
import { AuthCard } from '@/features/auth/components/auth-card';
import layout from '@/features/auth/components/auth-form.module.css';
import { NameFields } from '@/features/auth/components/name-fields';
import { authForms } from '@/features/auth/forms/auth-form-rules';
import { FormAlert, TextField } from '@/shared/forms/form-controls';
import { PasswordField } from '@/shared/forms/password-field';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import { safeRedirectPath, withRedirect } from '@/shared/session/redirect-param';
import buttons from '@/shared/ui/button.module.css';
import { showToast } from '@/shared/ui/toast-store';

const initialValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
};

/** Codes about one field: shown under it rather than above the form. */
const FIELD_OF_CODE = { EMAIL_ALREADY_IN_USE: 'email', USERNAME_ALREADY_IN_USE: 'username' };

/** /dang-ky: every field of the contract's RegisterBody, checked as the user types; signs in on success. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get('redirect'));
  const registration = useRegister();
  const form = useSchemaForm(authForms.register, initialValues);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { user } = await registration.mutateAsync(body);
      showToast({ tone: 'success', message: t('auth.register.success', { name: user.firstName }) });
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      const feedback = submitFeedback(error, t, FIELD_OF_CODE);
      form.setServerErrors(feedback.fieldErrors);
      setFormError(feedback.formError);
    }
  });

  return (
    <AuthCard
      title={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      isWide
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={redirectTo === '/' ? '/dang-nhap' : withRedirect('/dang-nhap', redirectTo)}>
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <div className={layout.row}>
          <NameFields lastName={form.field('lastName')} firstName={form.field('firstName')} />
        </div>
        <div className={layout.row}>
          <TextField
            label={t('auth.fields.email')}
            field={form.field('email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            label={t('auth.fields.phone')}
            labelNote={t('form.optional')}
            field={form.field('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </div>
        <TextField
          label={t('auth.fields.username')}
          field={form.field('username')}
          hint={t('auth.register.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className={layout.row}>
          <PasswordField
            label={t('auth.fields.password')}
            field={form.field('password')}
            hint={t('auth.register.passwordHint')}
            autoComplete="new-password"
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            field={form.field('confirmPassword')}
            autoComplete="new-password"
          />
        </div>
        <button
          type="submit"
          className={`${buttons.primary} ${layout.submit}`}
          disabled={registration.isPending}
        >
          {registration.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
