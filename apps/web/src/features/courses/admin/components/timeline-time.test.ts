import { describe, expect, it } from 'vitest';
import { formatTimecode, parseTimecode, sortTimelines } from './timeline-time';

describe('chapter times', () => {
  it('read mm:ss, h:mm:ss and plain seconds', () => {
    expect(parseTimecode('00:00')).toBe(0);
    expect(parseTimecode('1:05')).toBe(65);
    expect(parseTimecode(' 12:30 ')).toBe(750);
    expect(parseTimecode('90:00')).toBe(5400);
    expect(parseTimecode('1:02:03')).toBe(3723);
    expect(parseTimecode('75')).toBe(75);
  });

  it('refuse what is not a time', () => {
    for (const text of ['', 'abc', '1:5', '1:60', '1:60:00', '-1:00', '1:00:00:00', '1.5', '12:3a']) {
      expect(parseTimecode(text), text).toBeNull();
    }
  });

  it('write seconds back as mm:ss, with hours past the hour, and round trip', () => {
    expect(formatTimecode(0)).toBe('00:00');
    expect(formatTimecode(65)).toBe('01:05');
    expect(formatTimecode(3723)).toBe('1:02:03');
    for (const seconds of [0, 9, 59, 60, 61, 599, 3599, 3600, 35_999]) {
      expect(parseTimecode(formatTimecode(seconds))).toBe(seconds);
    }
  });

  it('list chapters in playing order', () => {
    const rows = [
      { title: 'Bài tập', second: 300 },
      { title: 'Mở đầu', second: 0 },
      { title: 'Định lý', second: 95 },
    ];
    expect(sortTimelines(rows).map((row) => row.title)).toEqual(['Mở đầu', 'Định lý', 'Bài tập']);
  });
});
