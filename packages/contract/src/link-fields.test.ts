import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createBannerBodySchema, updateBannerBodySchema } from './banners';
import { createBookBodySchema } from './books';
import { addMenuBodySchema, updateMenuBodySchema } from './menus';
import { createRuleBodySchema, updateRuleBodySchema } from './rules';
import { createSlideshowBodySchema, updateSlideshowBodySchema } from './slideshows';
import { validationMessages } from './validation-messages';

/** Every body field that staff fill with a click target, as a function from the link to a body. */
const LINK_FIELDS: [string, z.ZodType, (link: string) => Record<string, unknown>][] = [
  ['menu (add)', addMenuBodySchema, (link) => ({ type: 'BOOK', name: 'Sách lớp 12', link })],
  ['menu (update)', updateMenuBodySchema, (link) => ({ id: 1, link })],
  ['banner (create)', createBannerBodySchema, (link) => ({ title: 'Khuyến mãi', imageId: 1, link })],
  ['banner (update)', updateBannerBodySchema, (link) => ({ link })],
  ['slideshow (create)', createSlideshowBodySchema, (link) => ({ title: 'Khai giảng', imageId: 1, link })],
  ['slideshow (update)', updateSlideshowBodySchema, (link) => ({ link })],
  [
    'redirect rule (create)',
    createRuleBodySchema,
    (link) => ({ kind: 'redirect', slug: 'khuyen-mai', targetUrl: link }),
  ],
  ['redirect rule (update)', updateRuleBodySchema, (link) => ({ targetUrl: link })],
];

const UNSAFE = [
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  '/.//evil.example',
];
const SAFE = ['/sach/12/chinh-phuc-toan-12', 'https://toanhay.vn/khuyen-mai'];

describe('every link field', () => {
  describe.each(LINK_FIELDS)('%s', (_name, schema, body) => {
    it.each(UNSAFE)('refuses %j with the link message', (link) => {
      const result = schema.safeParse(body(link));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['link']);
    });

    it.each(SAFE)('accepts %j', (link) => {
      expect(schema.safeParse(body(link)).success).toBe(true);
    });
  });

  it('has a message in both languages', () => {
    expect(validationMessages.link.vi).toMatch(/http\(s\)/);
    expect(validationMessages.link.en).toMatch(/http\(s\)/);
  });
});

describe('a book trailer', () => {
  const trailer = (trailerUrl: string) =>
    createBookBodySchema.safeParse({ name: 'Chinh phục Toán 12', trailerUrl });

  it('is an uploaded mp4 or a safe https address', () => {
    expect(trailer('/uploads/books/abc_12.mp4').success).toBe(true);
    expect(trailer('https://cdn.example.vn/trailer.mp4').success).toBe(true);
    for (const bad of [
      'https://toanhay.vn@evil.example/x.mp4',
      'https://cdn.example.vn/a\u0000.mp4',
      '//evil.example/x.mp4',
    ])
      expect(trailer(bad).success, bad).toBe(false);
  });
});
