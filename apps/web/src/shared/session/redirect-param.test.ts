import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withRedirect } from './redirect-param';
import { avatarUrl, initials, userGrantee } from './user-display';

describe('redirect parameter', () => {
  it('follows only paths of this site', () => {
    expect(safeRedirectPath('/thong-tin-ca-nhan')).toBe('/thong-tin-ca-nhan');
    expect(safeRedirectPath('/admin/users?page=2', '/admin')).toBe('/admin/users?page=2');
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil',
    ]) {
      expect(safeRedirectPath(unsafe), unsafe).toBe('/');
    }
    expect(safeRedirectPath(null, '/admin')).toBe('/admin');
    expect(safeRedirectPath('', '/admin')).toBe('/admin');
  });

  it('builds the login link with a readable path and an encoded query', () => {
    expect(withRedirect('/admin/login', '/admin/users')).toBe('/admin/login?redirect=/admin/users');
    expect(withRedirect('/dang-nhap', '/khoa-hoc?page=2&x=1')).toBe(
      '/dang-nhap?redirect=/khoa-hoc%3Fpage%3D2%26x%3D1',
    );
    expect(new URL(withRedirect('/dang-nhap', '/a?b=1&c=2'), 'http://x').searchParams.get('redirect')).toBe(
      '/a?b=1&c=2',
    );
  });
});

describe('user display', () => {
  it('serves a bare avatar file name from the users uploads, a full address as is', () => {
    expect(avatarUrl('a1b2.webp')).toBe('/uploads/users/a1b2.webp');
    expect(avatarUrl('https://lh3.googleusercontent.com/x')).toBe('https://lh3.googleusercontent.com/x');
    expect(avatarUrl('/uploads/users/x.png')).toBe('/uploads/users/x.png');
    expect(avatarUrl(null)).toBeNull();
    expect(avatarUrl('')).toBeNull();
  });

  it('makes initials from the names, else the username', () => {
    expect(initials({ firstName: 'an', lastName: 'Đỗ', userName: 'x' })).toBe('AĐ');
    expect(initials({ firstName: '', lastName: '', userName: 'hocsinh01' })).toBe('H');
  });

  it('reads roleAcp from the role for the permission checks', () => {
    expect(userGrantee({ role: { id: 1, name: 'Quản trị', roleAcp: true }, permissions: [] })).toEqual({
      roleAcp: true,
      permissions: [],
    });
    expect(userGrantee({ role: null, permissions: ['book:read'] })).toEqual({
      roleAcp: false,
      permissions: ['book:read'],
    });
    expect(userGrantee(null)).toBeNull();
  });
});
