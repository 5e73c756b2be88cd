import { splitMath } from './math-scanner';

/** Draws one formula as HTML (KaTeX's `renderToString` on the server). */
export type RenderFormula = (tex: string, display: boolean) => string;

/*
 * The server's twin of RichContent's DOM typesetting: the same text runs, the same delimiters, the
 * same holders (`span` inline, `div` on display), but on an HTML string, so a server-rendered page
 * arrives with its maths drawn and the browser never loads KaTeX's script for it. Input is staff rich
 * text already sanitised by the API (no comments, attributes quoted), so a tag is `<…>` with quoted
 * values. A run whose text cannot be read back exactly (an entity this file does not know) is left as
 * it came: the browser's typesetting still draws it.
 */

/** A tag, its quoted attribute values allowed to hold `>`. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Elements whose text is never maths, as in RichContent. */
const SKIP = new Set(['code', 'pre', 'script', 'style', 'textarea']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML run, or undefined when it holds an entity not known here. */
function decodeText(raw: string): string | undefined {
  let isKnown = true;
  const text = raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    } else if (Object.hasOwn(NAMED, name)) {
      return NAMED[name] as string;
    }
    isKnown = false;
    return entity;
  });
  return isKnown ? text : undefined;
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function typesetRun(raw: string, render: RenderFormula): string {
  if (!raw.includes('$') && !raw.includes('\\')) return raw;
  const text = decodeText(raw);
  if (text === undefined) return raw;
  const segments = splitMath(text);
  if (segments.length === 1 && segments[0]?.kind === 'text' && segments[0].value === text) return raw;
  return segments
    .map((segment) => {
      if (segment.kind === 'text') return escapeText(segment.value);
      const holder = segment.display ? 'div' : 'span';
      return `<${holder}>${render(segment.value, segment.display)}</${holder}>`;
    })
    .join('');
}

/** `html` with the maths of its text drawn by `render`; tags and text without maths unchanged. */
export function typesetMathHtml(html: string, render: RenderFormula): string {
  let out = '';
  let skipDepth = 0;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const run = html.slice(last, match.index);
    out += skipDepth > 0 ? run : typesetRun(run, render);
    const tag = match[0];
    const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (name && SKIP.has(name)) skipDepth = Math.max(0, skipDepth + (tag[1] === '/' ? -1 : 1));
    out += tag;
    last = match.index + tag.length;
  }
  const rest = html.slice(last);
  return out + (skipDepth > 0 ? rest : typesetRun(rest, render));
}
