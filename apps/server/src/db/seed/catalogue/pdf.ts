import { fontObjects, glyphString, type PdfFont, utf16Hex } from './pdf-font';

/**
 * A tiny PDF 1.4 writer for the demo documents: A4 pages of wrapped text in the standard Helvetica
 * fonts, so a download opens in any reader without a PDF library in the dependencies. The standard
 * fonts carry no Vietnamese letters, so text is written without diacritics ("Hàm số" → "Ham so"),
 * unless a TrueType font is given (pdf-font.ts): then the text is written as it is, in that font (the
 * demo data's files and the PDF import's sample papers use the committed demo font, demo-font.ts).
 *
 * A paragraph holding tabs is one line of columns a quarter of the text width apart, the way a paper
 * sets its options "A. …  B. …  C. …  D. …".
 */

export type PdfSection = { heading?: string; lines: readonly string[] };
export type PdfDocument = { title: string; subtitle?: string; sections: readonly PdfSection[] };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;
const LEADING = 15;
/** Helvetica averages about half an em per character: 11 pt text fits ~88 characters in 483 pt. */
const WRAP_AT = 86;
const FOOTER_Y = 36;
/** 13 pt headings fit ~70 characters. */
const HEADING_WRAP_AT = 70;

/** Vietnamese without its marks, and anything else outside printable ASCII as '?'. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[–—]/g, '-')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, '?');
}

function escapeText(text: string): string {
  return toAscii(text).replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A PDF text string (the document information) in UTF-16BE with its byte-order mark, written in hex:
 * readers show the title as it is written, marks included, whatever font the pages use.
 */
function textString(text: string): string {
  return `<FEFF${utf16Hex(text.normalize('NFC'))}>`;
}

function wrap(text: string, width = WRAP_AT): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  out.push(line);
  return out;
}

type Line = { text: string; font: 'F1' | 'F2'; size: number; gapBefore: number; cells?: string[] };
const COLUMN = (PAGE_WIDTH - 2 * MARGIN) / 4;

/** Lays the document out into pages of positioned lines. */
function layout(doc: PdfDocument, wrapAt: number): Line[][] {
  const lines: Line[] = [{ text: doc.title, font: 'F2', size: 18, gapBefore: 0 }];
  if (doc.subtitle) lines.push({ text: doc.subtitle, font: 'F1', size: 10, gapBefore: 6 });
  for (const section of doc.sections) {
    if (section.heading) {
      for (const [i, text] of wrap(section.heading, HEADING_WRAP_AT).entries())
        lines.push({ text, font: 'F2', size: 13, gapBefore: i === 0 ? 14 : 0 });
    }
    for (const [index, paragraph] of section.lines.entries()) {
      if (paragraph.includes('\t')) {
        const cells = paragraph.split('\t').map((cell) => cell.trim());
        lines.push({ text: '', cells, font: 'F1', size: BODY_SIZE, gapBefore: index > 0 ? 4 : 0 });
        continue;
      }
      for (const [i, text] of wrap(paragraph, wrapAt).entries()) {
        lines.push({ text, font: 'F1', size: BODY_SIZE, gapBefore: i === 0 && index > 0 ? 4 : 0 });
      }
    }
  }
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN - 40;
  for (const line of lines) {
    const height = line.gapBefore + Math.max(LEADING, line.size + 4);
    if (y - height < FOOTER_Y + 24) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    pages.at(-1)?.push(line);
  }
  return pages;
}

function pageContent(
  lines: Line[],
  pageNumber: number,
  pageCount: number,
  first: boolean,
  footer: string,
  show: (text: string) => string,
) {
  const ops: string[] = [];
  if (first) {
    // A coloured band across the top of the first page, the site's brand colour.
    ops.push('0.12 0.35 0.75 rg', `0 ${PAGE_HEIGHT - 28} ${PAGE_WIDTH} 28 re f`);
    ops.push(
      'BT 1 1 1 rg /F2 10 Tf',
      `${MARGIN} ${PAGE_HEIGHT - 19} Td ${show('ToánHay - toanhay.vn')} Tj ET`,
    );
  }
  let y = first ? PAGE_HEIGHT - MARGIN - 40 : PAGE_HEIGHT - MARGIN;
  ops.push('0 0 0 rg');
  for (const line of lines) {
    y -= line.gapBefore + Math.max(LEADING, line.size + 4);
    const cells = line.cells ?? [line.text];
    // Four columns, or as many as a row of a table needs (its first, the row's name, twice as wide).
    const column = cells.length > 4 ? (PAGE_WIDTH - 2 * MARGIN) / (cells.length + 1) : COLUMN;
    for (const [index, cell] of cells.entries()) {
      if (!cell) continue;
      const x = MARGIN + (cells.length > 4 && index > 0 ? index + 1 : index) * column;
      ops.push(`BT /${line.font} ${line.size} Tf ${x} ${y} Td ${show(cell)} Tj ET`);
    }
  }
  ops.push(
    '0.6 0.6 0.6 RG 0.5 w',
    `${MARGIN} ${FOOTER_Y + 12} m ${PAGE_WIDTH - MARGIN} ${FOOTER_Y + 12} l S`,
  );
  ops.push(
    '0.4 0.4 0.4 rg',
    `BT /F1 8 Tf ${MARGIN} ${FOOTER_Y} Td ${show(footer)} Tj ET`,
    `BT /F1 8 Tf ${PAGE_WIDTH - MARGIN - 40} ${FOOTER_Y} Td ${show(`Trang ${pageNumber}/${pageCount}`)} Tj ET`,
  );
  return ops.join('\n');
}

/**
 * Builds the bytes of a valid PDF 1.4 file (catalog, page tree, fonts, one content stream a page): in
 * Helvetica without diacritics, or with `font` in that font, Vietnamese and all.
 */
export function buildPdf(doc: PdfDocument, font?: PdfFont): Buffer {
  // An embedded font (DejaVu Sans) is wider than Helvetica: fewer characters a line.
  const pages = layout(doc, font ? WRAP_AT - 10 : WRAP_AT);
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const usedGlyphs = new Map<number, string>();
  const show = font
    ? (text: string) => glyphString(font, text, usedGlyphs)
    : (text: string) => `(${escapeText(text)})`;
  // With an embedded font, headings use it too (one font file in the document, at a larger size).
  const regular = add(
    font ? '' : '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = font
    ? regular
    : add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  pages.forEach((lines, index) => {
    const stream = pageContent(lines, index + 1, pages.length, index === 0, doc.title, show);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  if (font) objects[regular - 1] = fontObjects(font, usedGlyphs, add);
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title ${textString(doc.title)} /Producer (ToanHay demo data) >>`);

  // Offsets are byte positions, so everything is latin1 (text is ASCII or hex glyph ids by now; the
  // font file is binary carried byte for byte).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
