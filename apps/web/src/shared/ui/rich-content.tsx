import { useEffect, useRef } from 'react';
import { containsEscapedDollar, containsMath, splitMath } from '@/shared/catalogue/math-scanner';
import styles from './rich-content.module.css';

type RichContentProps = { html: string; className?: string };

type Katex = Pick<typeof import('katex').default, 'render'>;

/** Elements whose text is never maths: code samples, and what KaTeX has already drawn. */
const SKIP = 'code, pre, script, style, textarea, .katex';

/** Every text node under `root` that may hold maths, collected first: replacing them while walking confuses the walker. */
function textNodes(root: HTMLElement): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Replaces each text node holding maths by its plain runs and KaTeX's rendering of the rest. */
function typeset(root: HTMLElement, katex: Katex | null) {
  for (const node of textNodes(root)) {
    const text = node.data;
    if (!text.includes('$') && !text.includes('\\')) continue;
    const segments = splitMath(text);
    if (segments.length === 1 && segments[0]?.kind === 'text') {
      if (segments[0].value !== text) node.data = segments[0].value; // only escaped dollars
      continue;
    }
    const fragment = document.createDocumentFragment();
    for (const segment of segments) {
      if (segment.kind === 'text') {
        fragment.append(segment.value);
        continue;
      }
      if (!katex) {
        fragment.append(node.data);
        continue;
      }
      const holder = document.createElement(segment.display ? 'div' : 'span');
      // throwOnError false: a typo in one formula shows in red instead of blanking the whole text.
      katex.render(segment.value, holder, { displayMode: segment.display, throwOnError: false });
      fragment.append(holder);
    }
    node.replaceWith(fragment);
  }
}

/**
 * How a server render draws maths (render-page.tsx sets it; undefined in the browser, so the client
 * bundles never carry KaTeX's script for it).
 */
let serverTypeset: ((html: string) => string) | undefined;

export function setServerMathTypesetter(typeset: (html: string) => string): void {
  serverTypeset = typeset;
}

/**
 * Staff rich text, already sanitised by the server (lib/rich-text.ts), with its maths typeset by KaTeX:
 * on the server for a server-rendered page (hydration keeps that HTML: React leaves an element's
 * `dangerouslySetInnerHTML` as the server sent it), else in the browser, where KaTeX and its
 * stylesheet are fetched only when some text still holds a delimiter pair, so pages without maths
 * (and every first load) never carry them.
 */
export function RichContent({ html, className }: RichContentProps) {
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new html means new text nodes to typeset.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // The text KaTeX has not drawn yet (a server render drew the rest).
    const text = textNodes(root)
      .map((node) => node.data)
      .join('\n');
    if (containsMath(text)) {
      let isCurrent = true;
      void Promise.all([import('katex'), import('katex/dist/katex.min.css')])
        .then(([katex]) => {
          if (isCurrent) typeset(root, katex.default);
        })
        .catch((error: unknown) => console.error('KaTeX failed to load', error));
      return () => {
        isCurrent = false;
      };
    }
    if (containsEscapedDollar(text)) typeset(root, null);
    return undefined;
  }, [html]);

  return (
    <div
      ref={ref}
      className={className ? `${styles.content} ${className}` : styles.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises staff rich text before storing and again before serving it.
      dangerouslySetInnerHTML={{ __html: serverTypeset ? serverTypeset(html) : html }}
    />
  );
}
