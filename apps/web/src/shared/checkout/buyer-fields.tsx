import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/shared/forms/form-controls';
import type { FieldProps } from '@/shared/forms/use-schema-form';
import { type BuyerValues, COMMENT_MAX } from './buyer-rules';
import styles from './checkout.module.css';

/** The buyer's fields of every checkout form (texts in the `checkout` namespace). */
export function BuyerFields({ field }: { field: (name: keyof BuyerValues) => FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('checkout.buyer.name')} field={field('name')} autoComplete="name" />
      <div className={styles.grid}>
        <TextField
          label={t('checkout.buyer.phone')}
          field={field('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('checkout.buyer.contactHint')}
        />
        <TextField
          label={t('checkout.buyer.email')}
          field={field('email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <TextField
        label={t('checkout.buyer.socialUrl')}
        labelNote={t('checkout.buyer.optional')}
        field={field('socialUrl')}
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://facebook.com/…"
        hint={t('checkout.buyer.socialHint')}
      />
      <TextAreaField
        label={t('checkout.buyer.comment')}
        labelNote={t('checkout.buyer.optional')}
        field={field('comment')}
        rows={3}
        maxLength={COMMENT_MAX}
      />
    </>
  );
}
