import { describe, expect, it } from 'vitest';
import { containsMath, splitMath } from './math-scanner';

describe('splitMath', () => {
  it('finds inline and display maths with each delimiter', () => {
    expect(splitMath('Cho $x^2$ và $$\\int_0^1 f$$.')).toEqual([
      { kind: 'text', value: 'Cho ' },
      { kind: 'math', value: 'x^2', display: false },
      { kind: 'text', value: ' và ' },
      { kind: 'math', value: '\\int_0^1 f', display: true },
      { kind: 'text', value: '.' },
    ]);
    expect(splitMath('a \\[y=1\\] b \\(z\\)')).toEqual([
      { kind: 'text', value: 'a ' },
      { kind: 'math', value: 'y=1', display: true },
      { kind: 'text', value: ' b ' },
      { kind: 'math', value: 'z', display: false },
    ]);
  });

  it('reads $$ as display maths, not two empty inline ones', () => {
    expect(splitMath('$$a$$')).toEqual([{ kind: 'math', value: 'a', display: true }]);
  });

  it('treats an escaped dollar as a literal dollar, also inside maths', () => {
    expect(splitMath('Giá \\$5 và \\$10')).toEqual([{ kind: 'text', value: 'Giá $5 và $10' }]);
    expect(splitMath('$a\\$b$')).toEqual([{ kind: 'math', value: 'a\\$b', display: false }]);
  });

  it('leaves an unclosed or empty delimiter as text', () => {
    expect(splitMath('chỉ một $ thôi')).toEqual([{ kind: 'text', value: 'chỉ một $ thôi' }]);
    expect(splitMath('$ $')).toEqual([{ kind: 'text', value: '$ $' }]);
    expect(splitMath('\\(x')).toEqual([{ kind: 'text', value: '\\(x' }]);
  });
});

describe('containsMath', () => {
  it('says yes only for text with a closed delimiter pair', () => {
    expect(containsMath('Sách hay cho học sinh lớp 12')).toBe(false);
    expect(containsMath('Giá \\$5')).toBe(false);
    expect(containsMath('Phương trình $x+1=0$')).toBe(true);
    expect(containsMath('\\(\\sqrt 2\\)')).toBe(true);
  });
});
