import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http-client';
import { canonicalHref, type DetailQuery, detailState } from './detail-page';

const book = { id: 7, slug: 'tuyen-tap-hinh-hoc' };
const query = (changes: Partial<DetailQuery<typeof book>>): DetailQuery<typeof book> => ({
  data: undefined,
  error: null,
  isPending: false,
  refetch: () => undefined,
  ...changes,
});

describe('which state a detail page shows', () => {
  it('says "not found" for an id that is no number, or a 404 answer, before any error or loading', () => {
    expect(detailState(null, query({ isPending: true }))).toEqual({ kind: 'not-found' });
    const missing = new ApiError(404, 'NOT_FOUND', 'Not found');
    expect(detailState(7, query({ error: missing }))).toEqual({ kind: 'not-found' });
  });

  it('offers a retry for any other failure, including no answer at all', () => {
    const down = new ApiError(0, 'SERVER_DOWN', 'Server down');
    expect(detailState(7, query({ error: down }))).toEqual({ kind: 'error', error: down });
    const broken = new TypeError('boom');
    expect(detailState(7, query({ error: broken }))).toEqual({ kind: 'error', error: broken });
  });

  it('shows the silhouette while loading, then the item', () => {
    expect(detailState(7, query({ isPending: true }))).toEqual({ kind: 'loading' });
    expect(detailState(7, query({ data: book }))).toEqual({ kind: 'ready', item: book });
  });
});

describe('the canonical-slug replacement', () => {
  const location = { search: '?ref=zalo', hash: '#dat-mua' };

  it('replaces an old or missing slug with the canonical path, keeping the query and fragment', () => {
    expect(canonicalHref('ten-cu', book, '/sach/7/tuyen-tap-hinh-hoc', location)).toBe(
      '/sach/7/tuyen-tap-hinh-hoc?ref=zalo#dat-mua',
    );
    expect(canonicalHref(undefined, book, '/sach/7/tuyen-tap-hinh-hoc', { search: '', hash: '' })).toBe(
      '/sach/7/tuyen-tap-hinh-hoc',
    );
  });

  it('leaves a canonical address alone', () => {
    expect(canonicalHref('tuyen-tap-hinh-hoc', book, '/sach/7/tuyen-tap-hinh-hoc', location)).toBeNull();
  });
});
