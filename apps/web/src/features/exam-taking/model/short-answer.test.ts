import { describe, expect, it } from 'vitest';
import { slotsFromText, textFromSlots, toggleMinus } from './short-answer';

describe('short-answer boxes (PHẦN III)', () => {
  it.each([
    ['-1,5', ['-', '1', ',', '5']],
    ['0,25', ['0', ',', '2', '5']],
    ['2024', ['2', '0', '2', '4']],
    ['7', ['7', '', '', '']],
    ['', ['', '', '', '']],
    // A phone keypad's dot is the sheet's comma.
    ['-1.5', ['-', '1', ',', '5']],
  ])('writes %j in the 4 boxes', (text, slots) => {
    expect(slotsFromText(text)).toEqual(slots);
    expect(textFromSlots(slotsFromText(text))).toBe(text.replace('.', ','));
  });

  it.each([
    ['12345', ['1', '2', '3', '4']],
    ['1-2', ['1', '2', '', '']],
    ['1,2,3', ['1', ',', '2', '3']],
    ['a1 b2', ['1', '2', '', '']],
    ['--5', ['-', '5', '', '']],
    ['1e5', ['1', '5', '', '']],
  ])('keeps only what the sheet allows from %j', (text, slots) => {
    expect(slotsFromText(text)).toEqual(slots);
  });

  it('toggles the leading minus, within 4 boxes', () => {
    expect(toggleMinus(['1', ',', '5', ''])).toEqual(['-', '1', ',', '5']);
    expect(toggleMinus(['-', '1', ',', '5'])).toEqual(['1', ',', '5', '']);
    expect(toggleMinus(['', '', '', ''])).toEqual(['-', '', '', '']);
    expect(toggleMinus(['2', '0', '2', '4'])).toEqual(['-', '2', '0', '2']);
  });
});
