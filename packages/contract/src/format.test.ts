import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ELLIPSIS,
  formatCourseDate,
  formatDate,
  formatDateTime,
  formatPrice,
  formatQueryDate,
  formatVnd,
  shortText,
  slug,
  timeAgo,
} from './format';

const NFD = (text: string) => text.normalize('NFD');

describe('slug', () => {
  it('follows the spec example', () => {
    expect(slug('Toán 12 – Hàm số: Đồ thị!')).toBe('toan-12-ham-so-do-thi');
  });

  it('removes every Vietnamese diacritic, both cases, and maps đ/Đ to d', () => {
    const lower = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
    const expected = `${'a'.repeat(17)}${'e'.repeat(11)}${'i'.repeat(5)}${'o'.repeat(17)}${'u'.repeat(11)}${'y'.repeat(5)}d`;
    expect(slug(lower)).toBe(expected);
    expect(slug(lower.toUpperCase())).toBe(expected);
    expect(slug('ĐẶNG ĐỨC ĐÔNG')).toBe('dang-duc-dong');
  });

  it('gives the same slug for composed and decomposed input', () => {
    expect(slug(NFD('Ôn thi THPT Quốc gia'))).toBe('on-thi-thpt-quoc-gia');
    expect(slug('Ôn thi THPT Quốc gia')).toBe('on-thi-thpt-quoc-gia');
  });

  it('removes punctuation and symbols, turning space runs into single hyphens', () => {
    expect(slug('Đại số & Giải tích 11')).toBe('dai-so-giai-tich-11');
    expect(slug('Phương trình bậc hai (ax² + bx + c = 0)')).toBe('phuong-trinh-bac-hai-ax-bx-c-0');
    expect(slug('Lớp 10_A1/2024')).toBe('lop-10a12024');
    expect(slug('"Sách" giáo khoa, tập 1; tập 2?')).toBe('sach-giao-khoa-tap-1-tap-2');
    expect(slug('Hình\thọc\nkhông\u00a0gian')).toBe('hinh-hoc-khong-gian');
  });

  it('collapses repeated hyphens and trims them at the edges', () => {
    expect(slug('a - b')).toBe('a-b');
    expect(slug('a---b')).toBe('a-b');
    expect(slug('  --Toán 12--  ')).toBe('toan-12');
    expect(slug('— Giới thiệu —')).toBe('gioi-thieu');
  });

  it('gives an empty slug for nothing usable', () => {
    expect(slug('')).toBe('');
    expect(slug('   ')).toBe('');
    expect(slug('!!! ??? ---')).toBe('');
    expect(slug('数学')).toBe('');
    expect(slug(null)).toBe('');
    expect(slug(undefined)).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['Toán 12 – Hàm số: Đồ thị!', 'a---b', 'Lớp 10A1']) {
      expect(slug(slug(text))).toBe(slug(text));
    }
  });
});

describe('formatPrice', () => {
  it('groups thousands with dots', () => {
    expect(formatPrice(1250000)).toBe('1.250.000');
    expect(formatPrice(10_000_000)).toBe('10.000.000');
    expect(formatPrice(1000)).toBe('1.000');
    expect(formatPrice(999)).toBe('999');
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(1e21)).toBe('1.000.000.000.000.000.000.000');
  });

  it('keeps the sign of negatives', () => {
    expect(formatPrice(-5000)).toBe('-5.000');
    expect(formatPrice(-1250000)).toBe('-1.250.000');
    expect(formatPrice(-0)).toBe('0');
    expect(formatPrice(-0.4)).toBe('0');
  });

  it('rounds fractions, VND having no minor unit', () => {
    expect(formatPrice(1234.5)).toBe('1.235');
    expect(formatPrice(99.4)).toBe('99');
  });

  it('accepts numeric text and bigint, as databases return them', () => {
    expect(formatPrice('1250000')).toBe('1.250.000');
    expect(formatPrice(' 350000 ')).toBe('350.000');
    expect(formatPrice(12_345_678_901_234_567_890n)).toBe('12.345.678.901.234.567.890');
    expect(formatPrice(-1000n)).toBe('-1.000');
  });

  it('shows 0 for missing or non-numeric values', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(value), String(value)).toBe('0');
    }
  });

  it('formatVnd appends the đồng sign after a non-breaking space', () => {
    expect(formatVnd(1250000)).toBe('1.250.000\u00a0₫');
    expect(formatVnd(0)).toBe('0\u00a0₫');
  });
});

