import { describe, expect, it } from 'vitest';
import { categoryInput } from './category-body';

describe('categoryInput', () => {
  it('turns cleared and untouched inputs into what the contract reads', () => {
    expect(
      categoryInput({ type: 'IMAGE', name: 'Ảnh', slug: '  ', position: null, status: 'ACTIVE' }),
    ).toEqual({
      type: 'IMAGE',
      name: 'Ảnh',
      slug: '',
      description: '',
      position: 0,
      status: 'ACTIVE',
    });
    expect(categoryInput({ type: 'BOOK', name: 'Sách', position: 4, description: 'x' })).toMatchObject({
      slug: undefined,
      position: 4,
      description: 'x',
    });
  });
});
