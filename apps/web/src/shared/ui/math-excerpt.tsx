import { RichContent } from './rich-content';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A plain-text excerpt (maths kept as `$…$`) typeset like the sheet: text, never markup. */
export function MathExcerpt({ text }: { text: string }) {
  return <RichContent html={text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)} />;
}
