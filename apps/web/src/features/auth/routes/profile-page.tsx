import type { UserInfo } from '@tutor/contract/auth';
import { parseLanguage } from '@tutor/contract/i18n';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useUpdateMe } from '@/features/auth/api/update-me';
import { useUploadAvatar } from '@/features/auth/api/upload-avatar';
import layout from '@/features/auth/components/auth-form.module.css';
import { NameFields } from '@/features/auth/components/name-fields';
import { authForms, checkImageFile } from '@/features/auth/forms/auth-form-rules';
import { FormAlert, TextField } from '@/shared/forms/form-controls';
import { PasswordField } from '@/shared/forms/password-field';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import { withRedirect } from '@/shared/session/redirect-param';
import { useCurrentUser } from '@/shared/session/session';
import { avatarUrl, initials } from '@/shared/session/user-display';
import { Avatar } from '@/shared/ui/avatar';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { UserIcon } from '@/shared/ui/icons';
import { StatusPanel } from '@/shared/ui/status-panel';
import { showToast } from '@/shared/ui/toast-store';
import styles from './profile-page.module.css';

/** Checked here so a too-big photo is refused before it is sent; the server checks again, by content. */
export const AVATAR_MAX_MB = 5;

/** /thong-tin-ca-nhan: one's own profile, avatar and password. The guard keeps visitors out. */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return null;
  if (!user) {
    // The session ended while on this page (it expired, or the user logged out in another tab).
    return (
      <Container>
        <StatusPanel
          icon={<UserIcon size={30} />}
          title={t('profile.loginRequired')}
          actions={
            <Link to={withRedirect('/dang-nhap', location.pathname)} className={buttons.primary}>
              {t('nav.login')}
            </Link>
          }
        />
      </Container>
    );
  }

  return (
    <Container>
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.title}>{t('page.profile.title')}</h1>
          <p className={styles.subtitle}>{t('profile.subtitle')}</p>
        </header>
        <div className={styles.grid}>
          <AvatarSection user={user} />
          <div className={styles.stack}>
            <InfoSection key={user.id} user={user} />
            <PasswordSection />
          </div>
        </div>
      </div>
    </Container>
  );
}

function fullName(user: UserInfo, t: (key: string, options: Record<string, string>) => string) {
  return (
    t('account.fullName', { firstName: user.firstName, lastName: user.lastName }).trim() || user.userName
  );
}

function AvatarSection({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  // The preview is a blob: address that holds the file in memory until revoked.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const refusal = checkImageFile(chosen, AVATAR_MAX_MB, parseLanguage(i18n.language));
    setError(refusal);
    if (!refusal) setFile(chosen);
  }

  function cancel() {
    setFile(null);
    setPreview(null);
    setError(null);
  }

  async function save() {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      cancel();
      showToast({ tone: 'success', messageKey: 'profile.avatar.success' });
    } catch (failure) {
      setError(submitFeedback(failure, t).formError);
    }
  }

  const name = fullName(user, t);
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby={`${errorId}-title`}>
      <h2 id={`${errorId}-title`} className={styles.visuallyHidden}>
        {t('profile.avatar.title')}
      </h2>
      <div className={styles.avatarFrame}>
        <Avatar
          src={file ? preview : avatarUrl(user.avatar)}
          initials={initials(user)}
          size={112}
          alt={file ? t('profile.avatar.previewAlt') : ''}
        />
      </div>
      <p className={styles.name}>{name}</p>
      <p className={styles.username}>@{user.userName}</p>
      {user.role && <p className={styles.role}>{user.role.name}</p>}

      <input
        ref={input}
        type="file"
        accept="image/*"
        className={styles.visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <div className={styles.avatarActions}>
        {file ? (
          <>
            <button
              type="button"
              className={`${buttons.primary} ${buttons.small}`}
              onClick={() => void save()}
              disabled={upload.isPending}
            >
              {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.upload')}
            </button>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={cancel}
              disabled={upload.isPending}
            >
              {t('profile.avatar.cancel')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => input.current?.click()}
            aria-describedby={error ? errorId : undefined}
          >
            {t('profile.avatar.choose')}
          </button>
        )}
      </div>
      {error ? (
        <p id={errorId} className={styles.avatarError} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.avatarHint}>{t('profile.avatar.hint', { maxMb: AVATAR_MAX_MB })}</p>
      )}
    </section>
  );
}

function InfoSection({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const form = useSchemaForm(authForms.updateMe, {
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    phone: user.phone,
    socialUrl: user.socialUrl,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await update.mutateAsync(body);
      showToast({ tone: 'success', messageKey: 'feedback.updateSuccess' });
    } catch (error) {
      const feedback = submitFeedback(error, t, { EMAIL_ALREADY_IN_USE: 'email' });
      form.setServerErrors(feedback.fieldErrors);
      setFormError(feedback.formError);
    }
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('profile.info.title')}
      </h2>
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <div className={styles.readOnly}>
          <span className={styles.readOnlyLabel}>{t('auth.fields.username')}</span>
          <span className={styles.readOnlyValue}>{user.userName}</span>
        </div>
        <div className={layout.row}>
          <NameFields lastName={form.field('lastName')} firstName={form.field('firstName')} />
        </div>
        <TextField
          label={t('auth.fields.email')}
          field={form.field('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className={layout.row}>
          <TextField
            label={t('auth.fields.phone')}
            labelNote={t('form.optional')}
            field={form.field('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
          <TextField
            label={t('auth.fields.socialUrl')}
            labelNote={t('form.optional')}
            field={form.field('socialUrl')}
            type="url"
            placeholder="facebook.com/…"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={buttons.primary} disabled={update.isPending}>
            {update.isPending ? t('profile.info.submitting') : t('profile.info.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

const emptyPasswords = { currentPassword: '', password: '', confirmPassword: '' };

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm(authForms.changePassword, emptyPasswords);
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await change.mutateAsync(body);
      form.reset();
      showToast({ tone: 'success', messageKey: 'profile.password.success' });
    } catch (error) {
      const feedback = submitFeedback(error, t, { WRONG_PASSWORD: 'currentPassword' });
      form.setServerErrors(feedback.fieldErrors);
      setFormError(feedback.formError);
    }
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('profile.password.title')}
      </h2>
      <p className={styles.sectionText}>{t('profile.password.text')}</p>
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <PasswordField
          label={t('auth.fields.currentPassword')}
          field={form.field('currentPassword')}
          autoComplete="current-password"
        />
        <div className={layout.row}>
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
        </div>
        <div className={styles.formActions}>
          <button type="submit" className={buttons.primary} disabled={change.isPending}>
            {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
