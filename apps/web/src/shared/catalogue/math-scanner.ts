import { MATH_DELIMITERS } from '@tutor/contract/constants';

export type MathSegment = { kind: 'text'; value: string } | { kind: 'math'; value: string; display: boolean };

/** The closing delimiter's index from `from`, skipping backslash-escaped characters; -1 when none. */
function findClosing(text: string, right: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    // `\$` inside `$…$` is a literal dollar, not the end; for `\]` and `\)` the backslash IS the delimiter.
    if (text[i] === '\\' && (right === '$' || right === '$$')) {
      i += 1;
      continue;
    }
    if (text.startsWith(right, i)) return i;
  }
  return -1;
}

/**
 * Splits text into plain runs and maths, by the contract's delimiters in their order ($$, \[, $, \():
 * at each position the first delimiter that opens AND closes wins. `\$` is a literal dollar sign and
 * shows as '$'. An opening delimiter without its closing one, or with nothing between, stays text.
 */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let plain = '';
  let i = 0;
  outer: while (i < text.length) {
    if (text[i] === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    for (const { left, right, display } of MATH_DELIMITERS) {
      if (!text.startsWith(left, i)) continue;
      const start = i + left.length;
      const end = findClosing(text, right, start);
      if (end === -1) continue;
      const body = text.slice(start, end);
      if (body.trim() === '') continue;
      if (plain !== '') segments.push({ kind: 'text', value: plain });
      plain = '';
      segments.push({ kind: 'math', value: body, display });
      i = end + right.length;
      continue outer;
    }
    plain += text[i];
    i += 1;
  }
  if (plain !== '') segments.push({ kind: 'text', value: plain });
  return segments;
}

/** Whether the text holds maths at all: only then is KaTeX (and its CSS) loaded. */
export function containsMath(text: string): boolean {
  // Cheap first look: no delimiter character at all is the common case (most news and book texts).
  if (!text.includes('$') && !text.includes('\\[') && !text.includes('\\(')) return false;
  return splitMath(text).some((segment) => segment.kind === 'math');
}

/** Whether the text holds an escaped dollar that must be shown without its backslash. */
export function containsEscapedDollar(text: string): boolean {
  return text.includes('\\$');
}
