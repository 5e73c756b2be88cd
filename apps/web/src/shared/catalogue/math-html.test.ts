import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { typesetMathHtml } from './math-html';

/** A visible stand-in for KaTeX, so each case shows exactly what was drawn and how. */
const mark = (tex: string, display: boolean) => `[${display ? 'D' : 'I'}:${tex}]`;

describe('typesetMathHtml', () => {
  it('draws inline and display maths in text runs, in the holders the browser uses', () => {
    expect(typesetMathHtml('<p>Cho $x^2$ và</p><p>$$\\int_0^1 f$$</p>', mark)).toBe(
      '<p>Cho <span>[I:x^2]</span> và</p><p><div>[D:\\int_0^1 f]</div></p>',
    );
    expect(typesetMathHtml('<li>a \\(z\\) b \\[y=1\\]</li>', mark)).toBe(
      '<li>a <span>[I:z]</span> b <div>[D:y=1]</div></li>',
    );
  });

  it('reads entities as the browser would, and escapes the text it writes back', () => {
    expect(typesetMathHtml('<p>$a &lt; b$ &amp; c &gt; d</p>', mark)).toBe(
      '<p><span>[I:a < b]</span> &amp; c &gt; d</p>',
    );
    expect(typesetMathHtml('<p>$x&#x3E;0$&nbsp;và $y&#62;1$</p>', mark)).toBe(
      '<p><span>[I:x>0]</span>&nbsp;và <span>[I:y>1]</span></p>',
    );
  });

  it('shows an escaped dollar without its backslash, and leaves text without maths untouched', () => {
    expect(typesetMathHtml('<p>Giá \\$5 &amp; \\$10</p>', mark)).toBe('<p>Giá $5 &amp; $10</p>');
    const plain = '<p class="a>b" title=\'$x$\'>Sách <b>hay</b> &amp; rẻ</p>';
    expect(typesetMathHtml(plain, mark)).toBe(plain);
  });

  it('never looks inside code, pre, script, style or textarea, nor inside a tag', () => {
    const html = '<pre>$a$</pre><p><code>$b$</code> $c$</p><a href="/x?$d$">$e$</a>';
    expect(typesetMathHtml(html, mark)).toBe(
      '<pre>$a$</pre><p><code>$b$</code> <span>[I:c]</span></p><a href="/x?$d$"><span>[I:e]</span></a>',
    );
  });

  it('leaves a run with an entity it cannot read back exactly for the browser to draw', () => {
    const html = '<p>$x$ &hellip;</p>';
    expect(typesetMathHtml(html, mark)).toBe(html);
  });

  it('keeps an unclosed delimiter as text', () => {
    expect(typesetMathHtml('<p>Giá 5$ thôi</p>', mark)).toBe('<p>Giá 5$ thôi</p>');
  });

  it('with KaTeX, a formula arrives drawn (HTML and MathML) and bad TeX shows in place, not as an error', () => {
    const draw = (tex: string, display: boolean) =>
      katex.renderToString(tex, { displayMode: display, throwOnError: false });
    const drawn = typesetMathHtml('<p>$\\frac{1}{2}$</p>', draw);
    expect(drawn).toMatch(/^<p><span><span class="katex">/);
    expect(drawn).toContain('<math');
    expect(typesetMathHtml('<p>$\\frac{1}$</p>', draw)).toContain('katex-error');
  });
});
