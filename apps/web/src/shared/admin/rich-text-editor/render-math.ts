import { MATH_DELIMITERS } from '@tutor/contract/constants';
import katex from 'katex';

type Delimiter = (typeof MATH_DELIMITERS)[number];

export type MathPart = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

/**
 * Splits text into plain runs and formulas. At one position the delimiters are tried in the order of
 * MATH_DELIMITERS, so `$$` wins over `$`; an opening delimiter without its closing one stays text, and
 * `\$` is a literal dollar sign (so prices written with `\$` are not read as maths).
 */
export function splitMath(text: string): MathPart[] {
  const parts: MathPart[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === '\\' && text[index + 1] === '$') {
      plain += '\\$';
      index += 2;
      continue;
    }
    const match = openingAt(text, index);
    if (match) {
      if (plain) parts.push({ kind: 'text', text: plain });
      plain = '';
      parts.push({ kind: 'math', tex: match.tex, display: match.delimiter.display });
      index = match.end;
      continue;
    }
    plain += text[index];
    index += 1;
  }
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

function openingAt(text: string, index: number): { delimiter: Delimiter; tex: string; end: number } | null {
  for (const delimiter of MATH_DELIMITERS) {
    if (!text.startsWith(delimiter.left, index)) continue;
    const start = index + delimiter.left.length;
    const close = text.indexOf(delimiter.right, start);
    if (close <= start) continue;
    return { delimiter, tex: text.slice(start, close), end: close + delimiter.right.length };
  }
  return null;
}

/** KaTeX markup of one formula; a formula KaTeX cannot read shows in red instead of breaking the page. */
export function renderFormula(tex: string, display: boolean): string {
  return katex.renderToString(tex, { displayMode: display, throwOnError: false, output: 'html' });
}

/**
 * The content's HTML with every formula typeset, for the editor's preview. Works on text nodes of a parsed
 * copy, so markup around the formulas is kept and text is never re-read as HTML.
 */
export function renderMathInHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Code stays as typed: a `$` in a code sample is not maths.
    if (!node.parentElement?.closest('code, pre')) textNodes.push(node as Text);
  }
  for (const node of textNodes) {
    const parts = splitMath(node.data);
    if (!parts.some((part) => part.kind === 'math')) continue;
    const fragment = doc.createDocumentFragment();
    for (const part of parts) {
      if (part.kind === 'text') {
        fragment.append(doc.createTextNode(part.text));
      } else {
        const holder = doc.createElement('span');
        holder.innerHTML = renderFormula(part.tex, part.display);
        fragment.append(...Array.from(holder.childNodes));
      }
    }
    node.replaceWith(fragment);
  }
  return doc.body.innerHTML;
}
