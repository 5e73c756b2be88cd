import zlib from 'node:zlib';

/**
 * A TrueType font for the PDF writer (pdf.ts), so a document can carry Vietnamese text: the font is
 * embedded whole (deflated) as a CID font with Identity-H encoding, text is written as glyph ids, and a
 * ToUnicode map tells readers (and text extraction) which characters the glyphs are. Only the tables
 * the writer needs are read: head (units, box), hhea and hmtx (advance widths), cmap (Unicode → glyph).
 */
export type PdfFont = {
  name: string;
  file: Buffer;
  unitsPerEm: number;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  glyphOf: (codePoint: number) => number;
  /** Advance width of a glyph in 1/1000 em, as PDF widths are given. */
  widthOf: (glyph: number) => number;
};

function tables(data: Buffer): Map<string, { offset: number; length: number }> {
  const count = data.readUInt16BE(4);
  const out = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    out.set(data.toString('latin1', at, at + 4), {
      offset: data.readUInt32BE(at + 8),
      length: data.readUInt32BE(at + 12),
    });
  }
  return out;
}

/** The format-4 (Unicode BMP) subtable of cmap: enough for Vietnamese and the maths a paper prints. */
function readCmap(data: Buffer, cmapOffset: number): (codePoint: number) => number {
  const count = data.readUInt16BE(cmapOffset + 2);
  for (let i = 0; i < count; i++) {
    const at = cmapOffset + 4 + i * 8;
    const platform = data.readUInt16BE(at);
    const encoding = data.readUInt16BE(at + 2);
    const sub = cmapOffset + data.readUInt32BE(at + 4);
    if (!((platform === 3 && encoding === 1) || platform === 0) || data.readUInt16BE(sub) !== 4) continue;
    const segments = data.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > data.readUInt16BE(ends + s * 2)) continue;
        const start = data.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = data.readInt16BE(deltas + s * 2);
        const rangeAt = rangeOffsets + s * 2;
        const range = data.readUInt16BE(rangeAt);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = data.readUInt16BE(rangeAt + range + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('The font has no Unicode (format 4) cmap');
}

export function readTrueTypeFont(name: string, data: Buffer): PdfFont {
  const t = tables(data);
  const table = (tag: string) => {
    const found = t.get(tag);
    if (!found) throw new Error(`The font has no ${tag} table`);
    return found.offset;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const unitsPerEm = data.readUInt16BE(head + 18);
  const scale = (value: number) => Math.round((value * 1000) / unitsPerEm);
  const metrics = data.readUInt16BE(hhea + 34);
  return {
    name,
    file: data,
    unitsPerEm,
    bbox: [
      scale(data.readInt16BE(head + 36)),
      scale(data.readInt16BE(head + 38)),
      scale(data.readInt16BE(head + 40)),
      scale(data.readInt16BE(head + 42)),
    ],
    ascent: scale(data.readInt16BE(hhea + 4)),
    descent: scale(data.readInt16BE(hhea + 6)),
    glyphOf: readCmap(data, table('cmap')),
    // Glyphs past the last metric share its advance (the TrueType rule for monospaced tails).
    widthOf: (glyph) => scale(data.readUInt16BE(hmtx + Math.min(glyph, metrics - 1) * 4)),
  };
}

/** Tables a PDF reader uses from an embedded TrueType font; layout tables (GSUB, GPOS, kern …) are left out. */
const KEPT_TABLES = [
  'OS/2',
  'cmap',
  'cvt ',
  'fpgm',
  'glyf',
  'head',
  'hhea',
  'hmtx',
  'loca',
  'maxp',
  'name',
  'post',
  'prep',
];

/** The glyphs a composite glyph is built from (Vietnamese letters are often a base and its marks). */
function components(glyf: Buffer): number[] {
  if (glyf.length < 10 || glyf.readInt16BE(0) >= 0) return [];
  const out: number[] = [];
  let at = 10;
  for (;;) {
    const flags = glyf.readUInt16BE(at);
    out.push(glyf.readUInt16BE(at + 2));
    at += 4 + (flags & 0x1 ? 4 : 2);
    if (flags & 0x8) at += 2;
    else if (flags & 0x40) at += 4;
    else if (flags & 0x80) at += 8;
    if (!(flags & 0x20)) return out;
  }
}

/**
 * The font file with only the glyphs a document uses (and their components) left in `glyf`; the other
 * glyphs become empty, so glyph ids, and so the text's codes, stay the same. A paper embeds ~40 KB
 * instead of the whole font.
 */
function subsetFile(data: Buffer, used: Iterable<number>): Buffer {
  const t = tables(data);
  const offsetOf = (tag: string) => t.get(tag)?.offset ?? 0;
  const longLoca = data.readInt16BE(offsetOf('head') + 50) === 1;
  const glyphCount = data.readUInt16BE(offsetOf('maxp') + 4);
  const loca = (glyph: number) =>
    longLoca
      ? data.readUInt32BE(offsetOf('loca') + glyph * 4)
      : data.readUInt16BE(offsetOf('loca') + glyph * 2) * 2;
  const glyfAt = offsetOf('glyf');
  const glyphData = (glyph: number) => data.subarray(glyfAt + loca(glyph), glyfAt + loca(glyph + 1));
  const keep = new Set<number>([0]);
  const queue = [...used];
  for (let glyph = queue.pop(); glyph !== undefined; glyph = queue.pop()) {
    if (keep.has(glyph) || glyph >= glyphCount) continue;
    keep.add(glyph);
    queue.push(...components(glyphData(glyph)));
  }
  const glyfParts: Buffer[] = [];
  const newLoca = Buffer.alloc((glyphCount + 1) * 4);
  let size = 0;
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    newLoca.writeUInt32BE(size, glyph * 4);
    if (!keep.has(glyph)) continue;
    const bytes = glyphData(glyph);
    const padded = Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)]);
    glyfParts.push(padded);
    size += padded.length;
  }
  newLoca.writeUInt32BE(size, glyphCount * 4);
  const head = Buffer.from(data.subarray(offsetOf('head'), offsetOf('head') + 54));
  head.writeInt16BE(1, 50); // long loca offsets
  head.writeUInt32BE(0, 8); // checksum adjustment: not checked by PDF readers
  const post = Buffer.from(data.subarray(offsetOf('post'), offsetOf('post') + 32));
  post.writeUInt32BE(0x00030000, 0); // version 3: no glyph names
  const replaced: Record<string, Buffer> = { glyf: Buffer.concat(glyfParts), loca: newLoca, head, post };
  const kept = KEPT_TABLES.filter((tag) => t.has(tag));
  const bodies = kept.map((tag) => {
    const found = t.get(tag);
    return replaced[tag] ?? data.subarray(found?.offset ?? 0, (found?.offset ?? 0) + (found?.length ?? 0));
  });
  const header = Buffer.alloc(12 + kept.length * 16);
  data.copy(header, 0, 0, 4);
  header.writeUInt16BE(kept.length, 4);
  let offset = header.length;
  const parts: Buffer[] = [header];
  kept.forEach((tag, i) => {
    const body = bodies[i] ?? Buffer.alloc(0);
    const at = 12 + i * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(0, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(body.length, at + 12);
    const padded = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4)]);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** The UTF-16 code units of `text` in hex, four digits each: a JavaScript string is UTF-16 already. */
