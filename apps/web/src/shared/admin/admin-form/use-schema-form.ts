import { parseLanguage } from '@tutor/contract/i18n';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changedPaths,
  isServerError,
  type ParseSchema,
  parseWithSchema,
  serverFieldErrors,
  splitErrors,
} from './form-errors';

type Values = Record<string, unknown>;

export type SchemaFormOptions<T> = {
  form: FormInstance;
  /** The contract's body schema of the call this form makes. */
  schema: ParseSchema<T>;
  /** Names of the fields on screen: other paths' messages show above the buttons instead. */
  fields: readonly string[];
  /** From what antd collected to what the schema reads (drop a blank password, rename a field…). */
  toInput?: (values: Values) => unknown;
  /** Error codes that are about one field, e.g. `{ USERNAME_ALREADY_IN_USE: 'username' }`. */
  codeFields?: Readonly<Record<string, string>>;
  /** Sends the parsed body; a rejection with an API error puts its field messages on the form. */
  submit: (data: T) => Promise<unknown>;
  /**
   * For calls made `silent` (no toast from the HTTP client): an error that names no field is shown above
   * the buttons as `error.<code>`, since nothing else would say it.
   */
  isSilent?: boolean;
};

/**
 * `onFinish` for an antd Form: check with the schema, show the localised messages under the fields,
 * send, and show the server's field messages the same way if it refuses. Other failures (a toast from
 * the HTTP client has already said what went wrong) end here without further noise.
 */
export function useSchemaForm<T>({
  form,
  schema,
  fields,
  toInput,
  codeFields,
  submit,
  isSilent = false,
}: SchemaFormOptions<T>) {
  const { t, i18n } = useTranslation();
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);

  const show = (errors: Parameters<typeof splitErrors>[0]) => {
    const split = splitErrors(errors, fields);
    form.setFields(split.fields);
    setGeneralErrors(split.general);
    if (split.fields[0]) form.scrollToField(split.fields[0].name, { block: 'center' });
  };

  const onFinish = async (values: Values) => {
    setGeneralErrors([]);
    const input = toInput ? toInput(values) : values;
    const parsed = parseWithSchema(schema, input, parseLanguage(i18n.language));
    if (!parsed.ok) {
      show(parsed.errors);
      return;
    }
    setSubmitting(true);
    try {
      await submit(parsed.data);
    } catch (error) {
      if (!isServerError(error)) throw error;
      // The server answers in its own idea of the language; a catalogue code reads in the interface's.
      const errors = serverFieldErrors(error, codeFields, (code, fallback) =>
        t(`error.${code}`, { defaultValue: fallback }),
      );
      if (errors.length > 0) show(errors);
      else if (isSilent) setGeneralErrors([t(`error.${error.code}`, { defaultValue: error.message })]);
    } finally {
      setSubmitting(false);
    }
  };

  /** Editing a field clears its message: the old one no longer describes what is typed. */
  const onValuesChange = (changed: Values) => {
    form.setFields(changedPaths(changed).map((name) => ({ name, errors: [] })));
  };

  return { onFinish, onValuesChange, generalErrors, isSubmitting };
}
