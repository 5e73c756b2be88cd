import { describe, expect, it } from 'vitest';
import { paragraphsToText, splitPaper, textToHtml, textToParagraphs } from './question-split';

const optionTexts = (answers: Array<{ content: string }>) => answers.map((a) => paragraphsToText(a.content));
const correct = (answers: Array<{ isCorrect: boolean }>) => answers.map((a) => a.isCorrect);

describe('splitPaper: the question heading', () => {
  it.each([
    ['Câu 1. Tính $1+1$.', 1, '<p>Tính $1+1$.</p>'],
    ['Câu 2: Tính $2+2$.', 2, '<p>Tính $2+2$.</p>'],
    ['Câu 12 (0,25 điểm) Tìm $x$.', 12, '<p>Tìm $x$.</p>'],
    ['Câu 3 (0,5 điểm): Tìm $x$.', 3, '<p>Tìm $x$.</p>'],
    ['CÂU 4.Tìm $x<2$.', 4, '<p>Tìm $x&lt;2$.</p>'],
  ])('%s', (line, number, content) => {
    const [draft] = splitPaper(line).drafts;
    expect(draft?.number).toBe(number);
    expect(draft?.content).toBe(content);
  });
});

describe('splitPaper: options, statements and types', () => {
  it('reads options one a line and several on one line', () => {
    const { drafts } = splitPaper(
      [
        'Câu 1. Hỏi một',
        'A. $1$',
        'B. $2$',
        'C. $3$',
        'D. $4$',
        'Câu 2. Hỏi hai',
        'A. 1   B. 2   C. 3   D. 4',
      ].join('\n'),
    );
    expect(drafts.map((d) => d.type)).toEqual(['CHOICE', 'CHOICE']);
    expect(optionTexts(drafts[0]?.answers ?? [])).toEqual(['$1$', '$2$', '$3$', '$4$']);
    expect(optionTexts(drafts[1]?.answers ?? [])).toEqual(['1', '2', '3', '4']);
  });

  it('reads two options a line and an option wrapped over two lines', () => {
    const { drafts } = splitPaper(
      ['Câu 1. Chọn câu đúng', 'A. Hàm số đồng biến trên', '$\\mathbb{R}$.   B. Sai.', 'C. x   D. y'].join(
        '\n',
      ),
    );
    expect(optionTexts(drafts[0]?.answers ?? [])).toEqual([
      'Hàm số đồng biến trên $\\mathbb{R}$.',
      'Sai.',
      'x',
      'y',
    ]);
    expect(drafts[0]?.warnings).toEqual(['noKey']);
  });

  it('sets the type by part and keeps "a)" of a short-answer stem in its text', () => {
    const { drafts } = splitPaper(
      [
        'PHẦN I. Câu trắc nghiệm nhiều phương án lựa chọn. Thí sinh trả lời từ',
        'câu 1 đến câu 1.',
        'Câu 1. Hỏi',
        'A. 1 B. 2 C. 3 D. 4',
        'PHẦN II. Câu trắc nghiệm đúng sai.',
        'Câu 1. Cho hàm số $f(x)=x^2$.',
        'a) $f(0)=0$.',
        'b) $f(1)=1$.',
        'c) $f$ chẵn.',
        'd) $f(2)=5$.',
        'PHẦN III. Câu trả lời ngắn.',
        'Câu 1. Tính',
        'a) tổng các nghiệm.',
      ].join('\n'),
    );
    expect(drafts.map((d) => [d.type, d.number])).toEqual([
      ['CHOICE', 1],
      ['TRUE_FALSE', 1],
      ['SHORT', 1],
    ]);
    expect(optionTexts(drafts[1]?.answers ?? [])).toEqual([
      '$f(0)=0$.',
      '$f(1)=1$.',
      '$f$ chẵn.',
      '$f(2)=5$.',
    ]);
    expect(paragraphsToText(drafts[2]?.content ?? '')).toBe('Tính a) tổng các nghiệm.');
    expect(drafts.every((d) => !d.warnings.includes('numberOutOfSequence'))).toBe(true);
  });

  it('infers the type without parts, and warns of missing options, statements, keys and numbers', () => {
    const { drafts, hasKey } = splitPaper(
      ['Câu 1. Hỏi', 'A. 1', 'B. 2', 'C. 3', 'Câu 3. Xét', 'a) x', 'b) y', 'Câu 4. Tính $x$.'].join('\n'),
    );
    expect(hasKey).toBe(false);
    expect(drafts.map((d) => d.type)).toEqual(['CHOICE', 'TRUE_FALSE', 'SHORT']);
    expect(drafts[0]?.warnings).toEqual(['missingOption', 'noKey']);
    expect(drafts[0]?.answers[3]).toEqual({ content: '', isCorrect: false });
    expect(drafts[1]?.warnings).toEqual(['missingStatement', 'noKey', 'numberOutOfSequence']);
    expect(drafts[2]?.warnings).toEqual(['noKey']);
    expect(drafts[2]?.answers).toEqual([]);
  });

  it('ignores the header before the first question and reads a solution', () => {
    const { drafts } = splitPaper(
      ['SỞ GD&ĐT HÀ NỘI', 'Thời gian: 90 phút', 'Câu 1. Tính $2^3$.', 'Lời giải: $2^3=8$.'].join('\n'),
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.content).toBe('<p>Tính $2^3$.</p>');
    expect(drafts[0]?.solution).toBe('<p>$2^3=8$.</p>');
    expect(drafts[0]?.source).toBe('Câu 1. Tính $2^3$.\nLời giải: $2^3=8$.');
  });
});

