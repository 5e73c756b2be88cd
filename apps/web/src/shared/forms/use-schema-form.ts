import { type Language, parseLanguage } from '@tutor/contract/i18n';
import { type ChangeEvent, type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Validation } from './field-rules';
import { type FieldErrors, visibleErrors } from './form-state';

type Values = Record<string, string>;

export type FieldProps = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
};

/** A form's checks: the body to send, or a message per failing field (a `validateForm` of a spec). */
export type FormValidator<T> = (values: Readonly<Values>, language: Language) => Validation<T>;

/**
 * Small form state for a storefront form (react-hook-form is not a dependency): values, live spec §5
 * messages in the interface language, and the server's field errors. `validate` must be stable (a
 * module-level function), as it feeds a memo.
 */
export function useSchemaForm<T, V extends Values>(validate: FormValidator<T>, initialValues: V) {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const idPrefix = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const validation = useMemo(() => validate(values, language), [validate, values, language]);
  const errors = visibleErrors({
    clientErrors: validation.errors,
    serverErrors,
    touched,
    submitted: isSubmitted,
  });
  const idOf = (name: string) => `${idPrefix}-${name}`;

  function setValue(name: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // The server spoke about the old value.
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }

  function field(name: keyof V & string): FieldProps {
    return {
      id: idOf(name),
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    };
  }

  /** Runs `onValid` with the body to send, or shows every message and focuses the first failing field. */
  function handleSubmit(onValid: (data: T) => void | Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (validation.ok) {
        void onValid(validation.data);
        return;
      }
      // The first failing field on screen, which is not the first in `values` (names follow the language).
      const fields = Array.from(event.currentTarget.elements) as HTMLInputElement[];
      fields.find((element) => element.name && validation.errors[element.name])?.focus();
    };
  }

  function reset(next: V = initialValues) {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }

  return { values, setValue, field, handleSubmit, setServerErrors, reset };
}
