import fs from 'node:fs';
import path from 'node:path';
import { paragraphsToText } from '@tutor/contract/question-split';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../db/seed/catalogue/pdf';
import { draftsFromPaper } from './drafts';
import { extractPaperText } from './extract-text';
import { PAPERS_DIR, samplePaperFiles } from './fixtures/make-papers';
import { samplePaper } from './question-import.fixtures';

/** The drafts of a sample paper, read the way the route reads an upload. */
async function importPaper(name: Parameters<typeof samplePaper>[0]) {
  return draftsFromPaper(await extractPaperText(new Uint8Array(samplePaper(name))));
}
const texts = (answers: Array<{ content: string }>) => answers.map((a) => paragraphsToText(a.content));
const letterOf = (answers: Array<{ isCorrect: boolean }>) => 'ABCD'[answers.findIndex((a) => a.isCorrect)];
const countBy = (types: string[]) =>
  Object.fromEntries(['CHOICE', 'TRUE_FALSE', 'SHORT'].map((t) => [t, types.filter((x) => x === t).length]));

describe('the sample papers, extracted and split', () => {
  it('reads the full THPT 2025 paper: 12 + 4 + 6 questions, its key marked, no warnings', async () => {
    const { data, pages, hasKey } = await importPaper('thpt-2025-paper');
    expect(pages).toBe(3);
    expect(hasKey).toBe(true);
    expect(countBy(data.map((d) => d.type))).toEqual({ CHOICE: 12, TRUE_FALSE: 4, SHORT: 6 });
    expect(data.flatMap((d) => d.warnings)).toEqual([]);

    const [first] = data;
    expect(first?.content).toBe('<p>Tập xác định của hàm số $y = \\log_2 (x - 1)$ là</p>');
    expect(texts(first?.answers ?? [])).toEqual([
      '$(1; +\\infty)$',
      '$[1; +\\infty)$',
      '$\\mathbb{R}$',
      '$(0; +\\infty)$',
    ]);
    // The stem broken over two lines by the page width is one paragraph again.
    expect(paragraphsToText(data[2]?.content ?? '')).toBe(
      'Cho cấp số cộng $(u_n)$ có $u_1 = 2$ và công sai $d = 3$. Giá trị của $u_5$ bằng',
    );
    expect(
      data
        .slice(0, 12)
        .map((d) => letterOf(d.answers))
        .join(''),
    ).toBe('AAABCBCCDABC');

    const tf = data[12];
    expect(tf?.type).toBe('TRUE_FALSE');
    expect(texts(tf?.answers ?? [])[1]).toBe("$f'(x) = 3x^2 - 6x$.");
    expect(tf?.answers.map((a) => a.isCorrect)).toEqual([true, true, true, false]);
    expect(data.slice(16).map((d) => d.answers.map((a) => a.content).join('|'))).toEqual([
      '1',
      '-1',
      '9',
      '11',
      '6',
      '-1,5',
    ]);
    // Neither the running footer nor the part's instructions end up in a question.
    expect(data.some((d) => /Trang|Thí sinh/.test(d.content))).toBe(false);
  });

  it('reads the worksheet without parts or key: multiple choice, every draft warned of its missing key', async () => {
    const { data, pages, hasKey } = await importPaper('worksheet-no-key');
    expect([pages, hasKey]).toEqual([1, false]);
    expect(data.map((d) => [d.number, d.type])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 'CHOICE']));
    expect(data.every((d) => d.warnings.includes('noKey'))).toBe(true);
    expect(data.every((d) => d.answers.every((a) => !a.isCorrect))).toBe(true);
    expect(texts(data[0]?.answers ?? [])).toEqual(['2', '4', '8', '16']);
    expect(texts(data[2]?.answers ?? [])).toEqual([
      '$y = \\left(\\frac{1}{2}\\right)^x$',
      '$y = 2^x$',
      '$y = \\log_{\\frac{1}{2}} x$',
      '$y = 0,5^x$',
    ]);
    expect(data[3]?.warnings).toEqual(['missingOption', 'noKey']);
    expect(paragraphsToText(data[4]?.answers[3]?.content ?? '')).toBe('$e^{x}$');
  });

  it('reads the odd paper: points after the number, two options a line, a skipped number, a key of pairs', async () => {
    const { data, hasKey } = await importPaper('odd-format-paper');
    expect(hasKey).toBe(true);
    expect(data.map((d) => d.number)).toEqual([1, 2, 4]);
    expect(data[0]?.content).toBe('<p>Họ nguyên hàm của hàm số $f(x) = \\cos x$ là</p>');
    expect(texts(data[1]?.answers ?? [])).toEqual(['$10$', '$7$', '$5$', '$2,5$']);
    expect(paragraphsToText(data[1]?.content ?? '')).toBe(
      'Cho $\\int_1^3 f(x) \\, dx = 5$. Tính $\\int_1^3 2f(x) \\, dx$.',
    );
    expect(data.map((d) => letterOf(d.answers)).join('')).toBe('AAB');
    expect(data.map((d) => d.warnings)).toEqual([[], [], ['numberOutOfSequence']]);
  });

  it('answers PDF_HAS_NO_TEXT for a paper without a text layer', async () => {
    const blank = buildPdf({ title: '', sections: [] });
    // The demo writer always prints a band and a footer: a PDF of pages only has no text at all.
    const emptyPage = Buffer.from(blank.toString('latin1').replace(/BT[\s\S]*?ET/g, ''), 'latin1');
    await expect(extractPaperText(new Uint8Array(emptyPage))).rejects.toMatchObject({
      code: 'PDF_HAS_NO_TEXT',
    });
  });
});

describe('the committed sample papers', () => {
  it('are what fixtures/make-papers.ts writes from fixtures/papers.ts', async () => {
    for (const [name, bytes] of await samplePaperFiles()) {
      expect(fs.readFileSync(path.join(PAPERS_DIR, name)).equals(bytes), name).toBe(true);
    }
  });
});
