import { ANSWER_SLOTS, type QuestionType } from './exam-grading';
import type { DraftWarning, QuestionDraft } from './question-import';
import { OPTION_LABELS, STATEMENT_LABELS } from './question-input';

/*
 * The splitter of the PDF import (issue 11): the text of a paper, line by line as extracted (or
 * pasted), into question drafts. Pure, so it is tested on snippets and on the fixture papers alike.
 *
 * It reads the THPT 2025 layout: "PHẦN I/II/III" headings set the type of the questions under them
 * (I multiple choice, II true/false, III short answer), each question starts with "Câu N" (numbering
 * restarts in each part), options are "A." to "D." (one a line or several on one line), statements
 * "a)" to "d)". A heading "ĐÁP ÁN" / "BẢNG ĐÁP ÁN" starts the answer key, whose entries mark the
 * drafts' correct answers. Maths is kept as written ($…$, \(…\)), the text becomes simple paragraphs.
 */

const PART = /^PH[ẦA]N\s+(III|II|I|[123])\b/iu;
/** "Câu N" with a capital, as papers print it: "câu 1 đến câu 12" in a part's instructions is not a question. */
const QUESTION = /^(?:Câu|CÂU)\s+(\d{1,3})\s*(?:\([^)]*\))?\s*[.:]?\s*(.*)$/u;
/** Options on one line: "A. 1   B. 2   C. 3   D. 4" (a label after white space, in order). */
const OPTION_LABEL = /(?:^|\s)([A-D])\s*[.)]\s+/g;
const STATEMENT = /^([a-d])\s*\)\s*(.*)$/;
const SOLUTION = /^(?:L[ờơ]i\s+gi[ảa]i|H[ưu][ớo]ng\s+d[ẫa]n\s+gi[ảa]i)\s*[.:]?\s*(.*)$/iu;
/**
 * A line that is only the key's heading: "ĐÁP ÁN", "BẢNG ĐÁP ÁN", "ĐÁP ÁN THAM KHẢO" (capitals, as
 * papers print it), or "Đáp án" / "Bảng đáp án" alone; never a stem line such as "Đáp án nào đúng?".
 */
const KEY_HEADING = /^(?:(?:BẢNG\s+)?ĐÁP\s+ÁN(?:\s+[\p{Lu} ]{1,30})?|(?:Bảng\s+đáp|Đáp)\s+án)\s*[:.]?$/u;

/** A page's running footer ("Trang 2/4", "Mã đề 0101 – Trang 2/4"), not part of any question. */
const PAGE_FOOTER = /\bTrang\s+\d+\s*\/\s*\d+\s*$/iu;

const TYPE_OF_PART: Record<string, QuestionType> = {
  I: 'CHOICE',
  '1': 'CHOICE',
  II: 'TRUE_FALSE',
  '2': 'TRUE_FALSE',
  III: 'SHORT',
  '3': 'SHORT',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);
const unescapeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) =>
    name === 'amp'
      ? '&'
      : name === 'lt'
        ? '<'
        : name === 'gt'
          ? '>'
          : name === 'quot'
            ? '"'
            : name === '#39'
              ? "'"
              : ' ',
  );

/**
 * Plain lines as HTML paragraphs: a wrapped line joins the one before it unless that one ended a
 * sentence (. : ? !), so a paragraph the PDF broke across lines reads as one. Maths stays as written.
 */
export function textToParagraphs(lines: readonly string[]): string {
  const paragraphs: string[] = [];
  let open = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      open = false;
      continue;
    }
    if (open && paragraphs.length > 0) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else paragraphs.push(line);
    open = !/[.:?!]$/.test(line);
  }
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
}

