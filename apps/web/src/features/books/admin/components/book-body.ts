import type { AdminBookDetail, CreateBookBody, UpdateBookBody } from '@tutor/contract/books';

/*
 * Between the book form's antd values and the API body: empty number inputs (null) mean "not given",
 * so the schema's defaults apply on create and nothing changes on update.
 */

type Values = Record<string, unknown>;

const NUMBER_FIELDS = ['quantity', 'salePrice', 'coverPrice', 'pages'] as const;

export function bookInput(values: Values): Values {
  const input: Values = { ...values };
  for (const field of NUMBER_FIELDS) if (input[field] === null) delete input[field];
  for (const [key, value] of Object.entries(input)) if (value === undefined) delete input[key];
  return input;
}

export function bookFormValues(book: AdminBookDetail): Values {
  return {
    name: book.name,
    slug: book.slug,
    categoryIds: book.categoryIds,
    tagIds: book.tagIds,
    imageIds: book.imageIds,
    quantity: book.quantity,
    salePrice: book.salePrice,
    coverPrice: book.coverPrice,
    author: book.author,
    pages: book.pages,
    summary: book.summary,
    content: book.content,
    trailerUrl: book.trailerUrl,
    saleStatus: book.saleStatus,
    status: book.status,
  };
}

export const NEW_BOOK_VALUES: Values = {
  categoryIds: [],
  tagIds: [],
  imageIds: [],
  quantity: 0,
  salePrice: 0,
  coverPrice: 0,
  pages: 0,
  saleStatus: 'AVAILABLE',
  status: 'ACTIVE',
};

export type BookBody = CreateBookBody | UpdateBookBody;