describe('shortText', () => {
  const fifty = 'Chuyên đề hàm số và đồ thị dành cho học sinh lớp 12';

  it('leaves text of at most 50 characters alone', () => {
    expect(fifty.length).toBe(51);
    expect(shortText('Hàm số bậc nhất')).toBe('Hàm số bậc nhất');
    expect(shortText('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('cuts longer text to 50 characters plus an ellipsis that is not counted', () => {
    expect(shortText('x'.repeat(51))).toBe(`${'x'.repeat(50)}${ELLIPSIS}`);
    expect(shortText(fifty)).toBe('Chuyên đề hàm số và đồ thị dành cho học sinh lớp 1…');
    expect(ELLIPSIS).toBe('…');
  });

  it('drops spaces left before the ellipsis', () => {
    expect(shortText('Ôn tập chương I rất hay', 16)).toBe('Ôn tập chương I…');
    expect(shortText('Ôn tập chương I rất hay', 15)).toBe('Ôn tập chương I…');
  });

  it('never splits a decomposed Vietnamese letter', () => {
    const decomposed = NFD('Đồ thị hàm số');
    expect(decomposed.length).toBeGreaterThan(13);
    expect(shortText(decomposed, 13)).toBe(decomposed);
    expect(shortText(decomposed, 2)).toBe(`${NFD('Đồ')}${ELLIPSIS}`);
    expect(shortText(decomposed, 1)).toBe(`Đ${ELLIPSIS}`);
  });

  it('never splits an emoji, its skin tone or a joined family', () => {
    expect(shortText(`${'a'.repeat(49)}👍🏽b`)).toBe(`${'a'.repeat(49)}👍🏽${ELLIPSIS}`);
    expect(shortText('👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 1)).toBe(`👨‍👩‍👧‍👦${ELLIPSIS}`);
  });

  it('handles empty input and a zero length', () => {
    expect(shortText('')).toBe('');
    expect(shortText(null)).toBe('');
    expect(shortText(undefined)).toBe('');
    expect(shortText('abc', 0)).toBe(ELLIPSIS);
  });

  describe('without Intl.Segmenter', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it('still keeps combining marks and joiners with their base', async () => {
      const { Segmenter: _unused, ...intlWithoutSegmenter } = Object.getOwnPropertyDescriptors(Intl);
      vi.stubGlobal('Intl', Object.defineProperties({}, intlWithoutSegmenter));
      vi.resetModules();
      const fallback = await import('./format');
      expect('Segmenter' in Intl).toBe(false);
      const decomposed = NFD('Đồ thị');
      expect(fallback.shortText(decomposed, 2)).toBe(`${NFD('Đồ')}…`);
      expect(fallback.shortText('😀😀😀', 2)).toBe('😀😀…');
      expect(fallback.shortText(decomposed, 6)).toBe(decomposed);
    });
  });
});

describe('timeAgo', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'vừa xong', 'just now'],
    [30 * SECOND, 'vừa xong', 'just now'],
    [59 * SECOND, 'vừa xong', 'just now'],
    [MINUTE, '1 phút trước', '1 minute ago'],
    [5 * MINUTE, '5 phút trước', '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 phút trước', '59 minutes ago'],
    [HOUR, '1 giờ trước', '1 hour ago'],
    [2 * HOUR, '2 giờ trước', '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 giờ trước', '23 hours ago'],
    [DAY, '1 ngày trước', '1 day ago'],
    [3 * DAY, '3 ngày trước', '3 days ago'],
    [29 * DAY, '29 ngày trước', '29 days ago'],
    [30 * DAY, '1 tháng trước', '1 month ago'],
    [65 * DAY, '2 tháng trước', '2 months ago'],
    [364 * DAY, '11 tháng trước', '11 months ago'],
    [365 * DAY, '1 năm trước', '1 year ago'],
    [800 * DAY, '2 năm trước', '2 years ago'],
  ])('%i ms ago → %s / %s', (elapsed, vi, en) => {
    expect(timeAgo(ago(elapsed), now, 'vi')).toBe(vi);
    expect(timeAgo(ago(elapsed), now, 'en')).toBe(en);
  });

  it('defaults to Vietnamese and to the current time', () => {
    expect(timeAgo(ago(5 * MINUTE), now)).toBe('5 phút trước');
    expect(timeAgo(new Date())).toBe('vừa xong');
    expect(timeAgo(new Date(Date.now() - 3 * DAY))).toBe('3 ngày trước');
  });

  it('accepts ISO text and epoch milliseconds', () => {
    expect(timeAgo('2024-06-15T10:00:00Z', now)).toBe('2 giờ trước');
    expect(timeAgo(now.getTime() - 2 * DAY, now.getTime(), 'en')).toBe('2 days ago');
  });

  it('reads a future date (clock skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 10 * MINUTE), now)).toBe('vừa xong');
  });

  it('answers an empty string for a missing or invalid date', () => {
    expect(timeAgo(null, now)).toBe('');
    expect(timeAgo(undefined, now)).toBe('');
    expect(timeAgo('không phải ngày', now)).toBe('');
    expect(timeAgo(ago(MINUTE), 'invalid')).toBe('');
  });
});

