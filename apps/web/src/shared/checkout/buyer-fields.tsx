import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/forms/form-controls';
import type { FieldProps } from '@/shared/forms/use-schema-form';
import type { BuyerValues } from './buyer-rules';
import { ContactFields } from './contact-fields';

/** The buyer's fields of every checkout (texts in the `checkout` namespace). */
export function BuyerFields({ field }: { field: (name: keyof BuyerValues) => FieldProps }) {
  const { t } = useTranslation();
  return (
    <ContactFields
      field={field}
      labels={{
        name: t('checkout.buyer.name'),
        phone: t('checkout.buyer.phone'),
        email: t('checkout.buyer.email'),
        contactHint: t('checkout.buyer.contactHint'),
        comment: t('checkout.buyer.comment'),
        optional: t('checkout.buyer.optional'),
      }}
    >
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
    </ContactFields>
  );
}
