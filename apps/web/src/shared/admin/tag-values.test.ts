import { describe, expect, it } from 'vitest';
import { splitTagValues } from './tag-values';

const known = [
  { id: 1, name: 'Toán' },
  { id: 2, name: 'Vật lý' },
];

describe('splitTagValues', () => {
  it('keeps ids and turns new text into names to create', () => {
    expect(splitTagValues([1, ' Hóa học '], known)).toEqual({ ids: [1], names: ['Hóa học'] });
  });

  it('reads text matching an existing tag (any case) as that tag', () => {
    expect(splitTagValues(['vật lý', 2, 'TOÁN'], known)).toEqual({ ids: [2, 1], names: [] });
  });

  it('drops blanks and duplicates', () => {
    expect(splitTagValues(['', '  ', 'Mới', 'mới', 1, 1], known)).toEqual({ ids: [1], names: ['Mới'] });
  });
});
