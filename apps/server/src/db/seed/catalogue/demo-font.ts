import fs from 'node:fs/promises';
import path from 'node:path';
import { type PdfFont, readTrueTypeFont } from './pdf-font';

/**
 * The committed font the demo PDFs are written in (apps/server/demo-font/README.md): the standard PDF
 * fonts have no Vietnamese letters. The bundle in dist/ and the source here both find the folder.
 */
export const DEMO_FONT_FILE = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '../demo-font' : '../../../../demo-font',
  'toanhay-demo-sans.ttf',
);

let font: Promise<PdfFont> | undefined;

/** The demo font, read once per process. */
export function demoPdfFont(): Promise<PdfFont> {
  font ??= fs.readFile(DEMO_FONT_FILE).then((file) => readTrueTypeFont('ToanHayDemoSans', file));
  return font;
}
