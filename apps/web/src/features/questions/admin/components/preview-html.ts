/*
 * The live preview shows what staff are typing before the server has cleaned it (the server sanitises
 * on save, lib/rich-text.ts). So the preview is never a way to run a pasted script in the back office,
 * it keeps only plain formatting: the text is parsed in an inert document (scripts never run there),
 * and only the elements below survive, without attributes (a picture keeps an http(s) src and alt).
 */

const KEPT = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'SUB',
  'SUP',
  'SPAN',
  'DIV',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'BLOCKQUOTE',
  'IMG',
  'H2',
  'H3',
  'H4',
  'MARK',
]);

function clean(node: Element) {
  for (const child of [...node.children]) {
    if (!KEPT.has(child.tagName)) {
      // Unknown elements go with their content: a <script> or <style> must not leave its text behind.
      child.remove();
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const keep =
        child.tagName === 'IMG' &&
        (attribute.name === 'alt' || (attribute.name === 'src' && /^https?:\/\/|^\//i.test(attribute.value)));
      if (!keep) child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}

export function previewHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
