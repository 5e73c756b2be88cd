/*
 * How the back office shows a person: the avatar picture, the initials placeholder when there is none
 * (spec §2) and the full name in Vietnamese order (family and middle names first, given name last).
 */

type Named = { firstName?: string | null; lastName?: string | null; userName?: string; username?: string };

/**
 * Spec §3: an avatar is a full https address, used as is, or a file name in the users area of public
 * storage. Anything else (a relative path, another scheme such as `javascript:`) shows no picture.
 */
export function avatarUrl(avatar: string | null | undefined): string | null {
  const value = avatar?.trim();
  if (!value) return null;
  if (/^https:\/\//i.test(value)) return value;
  // A stored file name is one path segment: nothing that climbs out of /uploads/users/.
  if (/^[\w.-]+$/.test(value) && !value.startsWith('.')) return `/uploads/users/${encodeURIComponent(value)}`;
  return null;
}

export function fullName(user: Named): string {
  const name = [user.lastName, user.firstName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.userName || user.username || '';
}

/** The first letters of the family name and of the given name ('Lê Thị Hương' → 'LH'). */
export function initials(user: Named): string {
  const words = fullName(user).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.length === 1 ? [words[0]] : [];
  const text = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return text.toLocaleUpperCase('vi') || '?';
}
