import { describe, expect, it } from 'vitest';
import { formatBytes, imageFormValues, imageUpdateInput, isBigEnough, precheckImage } from './image-values';

describe('image form values', () => {
  it('sends a cleared folder as null and no categories as an empty list', () => {
    expect(imageUpdateInput({ name: 'Ảnh', folderId: undefined })).toEqual({
      name: 'Ảnh',
      alt: '',
      folderId: null,
      categoryIds: [],
    });
    expect(imageUpdateInput({ name: 'Ảnh', alt: 'Mô tả', folderId: 3, categoryIds: [1, 2] })).toMatchObject({
      folderId: 3,
      categoryIds: [1, 2],
    });
  });

  it('shows a blank alt as blank, not as the name the answer filled in', () => {
    const image = { name: 'Bìa', alt: 'Bìa', folderId: null, categoryIds: [4] };
    expect(imageFormValues(image as never)).toEqual({
      name: 'Bìa',
      alt: '',
      folderId: undefined,
      categoryIds: [4],
    });
  });

  it('formats sizes and pre-checks files', () => {
    expect(formatBytes(500)).toBe('1 KB');
    expect(formatBytes(348_160)).toBe('340 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
    expect(precheckImage({ type: 'text/plain' })).toBe('ONLY_IMAGES');
    expect(precheckImage({ type: 'image/png' }, 150, 400)).toBe('IMAGE_TOO_SMALL');
    expect(precheckImage({ type: 'image/png' }, 200, 200)).toBeNull();
    expect(precheckImage({ type: 'image/webp' })).toBeNull();
    expect(isBigEnough(200, 199)).toBe(false);
  });
});
