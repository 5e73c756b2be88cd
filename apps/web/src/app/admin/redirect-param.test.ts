import { describe, expect, it } from 'vitest';
import { withRedirect } from '@/shared/session/redirect-param';
import { safeAdminRedirect } from './redirect-param';

describe('safeAdminRedirect', () => {
  it('follows paths inside the admin area, with their query and hash', () => {
    expect(safeAdminRedirect('/admin/users')).toBe('/admin/users');
    expect(safeAdminRedirect('/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/users?q=an&size=50')).toBe('/admin/users?q=an&size=50');
    expect(safeAdminRedirect('/admin/roles/3#permissions')).toBe('/admin/roles/3#permissions');
  });

  it('goes to /admin without a value', () => {
    expect(safeAdminRedirect(null)).toBe('/admin');
    expect(safeAdminRedirect(undefined)).toBe('/admin');
    expect(safeAdminRedirect('')).toBe('/admin');
  });

  it('never leaves the site', () => {
    for (const evil of [
      '//evil.com',
      '//evil.com/admin',
      'https://evil.com',
      'https://evil.com/admin/users',
      'http:evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      'javascript:alert(1)',
      'evil.com/admin',
      ' //evil.com',
    ]) {
      expect(safeAdminRedirect(evil), evil).toBe('/admin');
    }
  });

  it('stays inside the admin area', () => {
    expect(safeAdminRedirect('/')).toBe('/admin');
    expect(safeAdminRedirect('/gio-hang')).toBe('/admin');
    expect(safeAdminRedirect('/administrator')).toBe('/admin');
    expect(safeAdminRedirect('/admin/../gio-hang')).toBe('/admin');
    expect(safeAdminRedirect('/admin/%2e%2e/gio-hang')).toBe('/admin');
    expect(safeAdminRedirect('/admin/login')).toBe('/admin');
    expect(safeAdminRedirect('/admin/login/')).toBe('/admin');
  });
});

describe('the round trip through the login page', () => {
  it('comes back to the page the guard sent away, query included', () => {
    const login = new URL(withRedirect('/admin/login', '/admin/users?q=an&size=50'), 'http://x');
    expect(safeAdminRedirect(login.searchParams.get('redirect'))).toBe('/admin/users?q=an&size=50');
  });
});