describe('dates in Vietnam time', () => {
  // 17:30 UTC on 9 March is 00:30 on 10 March in Vietnam (UTC+7).
  const nearMidnight = new Date('2024-03-09T17:30:00Z');

  it('shows the Vietnamese calendar day, not the UTC one', () => {
    expect(nearMidnight.getUTCDate()).toBe(9);
    expect(formatDate(nearMidnight)).toBe('10/03/2024');
    expect(formatCourseDate(nearMidnight)).toBe('10-03-2024');
    expect(formatDateTime(nearMidnight)).toBe('10/03/2024 00:30');
    expect(formatQueryDate(nearMidnight)).toBe('2024-03-10');
  });

  it('keeps the day just before midnight in Vietnam', () => {
    const beforeMidnight = new Date('2024-03-09T16:59:59Z');
    expect(formatDate(beforeMidnight)).toBe('09/03/2024');
    expect(formatDateTime(beforeMidnight)).toBe('09/03/2024 23:59');
  });

  it('crosses a year boundary', () => {
    expect(formatDate('2023-12-31T17:00:00Z')).toBe('01/01/2024');
    expect(formatCourseDate('2023-12-31T16:59:00Z')).toBe('31-12-2023');
  });

  it('does not depend on the machine time zone', () => {
    const original = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(nearMidnight.getDate()).toBe(9);
      expect(formatDate(nearMidnight)).toBe('10/03/2024');
      expect(formatDateTime(nearMidnight)).toBe('10/03/2024 00:30');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('accepts ISO text, date-only text and epoch milliseconds', () => {
    expect(formatDate('2024-09-02')).toBe('02/09/2024');
    expect(formatDate(Date.UTC(2024, 8, 1, 18, 0))).toBe('02/09/2024');
    expect(formatDateTime('2024-09-02T08:05:00+07:00')).toBe('02/09/2024 08:05');
  });

  it('answers an empty string for a missing or invalid date', () => {
    for (const value of [null, undefined, '', 'ngày mai', Number.NaN]) {
      expect(formatDate(value), String(value)).toBe('');
      expect(formatCourseDate(value), String(value)).toBe('');
      expect(formatDateTime(value), String(value)).toBe('');
      expect(formatQueryDate(value), String(value)).toBe('');
    }
  });
});
