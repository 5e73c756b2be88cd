import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by staff (book, news, page content) is cleaned before it is stored, so a stolen
 * admin account cannot put a script on a student's page; reads serve it as stored. Rows stored under
 * an older policy are cleaned again once, at start-up (`lib/rich-text-upkeep.ts`, keyed by
 * `RICH_TEXT_POLICY`). Maths stays as text (`$…$`, `\(…\)`) and is typeset by KaTeX in the browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['math', 'math-inline', 'math-display', /^align-/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Video players only from the hosts staff embed (YouTube, Facebook); anything else is dropped.
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'www.facebook.com'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Names the cleaning stored rows went through: the options (functions by their source) and the
 * library's version. Any change to either gives a new name, and stored rows are cleaned again.
 */
export const RICH_TEXT_POLICY = createHash('sha1')
  .update(
    JSON.stringify(OPTIONS, (_key, value) =>
      typeof value === 'function' || value instanceof RegExp ? String(value) : value,
    ),
  )
  .update((createRequire(import.meta.url)('sanitize-html/package.json') as { version: string }).version)
  .digest('hex')
  .slice(0, 16);

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Undoes the entity escaping sanitize-html applies to text, so plain text reads as typed. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of rich content (descriptions for search engines and social cards): real characters,
 * not entities (callers escape for their own output), blocks separated by a space, cut at a word.
 */
export function plainText(html: string, maxLength = 300): string {
  const spaced = html.replace(/<\/(p|div|h[1-6]|li|tr|td|th|blockquote|pre|figcaption)>|<br\s*\/?>/gi, '$& ');
  const text = decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > maxLength * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
