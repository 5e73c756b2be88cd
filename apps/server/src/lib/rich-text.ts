import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by staff (book, news, page content) is cleaned before it is stored, and again when
 * served, so a stolen admin account or an old row cannot put a script on a student's page. Maths stays
 * as text (`$…$`, `\(…\)`) and is typeset by KaTeX in the browser.
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
