import type { ActivationResult } from '@tutor/contract/activation-codes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivateCode } from '@/features/activation-codes/api/activate-code';
import { checkActivate } from '@/features/activation-codes/components/activate-form-rules';
import detail from '@/shared/catalogue/detail.module.css';
import { paths } from '@/shared/catalogue/paths';
import { FormAlert, TextField } from '@/shared/forms/form-controls';
import { submitFeedback } from '@/shared/forms/submit-error';
import { useSchemaForm } from '@/shared/forms/use-schema-form';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { ArrowRightIcon, CheckCircleIcon } from '@/shared/ui/icons';
import styles from './activate-page.module.css';

const EMPTY = { code: '' };
/** The refusals that are about the typed code: shown under the field rather than above the form. */
const FIELD_OF_CODE = { ACTIVATION_CODE_INVALID: 'code', TOO_MANY_REQUESTS: 'code' } as const;

/**
 * `/kich-hoat`: a signed-in student types an activation code (any case, with or without hyphens; the
 * server normalises it) and sees which course(s) it opened, with a way into each. Guests are sent to
 * sign in first by the route's `requiresLogin` and come back here.
 */
export function Component() {
  const { t } = useTranslation();
  const form = useSchemaForm(checkActivate, EMPTY);
  const activate = useActivateCode();
  const [result, setResult] = useState<ActivationResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isSending = useRef(false);

  const onSubmit = form.handleSubmit((body) => {
    if (isSending.current) return;
    isSending.current = true;
    setFormError(null);
    activate.mutate(body, {
      onSuccess: (opened) => {
        setResult(opened);
        form.reset();
      },
      onError: (error) => {
        const feedback = submitFeedback(error, t, FIELD_OF_CODE);
        form.setServerErrors(feedback.fieldErrors);
        setFormError(feedback.formError ?? null);
      },
      onSettled: () => {
        isSending.current = false;
      },
    });
  });

  return (
    <Container className={`${detail.page} ${styles.layout}`}>
      <h1 className={detail.title}>{t('page.activation.title')}</h1>
      {result ? (
        <section className={styles.success} role="status" aria-labelledby="activation-success">
          <div className={styles.successHead}>
            <CheckCircleIcon size={26} />
            <h2 id="activation-success">{t('activation.successTitle')}</h2>
          </div>
          <p>
            {result.courses.length === 0
              ? t('activation.noCourses')
              : result.target === 'COMBO'
                ? t('activation.successCombo', { name: result.name })
                : t('activation.successCourse')}
          </p>
          <ul className={styles.courses}>
            {result.courses.map((course) => (
              <li key={course.id} className={styles.course}>
                <span className={styles.courseName}>{course.name}</span>
                <Link
                  className={`${buttons.primary} ${buttons.small}`}
                  to={course.path}
                  aria-label={`${t('activation.enter')}: ${course.name}`}
                >
                  {t('activation.enter')}
                  <ArrowRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link className={`${buttons.secondary} ${buttons.small}`} to={paths.myCourses}>
              {t('activation.myCourses')}
            </Link>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={() => setResult(null)}
            >
              {t('activation.again')}
            </button>
          </div>
        </section>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('page.activation.title')}>
          <p className={styles.intro}>{t('activation.intro')}</p>
          {formError && <FormAlert tone="error">{formError}</FormAlert>}
          <div className={styles.codeInput}>
            <TextField
              label={t('activation.code')}
              field={form.field('code')}
              hint={t('activation.hint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX"
            />
          </div>
          <button
            type="submit"
            className={buttons.primary}
            disabled={activate.isPending}
            aria-busy={activate.isPending}
          >
            {activate.isPending ? t('activation.submitting') : t('activation.submit')}
          </button>
        </form>
      )}
    </Container>
  );
}
