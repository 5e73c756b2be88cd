import { describe, expect, it } from 'vitest';
import { binColor, clock, percent, scoreText } from './figures';

describe('report figures', () => {
  it('writes times taken as minutes and seconds', () => {
    expect([clock(0), clock(59), clock(750), clock(5400)]).toEqual(['0:00', '0:59', '12:30', '90:00']);
  });

  it('writes shares as whole percents and a missing one as a dash', () => {
    expect([percent(0.5), percent(0.2549), percent(1), percent(null)]).toEqual(['50%', '25%', '100%', '–']);
  });

  it('writes scores with the language’s decimal mark', () => {
    expect(scoreText(5.31, 'vi')).toBe('5,31');
    expect(scoreText(5.31, 'en')).toBe('5.31');
    expect(scoreText(null, 'vi')).toBe('–');
  });

  it('colours the histogram from red (lowest bin) to green (top bin)', () => {
    expect(binColor(0, 10)).toBe('hsl(0 60% 50%)');
    expect(binColor(9, 10)).toBe('hsl(120 60% 50%)');
  });
});
