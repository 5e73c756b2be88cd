import type { Category, CreateCategoryBody, UpdateCategoryBody } from '@tutor/contract/categories';

type Values = Record<string, unknown>;

/*
 * What the category form sends. antd hands back null for a cleared number and undefined for an untouched
 * input; the contract wants a number or nothing, and a blank slug means "from the name".
 */
export function categoryInput(values: Values): Values {
  return {
    type: values.type,
    name: values.name,
    slug: typeof values.slug === 'string' ? values.slug.trim() : undefined,
    description: values.description ?? '',
    position: typeof values.position === 'number' ? values.position : 0,
    status: values.status,
  };
}

export function categoryFormValues(category: Category): Values {
  const { type, name, slug, description, position, status } = category;
  return { type, name, slug, description, position, status };
}

export const NEW_CATEGORY_VALUES: Values = { type: 'BOOK', position: 0, status: 'ACTIVE', description: '' };

export type CategoryBody = CreateCategoryBody | UpdateCategoryBody;
