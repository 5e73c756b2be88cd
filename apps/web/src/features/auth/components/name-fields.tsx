import { parseLanguage } from '@tutor/contract/i18n';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/forms/form-controls';
import type { FieldProps } from '@/shared/forms/use-schema-form';

/**
 * Family name and given name, in the order the interface language writes a name: Vietnamese forms ask
 * for the family name first, English ones for the given name.
 */
export function NameFields({ lastName, firstName }: { lastName: FieldProps; firstName: FieldProps }) {
  const { t, i18n } = useTranslation();
  const family = (
    <TextField key="lastName" label={t('auth.fields.lastName')} field={lastName} autoComplete="family-name" />
  );
  const given = (
    <TextField
      key="firstName"
      label={t('auth.fields.firstName')}
      field={firstName}
      autoComplete="given-name"
    />
  );
  return parseLanguage(i18n.language) === 'vi' ? [family, given] : [given, family];
}