describe('splitPaper: the answer key', () => {
  const paper = [
    'PHẦN I',
    'Câu 1. x',
    'A. 1 B. 2 C. 3 D. 4',
    'Câu 2. y',
    'A. 1 B. 2 C. 3 D. 4',
    'PHẦN II',
    'Câu 1. z',
    'a) p',
    'b) q',
    'c) r',
    'd) s',
    'PHẦN III',
    'Câu 1. t',
    'Câu 2. u',
  ];

  it.each([
    ['a run of number.letter', ['1.B 2.D', 'Câu 1: a) Đ b) S c) Đ d) Đ', 'Câu 1: -1,5', 'Câu 2: 0,25']],
    [
      'a table and part headings',
      [
        'PHẦN I',
        'Câu | 1 | 2',
        'Đáp án | B | D',
        'PHẦN II',
        'Câu 1: a) Đ, b) S, c) Đ, d) Đ',
        'PHẦN III',
        'Câu 1: -1,5',
        'Câu 2. 0,25',
      ],
    ],
    ['separated pairs', ['1 - B; 2 - D', 'Câu 1. a) Đ b) S c) Đ d) Đ', 'Câu 1: -1,5', 'Câu 2: 0,25']],
  ])('marks the drafts from %s', (_name, key) => {
    const { drafts, hasKey } = splitPaper([...paper, 'BẢNG ĐÁP ÁN', ...key].join('\n'));
    expect(hasKey).toBe(true);
    expect(correct(drafts[0]?.answers ?? [])).toEqual([false, true, false, false]);
    expect(correct(drafts[1]?.answers ?? [])).toEqual([false, false, false, true]);
    expect(correct(drafts[2]?.answers ?? [])).toEqual([true, false, true, true]);
    expect(drafts[3]?.answers).toEqual([{ content: '-1,5', isCorrect: true }]);
    expect(drafts[4]?.answers).toEqual([{ content: '0,25', isCorrect: true }]);
    expect(drafts.flatMap((d) => d.warnings)).toEqual([]);
  });

  it('does not take a stem line for the key heading', () => {
    const { drafts, hasKey } = splitPaper(
      ['Câu 1. Hỏi', 'Đáp án nào đúng?', 'A. 1 B. 2 C. 3 D. 4'].join('\n'),
    );
    expect(hasKey).toBe(false);
    expect(paragraphsToText(drafts[0]?.content ?? '')).toBe('Hỏi Đáp án nào đúng?');
  });
});

describe('paragraphs', () => {
  it('joins wrapped lines, breaks after a sentence, escapes HTML and reads back', () => {
    const html = textToParagraphs([
      'Cho hàm số $y=x^3$ có đồ thị',
      '$(C)$ và $a<b$.',
      'Khẳng định nào đúng?',
    ]);
    expect(html).toBe('<p>Cho hàm số $y=x^3$ có đồ thị $(C)$ và $a&lt;b$.</p><p>Khẳng định nào đúng?</p>');
    expect(paragraphsToText(html)).toBe('Cho hàm số $y=x^3$ có đồ thị $(C)$ và $a<b$.\nKhẳng định nào đúng?');
    expect(textToHtml(paragraphsToText(html))).toBe(html);
  });
});
