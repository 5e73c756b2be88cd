import { describe, expect, it } from 'vitest';
import { createSlideshowBodySchema, updateSlideshowBodySchema } from './slideshows';

describe('slide subtitle', () => {
  const slide = { title: 'Khai giảng lớp 12', imageId: 1 };

  it('is optional, trimmed, and empty when not given', () => {
    expect(createSlideshowBodySchema.parse(slide).subtitle).toBe('');
    expect(createSlideshowBodySchema.parse({ ...slide, subtitle: '  Học thử miễn phí  ' }).subtitle).toBe(
      'Học thử miễn phí',
    );
    expect(updateSlideshowBodySchema.parse({ subtitle: 'Còn 5 suất' })).toEqual({ subtitle: 'Còn 5 suất' });
    expect(updateSlideshowBodySchema.parse({})).toEqual({});
  });

  it('refuses more than 255 characters and a non-string', () => {
    expect(createSlideshowBodySchema.safeParse({ ...slide, subtitle: 'x'.repeat(255) }).success).toBe(true);
    for (const subtitle of ['x'.repeat(256), 42]) {
      const result = updateSlideshowBodySchema.safeParse({ subtitle });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['subtitle']);
    }
    expect(updateSlideshowBodySchema.safeParse({ subtitle: 'x'.repeat(256) }).error?.issues[0]?.message).toBe(
      'tooLong',
    );
  });
});