/** The reverse for the review screen's text boxes: one paragraph a line, tags dropped, entities read. */
export function paragraphsToText(html: string): string {
  return unescapeHtml(
    html
      .replace(/<\/p>\s*<p[^>]*>/g, '\n')
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();
}

/** One text box a paragraph, back to HTML (what the review screen saves). */
export const textToHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

type Block = {
  number: number;
  part: QuestionType | null;
  stem: string[];
  options: Map<string, string[]>;
  statements: Map<string, string[]>;
  solution: string[];
  source: string[];
  outOfSequence: boolean;
};

/**
 * Splits a line into its options: the labels that follow `after` (A first, or the option after the
 * last one read) in order, each after white space. Text before the first label is returned as `lead`
 * (the end of a wrapped option). Null when the line holds no such label.
 */
function optionsOnLine(
  line: string,
  after: number,
): { lead: string; options: Array<[string, string]> } | null {
  const run: RegExpMatchArray[] = [];
  for (const match of line.matchAll(OPTION_LABEL)) {
    const expected = after + 1 + run.length;
    if (OPTION_LABELS[expected] === match[1]) run.push(match);
  }
  const first = run[0];
  if (!first) return null;
  // A new question's options start the line; later ones may follow the end of a wrapped option.
  if (after < 0 && (first.index ?? 0) !== 0) return null;
  return {
    lead: line.slice(0, first.index ?? 0).trim(),
    options: run.map((match, i) => {
      const start = (match.index ?? 0) + match[0].length;
      const end = run[i + 1]?.index ?? line.length;
      return [match[1] ?? 'A', line.slice(start, end).trim()];
    }),
  };
}

type KeyEntry = { choice?: string; trueFalse?: boolean[]; short?: string };
/** The key by part type and question number: numbering restarts in each part of a THPT paper. */
type AnswerKey = Map<string, KeyEntry>;
const keyOf = (type: QuestionType, number: number) => `${type}:${number}`;

const TF_ENTRY =
  /C[âa]u\s*(\d{1,3})\s*[.:]?\s*a\)\s*(Đ|S|T|F)\s*[,;]?\s*b\)\s*(Đ|S|T|F)\s*[,;]?\s*c\)\s*(Đ|S|T|F)\s*[,;]?\s*d\)\s*(Đ|S|T|F)/giu;
const SHORT_ENTRY = /^C[âa]u\s*(\d{1,3})\s*[.:]\s*(-?\s?(?:\d+(?:[.,]\d*)?|[.,]\d+))\s*$/iu;
const CHOICE_ENTRY = /(?:^|[\s|,;])(\d{1,3})\s*[.:\-)]?\s*([A-D])(?=$|[\s|,;])/g;

/** Reads the key section: "1.B 2.C …", a table of Câu / Đáp án rows, "Câu 1: a) Đ b) S …", "Câu 1: -1,5". */
function readKey(lines: readonly string[]): AnswerKey {
  const key: AnswerKey = new Map();
  let part: QuestionType | null = null;
  const set = (type: QuestionType, number: number, entry: KeyEntry) => {
    // A key section with part headings says which part; without, the entry's form does.
    key.set(keyOf(part ?? type, number), entry);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const partMatch = PART.exec(line);
    if (partMatch) {
      part = TYPE_OF_PART[(partMatch[1] ?? '').toUpperCase()] ?? null;
      continue;
    }
    const tf = [...line.matchAll(TF_ENTRY)];
    if (tf.length > 0) {
      for (const m of tf)
        set('TRUE_FALSE', Number(m[1]), {
          trueFalse: [m[2], m[3], m[4], m[5]].map((v) => v === 'Đ' || v === 'đ' || v?.toUpperCase() === 'T'),
        });
      continue;
    }
    const short = SHORT_ENTRY.exec(line);
    if (short && (part === null || part === 'SHORT')) {
      set('SHORT', Number(short[1]), { short: (short[2] ?? '').replace(/\s+/g, '') });
      continue;
    }
    // A table as rows: "Câu | 1 | 2 | 3 …" then "Đáp án | B | C | A …".
    const numbers = /^C[âa]u\b(.*)$/iu.exec(line)?.[1]?.match(/\d{1,3}/g);
    const next = (lines[i + 1] ?? '').trim();
    const letters = /^(?:Đáp\s+án|ĐA)(.*)$/iu.exec(next)?.[1]?.match(/(?<![A-Za-z])[A-D](?![A-Za-z])/g);
    if (numbers && letters && numbers.length === letters.length) {
      for (const [j, n] of numbers.entries()) set('CHOICE', Number(n), { choice: letters[j] });
      i++;
      continue;
    }
    for (const m of line.matchAll(CHOICE_ENTRY)) set('CHOICE', Number(m[1]), { choice: m[2] });
  }
  return key;
}

function newBlock(number: number, part: QuestionType | null, expected: readonly number[]): Block {
  return {
    number,
    part,
    stem: [],
    options: new Map(),
    statements: new Map(),
    solution: [],
    source: [],
    outOfSequence: expected.length > 0 && !expected.includes(number),
  };
}

/** The type of a question: its part's, or (a paper without parts) what its answers look like. */
function typeOf(block: Block): QuestionType {
  if (block.part) return block.part;
  if (block.options.size > 0) return 'CHOICE';
  if (block.statements.size > 0) return 'TRUE_FALSE';
  return 'SHORT';
}

