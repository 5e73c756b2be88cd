import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it.each([
    ['/sach/12/chinh-phuc-toan-12', { kind: 'route', to: '/sach/12/chinh-phuc-toan-12' }],
    ['/danh-muc/khoa-hoc?lop=12', { kind: 'route', to: '/danh-muc/khoa-hoc?lop=12' }],
    ['https://m.me/toanhay.vn', { kind: 'external', href: 'https://m.me/toanhay.vn' }],
  ])('follows %j', (link, target) => {
    expect(linkTarget(link)).toEqual(target);
  });

  it.each([
    '',
    null,
    undefined,
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://toanhay.vn@evil.example',
  ])('renders a stored %j without a link', (link) => {
    expect(linkTarget(link)).toBeNull();
  });
});
