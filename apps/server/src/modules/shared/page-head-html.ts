import type { ImageRef } from '@tutor/contract/media';
import { plainText } from '../../lib/rich-text';

/** Shown in titles and social cards; the same name as the web app's `app.siteName` (i18n/vi.json). */
export const SITE_NAME = 'ToánHay';
/** Search results cut descriptions at about this length. */
export const DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text collapsed and cut to DESCRIPTION_MAX characters (a summary is plain text already). */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_MAX ? `${line.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : line;
}

/** A description from rich text: real characters (escaped once, on output), cut at a word. */
export function richTextDescription(html: string): string {
  return plainText(html, DESCRIPTION_MAX);
}

/** Safe inside element text and inside a quoted attribute value (also XML). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export type PageMeta = {
  /** The item's own name; the document title adds the site name. */
  name: string;
  description: string;
  canonicalUrl: string;
  /** Open Graph type: `book`, `article` or `website`. */
  type: 'book' | 'article' | 'website';
  /** Absolute site origin, to make the picture's address absolute. */
  origin: string;
  image: ImageRef | null;
  /** Articles: when the item was published (ISO). */
  publishedTime?: string;
  /** The site's name as staff set it (site settings); SITE_NAME when not given. */
  siteName?: string;
};

/**
 * The largest stored copy: the widest variant, else the original. Variants are at most 1600 px wide,
 * which social networks accept and fetch quickly.
 */
function cardImage(image: ImageRef) {
  const largest = image.variants.at(-1);
  if (!largest) return { url: image.url, width: image.width, height: image.height };
  return {
    url: largest.url,
    width: largest.width,
    height: Math.round((largest.width * image.height) / image.width),
  };
}

/** The `<head>` tags of one page (a detail page, the home page): title, description, canonical link, Open Graph, Twitter card. */
export function renderPageHead(meta: PageMeta): string {
  const siteName = meta.siteName || SITE_NAME;
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', siteName],
    ['property', 'og:locale', 'vi_VN'],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.name],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.canonicalUrl],
  ];
  if (meta.image) {
    const picture = cardImage(meta.image);
    tags.push(
      ['property', 'og:image', meta.origin + picture.url],
      ['property', 'og:image:width', String(picture.width)],
      ['property', 'og:image:height', String(picture.height)],
      ['property', 'og:image:alt', meta.image.alt],
    );
  }
  if (meta.publishedTime) tags.push(['property', 'article:published_time', meta.publishedTime]);
  tags.push(['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary']);
  return [
    `<title>${escapeHtml(`${meta.name} | ${siteName}`)}</title>`,
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}
