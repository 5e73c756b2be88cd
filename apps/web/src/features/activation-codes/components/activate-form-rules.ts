import { ACTIVATION_CODE_INPUT_MAX } from '@tutor/contract/constants';
import { type FormSpec, maxLength, required, text, validateForm } from '@/shared/forms/field-rules';
import type { FormValidator } from '@/shared/forms/use-schema-form';

/*
 * The activation form's checks in the browser (zod stays out of the storefront's first load): the
 * contract's activateCodeBodySchema, compared with it by its test.
 */

export type ActivateValues = { code: string };

const activateSpec: FormSpec = { fields: { code: text(required, maxLength(ACTIVATION_CODE_INPUT_MAX)) } };

export const checkActivate: FormValidator<ActivateValues> = (values, language) =>
  validateForm<ActivateValues>(activateSpec, values, language);
