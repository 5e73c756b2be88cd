import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The sample papers (fixtures/papers.ts), as committed PDFs. */
export const samplePaper = (name: 'thpt-2025-paper' | 'worksheet-no-key' | 'odd-format-paper') =>
  fs.readFileSync(path.join(here, 'fixtures', `${name}.pdf`));