export const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

/**
 * The PDF objects of the font (Type0 → CIDFontType2 → descriptor → file, and the ToUnicode map) for the
 * glyphs a document used; `add` appends an object and answers its number. Answers the body of the
 * Type0 font itself, for the object the pages already refer to.
 */
export function fontObjects(
  font: PdfFont,
  used: ReadonlyMap<number, string>,
  add: (body: string) => number,
): string {
  const subset = subsetFile(font.file, used.keys());
  // The fastest level: the demo data writes 75 PDFs on a first start, and level 6 took twice the CPU
  // (about 250 against 125 ms for all of them) to make the files 4 % smaller.
  const deflated = zlib.deflateSync(subset, { level: 1 });
  const file = add(
    `<< /Length ${deflated.length} /Length1 ${subset.length} /Filter /FlateDecode >>\nstream\n${deflated.toString('latin1')}\nendstream`,
  );
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${font.name} /Flags 32 /FontBBox [${font.bbox.join(' ')}] ` +
      `/ItalicAngle 0 /Ascent ${font.ascent} /Descent ${font.descent} /CapHeight ${font.ascent} /StemV 80 /FontFile2 ${file} 0 R >>`,
  );
  const glyphs = [...used.keys()].sort((a, b) => a - b);
  const widths = glyphs.map((g) => `${g} [${font.widthOf(g)}]`).join(' ');
  const cid = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${font.name} ` +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${descriptor} 0 R /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`,
  );
  // bfchar entries come in blocks of at most 100 (the CMap format's limit).
  const entries = glyphs.map((g) => {
    return `<${hex4(g)}> <${utf16Hex(used.get(g) ?? '')}>`;
  });
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const toUnicode = add(`<< /Length ${Buffer.byteLength(cmap, 'latin1')} >>\nstream\n${cmap}\nendstream`);
  return (
    `<< /Type /Font /Subtype /Type0 /BaseFont /${font.name} /Encoding /Identity-H ` +
    `/DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`
  );
}

/** A text as the hex string of its glyph ids, recording which glyph shows which character. */
export function glyphString(font: PdfFont, text: string, used: Map<number, string>): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const glyph = font.glyphOf(char.codePointAt(0) ?? 0);
    if (glyph !== 0 && !used.has(glyph)) used.set(glyph, char);
    out += hex4(glyph);
  }
  return `<${out}>`;
}
