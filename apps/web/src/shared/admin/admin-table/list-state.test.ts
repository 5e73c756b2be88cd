import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  type ListState,
  listRequestQuery,
  nextListState,
  parseListState,
  serializeListState,
} from './list-state';

const options = { sortFields: ['createdAt', 'username'], filterKeys: ['roleId', 'status'] };
const parse = (query: string) => parseListState(new URLSearchParams(query), options);

describe('parseListState', () => {
  it('reads an empty query as the defaults', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: 25, filters: {} });
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('reads every part of a full query', () => {
    expect(parse('page=3&size=50&sort=username&order=asc&q=%20an%20&roleId=2&status=ACTIVE')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'username',
      order: 'asc',
      q: 'an',
      filters: { roleId: '2', status: 'ACTIVE' },
    });
  });

  it('accepts only the admin page sizes, "all" included', () => {
    expect(parse('size=200').pageSize).toBe(200);
    expect(parse('size=-1').pageSize).toBe(-1);
    expect(parse('size=30').pageSize).toBe(25);
    expect(parse('size=abc').pageSize).toBe(25);
  });

  it('puts "all rows" on page 1 whatever the page says', () => {
    expect(parse('size=-1&page=4')).toMatchObject({ page: 1, pageSize: -1 });
  });

  it('falls back on bad pages, unknown sorts and unknown filters', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=9999999999').page).toBe(1);
    expect(parse('sort=password&order=asc')).toEqual(DEFAULT_LIST_STATE);
    expect(parse('sort=username&order=sideways')).toMatchObject({ sort: 'username', order: 'desc' });
    expect(parse('sort=username&order=ASC')).toMatchObject({ sort: 'username', order: 'asc' });
    expect(parse('evil=1&roleId=').filters).toEqual({});
    expect(parse('q=%20%20').q).toBeUndefined();
  });

  it('caps the search text', () => {
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });
});

describe('serializeListState', () => {
  it('leaves defaults out', () => {
    expect(serializeListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('writes a state that parses back to itself', () => {
    const states: ListState[] = [
      { page: 3, pageSize: 50, sort: 'username', order: 'asc', q: 'nguyễn an', filters: { roleId: '2' } },
      { page: 1, pageSize: -1, filters: { status: 'INACTIVE', roleId: '3' } },
      { page: 2, pageSize: 25, sort: 'createdAt', order: 'desc', filters: {} },
    ];
    for (const state of states) {
      expect(parseListState(serializeListState(state), options)).toEqual(state);
    }
  });

  it('orders the keys stably, so equal states give equal URLs', () => {
    const a = serializeListState({ page: 2, pageSize: 100, filters: { status: 'ACTIVE', roleId: '1' } });
    const b = serializeListState({ page: 2, pageSize: 100, filters: { roleId: '1', status: 'ACTIVE' } });
    expect(a.toString()).toBe(b.toString());
    expect(a.toString()).toBe('roleId=1&status=ACTIVE&size=100&page=2');
  });

  it('drops the page number when all rows are shown', () => {
    expect(serializeListState({ page: 3, pageSize: -1, filters: {} }).toString()).toBe('size=-1');
  });
});

describe('nextListState', () => {
  const current: ListState = { page: 4, pageSize: 50, q: 'an', sort: 'username', order: 'asc', filters: {} };

  it('keeps everything else when only the page changes', () => {
    expect(nextListState(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });

  it('goes back to page 1 on a new search, filter, sort or page size', () => {
    expect(nextListState(current, { q: 'binh' })).toMatchObject({ page: 1, q: 'binh' });
    expect(nextListState(current, { filters: { roleId: '2' } })).toMatchObject({
      page: 1,
      filters: { roleId: '2' },
    });
    expect(nextListState(current, { sort: 'createdAt', order: 'desc' })).toMatchObject({ page: 1 });
    expect(nextListState(current, { pageSize: 100 })).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('keeps the page when the table reports page and size together', () => {
    expect(nextListState(current, { page: 2, pageSize: 50 })).toMatchObject({ page: 2, pageSize: 50 });
  });

  it('removes a cleared search, filter or sort', () => {
    const withFilter = { ...current, filters: { roleId: '2', status: 'ACTIVE' } };
    const next = nextListState(withFilter, { q: '  ', filters: { roleId: undefined }, sort: undefined });
    expect(next).toEqual({ page: 1, pageSize: 50, filters: { status: 'ACTIVE' } });
  });
});

describe('listRequestQuery', () => {
  it('turns pages into offset and limit', () => {
    expect(listRequestQuery({ page: 3, pageSize: 50, filters: {} })).toEqual({ offset: 100, limit: 50 });
  });

  it('asks for all rows with limit -1 from offset 0', () => {
    expect(listRequestQuery({ page: 1, pageSize: -1, filters: {} })).toEqual({ offset: 0, limit: -1 });
  });

  it('carries sort, order, search and filters', () => {
    expect(
      listRequestQuery({
        page: 1,
        pageSize: 25,
        sort: 'username',
        order: 'asc',
        q: 'an',
        filters: { roleId: '2' },
      }),
    ).toEqual({ offset: 0, limit: 25, sort: 'username', order: 'asc', q: 'an', roleId: '2' });
  });
});
