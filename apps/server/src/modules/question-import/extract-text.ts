import { IMPORT_PDF_MAX_PAGES } from '@tutor/contract/question-import';
import { getDocumentProxy } from 'unpdf';
import { AppError } from '../../lib/app-error';

/*
 * The text of an uploaded paper, line by line. unpdf is pdf.js's serverless build (one package, no
 * dependencies, no install scripts, no worker or canvas needed for text): pdf.js is the best-kept PDF
 * reader there is, and this build runs in Node 20 (unpdf 1.8 and pdfjs-dist 5.5+ ask for Node 22).
 *
 * pdf.js answers positioned runs of text, not lines: runs are grouped into lines by their baseline
 * (y, within a fraction of the font size), ordered by x, and joined with a space where a gap separates
 * them (options set in columns). Lines repeated on most pages (a running header or footer, page numbers
 * aside) are dropped, so they do not end up in a question.
 */

type Run = { text: string; x: number; y: number; width: number; size: number };

/** How far apart two baselines may be and still be one line, as a share of the font size. */
const SAME_LINE = 0.4;

function linesOfPage(runs: readonly Run[]): string[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - run.y) <= SAME_LINE * Math.max(first.size, run.size))
      line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) => {
      let text = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const run of line.sort((a, b) => a.x - b.x)) {
        // A gap wider than a fifth of the font size is a space the PDF did not write as a character; a
        // run starting well inside the one before is another column that ran out of room.
        const gap = run.x - end;
        const apart = gap > run.size * 0.2 || gap < -run.size * 0.5;
        if (text && apart && !text.endsWith(' ') && !run.text.startsWith(' ')) text += ' ';
        text += run.text;
        end = run.x + run.width;
      }
      return text.replace(/\s+$/, '');
    })
    .filter((line) => line.trim() !== '');
}

/** A line's identity as a header or footer: the same words on every page, whatever its page number. */
const runningKey = (line: string) => line.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

function dropRunningLines(pages: string[][]): string[][] {
  if (pages.length < 2) return pages;
  const seen = new Map<string, number>();
  for (const page of pages)
    for (const key of new Set(page.map(runningKey))) seen.set(key, (seen.get(key) ?? 0) + 1);
  const running = (line: string) =>
    (seen.get(runningKey(line)) ?? 0) >= Math.max(2, Math.ceil(pages.length * 0.6));
  return pages.map((page) => page.filter((line) => !running(line)));
}

export type ExtractedPaper = { text: string; pages: number };

/**
 * Reads the text of a PDF. A file pdf.js cannot open answers PDF_UNREADABLE, one of more than
 * IMPORT_PDF_MAX_PAGES pages PDF_TOO_MANY_PAGES (checked before any page is read), and one without a
 * text layer (a scan) PDF_HAS_NO_TEXT.
 */
export async function extractPaperText(bytes: Uint8Array): Promise<ExtractedPaper> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // No fonts or scripts are fetched or run: only the text layer is read.
    document = await getDocumentProxy(bytes, { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch {
    throw new AppError('PDF_UNREADABLE');
  }
  try {
    if (document.numPages > IMPORT_PDF_MAX_PAGES) throw new AppError('PDF_TOO_MANY_PAGES');
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
        runs.push({ text: item.str, x, y, width: item.width, size: Math.hypot(a, b) || 10 });
      }
      pages.push(linesOfPage(runs));
      page.cleanup();
    }
    const text = dropRunningLines(pages)
      .map((lines) => lines.join('\n'))
      .join('\n');
    if (text.replace(/\s+/g, '') === '') throw new AppError('PDF_HAS_NO_TEXT');
    return { text, pages: document.numPages };
  } finally {
    await document.destroy();
  }
}