function toDraft(block: Block, key: AnswerKey): QuestionDraft {
  const type = typeOf(block);
  const warnings: DraftWarning[] = [];
  const entry = key.get(keyOf(type, block.number));
  let answers: QuestionDraft['answers'];
  if (type === 'CHOICE') {
    if (block.options.size < ANSWER_SLOTS) warnings.push('missingOption');
    answers = OPTION_LABELS.map((label) => ({
      content: textToParagraphs(block.options.get(label) ?? []),
      isCorrect: entry?.choice === label,
    }));
    if (!entry?.choice) warnings.push('noKey');
  } else if (type === 'TRUE_FALSE') {
    if (block.statements.size < ANSWER_SLOTS) warnings.push('missingStatement');
    answers = STATEMENT_LABELS.map((label, i) => ({
      content: textToParagraphs(block.statements.get(label) ?? []),
      isCorrect: entry?.trueFalse?.[i] ?? false,
    }));
    if (!entry?.trueFalse) warnings.push('noKey');
  } else {
    answers = entry?.short ? [{ content: entry.short, isCorrect: true }] : [];
    if (!entry?.short) warnings.push('noKey');
  }
  if (block.outOfSequence) warnings.push('numberOutOfSequence');
  const content = textToParagraphs(block.stem);
  if (!content) warnings.push('emptyStem');
  return {
    number: block.number,
    type,
    content,
    solution: textToParagraphs(block.solution),
    difficulty: 'UNDERSTAND',
    categoryId: null,
    tagIds: [],
    status: 'ACTIVE',
    answers,
    warnings,
    source: block.source.join('\n'),
  };
}

export type SplitPaper = { drafts: QuestionDraft[]; hasKey: boolean };

/** Splits the text of a paper into question drafts, with the key's answers marked when it has one. */
export function splitPaper(text: string): SplitPaper {
  const lines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !PAGE_FOOTER.test(line.trim()));
  const keyAt = lines.findIndex((line) => KEY_HEADING.test(line.trim()));
  const paperLines = keyAt >= 0 ? lines.slice(0, keyAt) : lines;
  const key = keyAt >= 0 ? readKey(lines.slice(keyAt + 1)) : new Map();
  const hasKey = key.size > 0;

  const blocks: Block[] = [];
  let part: QuestionType | null = null;
  let previousNumber: number | null = null;
  // Parts restart at "Câu 1" on the THPT paper; some papers number on across parts.
  let lastNumber = 0;
  let current: Block | null = null;
  // Where a continuation line goes: the stem, an option, a statement, or the solution.
  let target: string[] | null = null;

  for (const raw of paperLines) {
    const line = raw.trim();
    const partMatch = PART.exec(line);
    if (partMatch) {
      part = TYPE_OF_PART[(partMatch[1] ?? '').toUpperCase()] ?? null;
      current = null;
      target = null;
      previousNumber = null;
      continue;
    }
    const question = QUESTION.exec(line);
    if (question) {
      const number = Number(question[1]);
      const expected =
        previousNumber !== null ? [previousNumber + 1] : blocks.length > 0 || part ? [1, lastNumber + 1] : [];
      current = newBlock(number, part, expected);
      previousNumber = number;
      lastNumber = number;
      blocks.push(current);
      current.source.push(line);
      target = current.stem;
      if (question[2]) target.push(question[2]);
      continue;
    }
    if (!current) continue; // the paper's header, instructions before the first question
    current.source.push(raw.trimEnd());
    if (!line) {
      target?.push('');
      continue;
    }
    const solution = SOLUTION.exec(line);
    if (solution) {
      target = current.solution;
      if (solution[1]) target.push(solution[1]);
      continue;
    }
    if (target !== current.solution) {
      // Options only where multiple choice may be, statements only where true/false may be: "a)" in a
      // short-answer stem is part of its text.
      const found =
        current.part === null || current.part === 'CHOICE'
          ? optionsOnLine(line, current.options.size - 1)
          : null;
      if (found) {
        if (found.lead) target?.push(found.lead);
        for (const [label, value] of found.options) {
          const lines: string[] = value ? [value] : [];
          current.options.set(label, lines);
          target = lines;
        }
        continue;
      }
      const statement = current.part === null || current.part === 'TRUE_FALSE' ? STATEMENT.exec(line) : null;
      if (statement) {
        const lines: string[] = statement[2] ? [statement[2]] : [];
        current.statements.set(statement[1] ?? 'a', lines);
        target = lines;
        continue;
      }
    }
    target?.push(line);
  }
  return { drafts: blocks.map((block) => toDraft(block, key)), hasKey };
}
