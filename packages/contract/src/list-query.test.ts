import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, LIST_DEFAULTS, PAGE_SIZE_ALL, SORT_FIELDS } from './constants';
import {
  type ListResponse,
  listQuerySchema,
  listResponseSchema,
  paginationSchema,
  priceRangeSchema,
  queryDateSchema,
  sortPairs,
} from './list-query';
import { idSchema } from './validators';
import { localizeIssues } from './zod-issues';

const books = listQuerySchema({
  sortFields: SORT_FIELDS,
  defaultSort: LIST_DEFAULTS.books.sort,
  defaultOrder: LIST_DEFAULTS.books.order,
  defaultLimit: LIST_DEFAULTS.books.limit,
});

const adminUsers = listQuerySchema({
  sortFields: ['createdAt', 'username', 'email'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  defaultLimit: 25,
  maxLimit: ADMIN_MAX_PAGE_SIZE,
  allowAll: true,
});

function errorsOf(schema: z.ZodType, value: unknown, lang: 'vi' | 'en' = 'en') {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the parse to fail');
  return localizeIssues(result.error.issues, lang).map(
    ({ path, key, message }) => `${path} ${key}: ${message}`,
  );
}

describe('listQuerySchema defaults', () => {
  it('fills every field of an empty query', () => {
    expect(books.parse({})).toEqual({ offset: 0, limit: 12, sort: ['name'], order: ['asc'] });
    expect(adminUsers.parse({})).toEqual({ offset: 0, limit: 25, sort: ['createdAt'], order: ['desc'] });
  });

  it('treats blank values as absent', () => {
    expect(books.parse({ offset: '', limit: ' ', sort: '', order: ',' })).toEqual({
      offset: 0,
      limit: 12,
      sort: ['name'],
      order: ['asc'],
    });
  });

  it('defaults to the first sort field and descending order', () => {
    const plain = listQuerySchema({ sortFields: ['createdAt', 'name'], defaultLimit: 10 });
    expect(plain.parse({})).toEqual({ offset: 0, limit: 10, sort: ['createdAt'], order: ['desc'] });
  });

  it('takes several default sort fields and orders', () => {
    const ranks = listQuerySchema({
      sortFields: ['point', 'createdAt'],
      defaultSort: ['point', 'createdAt'],
      defaultOrder: ['desc', 'asc'],
      defaultLimit: 10,
    });
    expect(ranks.parse({})).toEqual({
      offset: 0,
      limit: 10,
      sort: ['point', 'createdAt'],
      order: ['desc', 'asc'],
    });
  });

  it('follows the per-kind defaults of spec §9', () => {
    const news = listQuerySchema({
      sortFields: SORT_FIELDS,
      defaultSort: LIST_DEFAULTS.news.sort,
      defaultOrder: LIST_DEFAULTS.news.order,
      defaultLimit: LIST_DEFAULTS.news.limit,
    });
    expect(news.parse({})).toEqual({ offset: 0, limit: 20, sort: ['createdAt'], order: ['desc'] });
  });
});

describe('listQuerySchema coercion', () => {
  it('reads numbers and comma lists from query-string text', () => {
    expect(
      books.parse({ offset: '24', limit: '12', sort: 'salePrice,createdAt', order: 'asc,desc' }),
    ).toEqual({
      offset: 24,
      limit: 12,
      sort: ['salePrice', 'createdAt'],
      order: ['asc', 'desc'],
    });
  });

  it('accepts numbers as such, spaces around items and upper-case orders', () => {
    expect(books.parse({ offset: 0, limit: 5, sort: ' name , salePrice ', order: 'DESC' })).toEqual({
      offset: 0,
      limit: 5,
      sort: ['name', 'salePrice'],
      order: ['desc', 'desc'],
    });
  });

  it('reads repeated keys like a comma list', () => {
    expect(books.parse({ sort: ['name', 'salePrice,createdAt'], order: ['asc', 'desc'] })).toEqual({
      offset: 0,
      limit: 12,
      sort: ['name', 'salePrice', 'createdAt'],
      order: ['asc', 'desc', 'desc'],
    });
  });

  it('pads the order list with its last value, or the default order when none is given', () => {
    expect(books.parse({ sort: 'createdAt,name,salePrice', order: 'desc' }).order).toEqual([
      'desc',
      'desc',
      'desc',
    ]);
    expect(books.parse({ sort: 'createdAt,name', order: 'desc,asc' }).order).toEqual(['desc', 'asc']);
    expect(books.parse({ sort: 'createdAt,salePrice' }).order).toEqual(['asc', 'asc']);
    expect(books.parse({ order: 'desc' })).toMatchObject({ sort: ['name'], order: ['desc'] });
  });

  it('accepts limit=-1 (all) only where allowed', () => {
    expect(adminUsers.parse({ limit: '-1' }).limit).toBe(PAGE_SIZE_ALL);
    expect(adminUsers.parse({ limit: '200' }).limit).toBe(200);
    expect(errorsOf(books, { limit: '-1' })).toEqual(['limit tooSmall: Must be at least 1']);
  });

  it('drops unknown query keys', () => {
    expect(books.parse({ _: '1712345678', foo: 'bar' })).toEqual({
      offset: 0,
      limit: 12,
      sort: ['name'],
      order: ['asc'],
    });
  });

  it('adds filters to the same object', () => {
    const courses = listQuerySchema(
      { sortFields: SORT_FIELDS, defaultLimit: LIST_DEFAULTS.courses.limit },
      { categoryId: idSchema.optional(), priceRange: priceRangeSchema },
    );
    const parsed = courses.parse({ categoryId: '7', priceRange: '100000,500000', limit: '10' });
    expect(parsed).toEqual({
      categoryId: 7,
      priceRange: [100000, 500000],
      offset: 0,
      limit: 10,
      sort: ['createdAt'],
      order: ['desc'],
    });
    // The inferred type carries the filters and the sort field union.
    const categoryId: number | undefined = parsed.categoryId;
    const sort: Array<'createdAt' | 'name' | 'salePrice'> = parsed.sort;
    expect([categoryId, sort]).toEqual([7, ['createdAt']]);
    expect(courses.parse({}).priceRange).toEqual([0, 10_000_000]);
  });
});

describe('listQuerySchema rejections', () => {
  it('refuses bad numbers', () => {
    expect(errorsOf(books, { offset: '-1', limit: 'mười' })).toEqual([
      'offset nonNegative: Not accept negative number',
      'limit integer: Not an interger or valid number',
    ]);
    expect(errorsOf(books, { offset: '1.5', limit: '0' })).toEqual([
      'offset integer: Not an interger or valid number',
      'limit tooSmall: Must be at least 1',
    ]);
    expect(errorsOf(books, { limit: '101' })).toEqual(['limit tooBig: Must be at most 100']);
    expect(errorsOf(adminUsers, { limit: '500' }, 'vi')).toEqual([
      'limit tooBig: Phải nhỏ hơn hoặc bằng 200',
    ]);
    expect(errorsOf(adminUsers, { limit: '-2' })).toEqual(['limit tooSmall: Must be at least 1']);
  });

  it('refuses sort fields outside the list and orders other than asc or desc', () => {
    expect(errorsOf(books, { sort: 'name,password', order: 'asc,up' })).toEqual([
      'sort.1 invalidValue: Invalid option',
      'order.1 invalidValue: Invalid option',
    ]);
    expect(errorsOf(books, { sort: 'ten-sach' }, 'vi')).toEqual([
      'sort.0 invalidValue: Lựa chọn không hợp lệ',
    ]);
  });

  it('refuses more orders than sort fields', () => {
    expect(errorsOf(books, { sort: 'name', order: 'asc,desc' })).toEqual([
      'order tooManyItems: Too many items: at most 1',
    ]);
    expect(errorsOf(books, { order: 'asc,desc' }, 'vi')).toEqual([
      'order tooManyItems: Chỉ được tối đa 1 mục',
    ]);
  });
});

describe('sortPairs', () => {
  it('zips fields and orders', () => {
    expect(sortPairs(books.parse({ sort: 'salePrice,name', order: 'desc' }))).toEqual([
      { field: 'salePrice', order: 'desc' },
      { field: 'name', order: 'desc' },
    ]);
  });
});

describe('priceRangeSchema and queryDateSchema', () => {
  it('reads a price range', () => {
    expect(priceRangeSchema.parse(undefined)).toEqual([0, 10_000_000]);
    expect(priceRangeSchema.parse('')).toEqual([0, 10_000_000]);
    expect(priceRangeSchema.parse('0,500000')).toEqual([0, 500000]);
    expect(priceRangeSchema.parse(['100000', '200000'])).toEqual([100000, 200000]);
  });

  it('refuses a bad price range', () => {
    expect(errorsOf(priceRangeSchema, '500000,100000')).toEqual([' invalid: Invalid value']);
    expect(errorsOf(priceRangeSchema, '100000')).toEqual([' invalid: Invalid value']);
    expect(errorsOf(priceRangeSchema, '-1,5')).toEqual(['0 nonNegative: Not accept negative number']);
    expect(errorsOf(priceRangeSchema, 'rẻ,đắt')).toEqual([
      '0 integer: Not an interger or valid number',
      '1 integer: Not an interger or valid number',
    ]);
  });

  it('reads YYYY-MM-DD dates only', () => {
    expect(queryDateSchema.parse('2024-09-02')).toBe('2024-09-02');
    expect(errorsOf(queryDateSchema, '02/09/2024', 'vi')).toEqual([' date: Ngày không hợp lệ']);
    expect(errorsOf(queryDateSchema, '2024-02-30')).toEqual([' date: Not a valid date']);
    expect(errorsOf(queryDateSchema, undefined)).toEqual([' required: Field required']);
  });
});

describe('listResponseSchema', () => {
  const book = z.object({ id: z.int(), name: z.string(), salePrice: z.int() });
  const category = z.object({ id: z.int(), name: z.string() });

  it('parses data with pagination', () => {
    const schema = listResponseSchema(book);
    const body = {
      data: [{ id: 1, name: 'Sách Toán 12', salePrice: 125000 }],
      pagination: { total: 31, offset: 0, limit: 12 },
    };
    expect(schema.parse(body)).toEqual(body);
    const typed: ListResponse<z.infer<typeof book>> = schema.parse(body);
    expect(typed.pagination.total).toBe(31);
  });

  it('drops extra when the list declares none, and keeps it when declared', () => {
    const body = {
      data: [],
      pagination: { total: 0, offset: 0, limit: 12 },
      extra: { categories: [{ id: 3, name: 'Sách tham khảo' }] },
    };
    expect(listResponseSchema(book).parse(body)).toEqual({ data: [], pagination: body.pagination });
    const withExtra = listResponseSchema(book, z.object({ categories: z.array(category) }));
    expect(withExtra.parse(body)).toEqual(body);
    expect(withExtra.parse({ data: [], pagination: body.pagination })).toEqual({
      data: [],
      pagination: body.pagination,
    });
    const typed: ListResponse<
      z.infer<typeof book>,
      { categories: Array<z.infer<typeof category>> }
    > = withExtra.parse(body);
    expect(typed.extra?.categories[0]?.name).toBe('Sách tham khảo');
  });

  it('refuses malformed bodies', () => {
    const schema = listResponseSchema(book);
    expect(
      errorsOf(schema, {
        data: [{ id: 1, name: 'Sách', salePrice: '125000' }],
        pagination: { total: -1, offset: 0 },
      }),
    ).toEqual([
      'data.0.salePrice integer: Not an interger or valid number',
      'pagination.total nonNegative: Not accept negative number',
      'pagination.limit required: Field required',
    ]);
  });

  it('accepts the all-rows limit in pagination', () => {
    expect(paginationSchema.parse({ total: 3, offset: 0, limit: PAGE_SIZE_ALL }).limit).toBe(-1);
  });
});
