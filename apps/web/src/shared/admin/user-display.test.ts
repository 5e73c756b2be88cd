import { describe, expect, it } from 'vitest';
import { avatarUrl, fullName, initials } from './user-display';

describe('avatarUrl', () => {
  it('keeps a full https address as it is', () => {
    expect(avatarUrl('https://lh3.googleusercontent.com/a/xyz=s96-c')).toBe(
      'https://lh3.googleusercontent.com/a/xyz=s96-c',
    );
  });

  it('puts a stored file name under /uploads/users/', () => {
    expect(avatarUrl('12-a1b2c3.webp')).toBe('/uploads/users/12-a1b2c3.webp');
    expect(avatarUrl(' 12-a1b2c3.webp ')).toBe('/uploads/users/12-a1b2c3.webp');
  });

  it('shows no picture for no avatar', () => {
    expect(avatarUrl(null)).toBeNull();
    expect(avatarUrl(undefined)).toBeNull();
    expect(avatarUrl('')).toBeNull();
    expect(avatarUrl('   ')).toBeNull();
  });

  it('refuses what is neither: other schemes, paths, climbing out of the folder', () => {
    expect(avatarUrl('http://example.com/a.png')).toBeNull();
    expect(avatarUrl('javascript:alert(1)')).toBeNull();
    expect(avatarUrl('../secrets.txt')).toBeNull();
    expect(avatarUrl('a/b.png')).toBeNull();
    expect(avatarUrl('//evil.com/a.png')).toBeNull();
    expect(avatarUrl('.hidden')).toBeNull();
  });
});

describe('names', () => {
  it('writes the family name first, as Vietnamese does', () => {
    expect(fullName({ firstName: 'Hương', lastName: 'Lê Thị' })).toBe('Lê Thị Hương');
    expect(fullName({ firstName: 'Hương', lastName: '' })).toBe('Hương');
    expect(fullName({ firstName: '', lastName: '', userName: 'quantrivien' })).toBe('quantrivien');
  });

  it('takes the initials of the family and given names', () => {
    expect(initials({ firstName: 'Hương', lastName: 'Lê Thị' })).toBe('LH');
    expect(initials({ firstName: 'đức', lastName: '' })).toBe('Đ');
    expect(initials({ firstName: '', lastName: '', userName: 'quantrivien' })).toBe('Q');
    expect(initials({ firstName: '', lastName: '' })).toBe('?');
  });
});
