import { describe, expect, it } from 'vitest';
import { renderFormula, splitMath } from './render-math';

describe('splitMath', () => {
  it('finds every delimiter of the spec, display ones before inline', () => {
    expect(splitMath('a $x^2$ b $$y$$ c \\(z\\) d \\[w\\]')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'math', tex: 'x^2', display: false },
      { kind: 'text', text: ' b ' },
      { kind: 'math', tex: 'y', display: true },
      { kind: 'text', text: ' c ' },
      { kind: 'math', tex: 'z', display: false },
      { kind: 'text', text: ' d ' },
      { kind: 'math', tex: 'w', display: true },
    ]);
  });

  it('leaves an unclosed delimiter and an escaped dollar as text', () => {
    expect(splitMath('giá 5\\$ và $ chưa đóng')).toEqual([{ kind: 'text', text: 'giá 5\\$ và $ chưa đóng' }]);
  });
});

describe('renderFormula', () => {
  it('typesets with KaTeX and shows a broken formula instead of throwing', () => {
    expect(renderFormula('x^2', false)).toContain('class="katex"');
    expect(renderFormula('\\frac{1}{', false)).toContain('katex-error');
  });
});
