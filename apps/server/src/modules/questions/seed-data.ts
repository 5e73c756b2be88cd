import type { QuestionDifficulty, QuestionInput } from '@tutor/contract/question-input';

/*
 * The demo question bank: grade 12 maths in the THPT 2025 format, across six chapters (QUESTION
 * categories) and the three parts of the sheet. Every multiple-choice question has one correct option of
 * four, every true/false question four statements, every short answer a value that fits the 4 boxes.
 * `seed-data.test.ts` checks each against `questionInputSchema`.
 */

export const DEMO_CHAPTERS = [
  'Ứng dụng đạo hàm – Hàm số',
  'Nguyên hàm – Tích phân',
  'Hình học không gian Oxyz',
  'Xác suất',
  'Thống kê – Mẫu số liệu ghép nhóm',
  'Mũ – Logarit',
] as const;
export type DemoChapter = (typeof DEMO_CHAPTERS)[number];

export const DEMO_QUESTION_TAGS = ['THPT 2025', 'Đề minh hoạ', 'Bài toán thực tế', 'Ôn tập chương'] as const;
type DemoTag = (typeof DEMO_QUESTION_TAGS)[number];

export type DemoQuestion = { chapter: DemoChapter; tags: DemoTag[]; question: QuestionInput };

const p = (html: string) => `<p>${html}</p>`;

/** Four options A–D; `correct` is the index of the right one. */
function choice(
  difficulty: QuestionDifficulty,
  content: string,
  options: [string, string, string, string],
  correct: 0 | 1 | 2 | 3,
  solution = '',
): QuestionInput {
  return {
    type: 'CHOICE',
    difficulty,
    content: p(content),
    solution: solution && p(solution),
    answers: options.map((option, i) => ({ content: option, isCorrect: i === correct })),
  };
}

/** Four statements a–d, each with whether it is true. */
function trueFalse(
  difficulty: QuestionDifficulty,
  content: string,
  statements: [[string, boolean], [string, boolean], [string, boolean], [string, boolean]],
  solution = '',
): QuestionInput {
  return {
    type: 'TRUE_FALSE',
    difficulty,
    content: p(content),
    solution: solution && p(solution),
    answers: statements.map(([statement, isTrue]) => ({ content: statement, isCorrect: isTrue })),
  };
}

/** A short answer: the value as written on the sheet (a decimal comma, at most 4 boxes). */
function short(difficulty: QuestionDifficulty, content: string, value: string, solution = ''): QuestionInput {
  return {
    type: 'SHORT',
    difficulty,
    content: p(content),
    solution: solution && p(solution),
    answers: [{ content: value, isCorrect: true }],
  };
}

const GROUPED_TABLE = String.raw`<table><thead><tr><th>Thời gian (phút)</th><th>$[0; 10)$</th><th>$[10; 20)$</th><th>$[20; 30)$</th></tr></thead><tbody><tr><td>Số học sinh</td><td>5</td><td>10</td><td>5</td></tr></tbody></table>`;
const GROUPED_INTRO = String.raw`Thời gian tự học mỗi ngày của 20 học sinh lớp 12A được ghi lại trong bảng sau:</p>${GROUPED_TABLE}<p>`;

const derivatives: DemoQuestion[] = [
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Đề minh hoạ'],
    question: choice(
      'RECALL',
      String.raw`Cho hàm số $y = x^3 - 3x + 1$. Hàm số đồng biến trên khoảng nào dưới đây?`,
      [String.raw`$(-1; 1)$`, String.raw`$(1; +\infty)$`, String.raw`$(-\infty; 1)$`, String.raw`$(-2; 0)$`],
      1,
      String.raw`$y' = 3x^2 - 3 > 0 \Leftrightarrow x < -1$ hoặc $x > 1$. Vậy hàm số đồng biến trên $(1; +\infty)$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Hàm số $y = -x^4 + 2x^2 + 3$ có bao nhiêu điểm cực trị?`,
      ['$1$', '$2$', '$3$', '$0$'],
      2,
      String.raw`$y' = -4x^3 + 4x = -4x(x^2 - 1)$ đổi dấu tại $x = -1$, $x = 0$, $x = 1$: có 3 điểm cực trị.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      String.raw`Giá trị lớn nhất của hàm số $f(x) = x^3 - 3x^2 + 2$ trên đoạn $[-1; 3]$ bằng`,
      ['$2$', '$-2$', '$6$', '$0$'],
      0,
      String.raw`$f'(x) = 3x^2 - 6x = 0 \Leftrightarrow x \in \{0; 2\}$. $f(-1) = -2$, $f(0) = 2$, $f(2) = -2$, $f(3) = 2$. Vậy $\max f = 2$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Tiệm cận đứng của đồ thị hàm số $y = \dfrac{2x + 1}{x - 1}$ là đường thẳng`,
      ['$x = 1$', '$x = 2$', '$y = 2$', '$x = -1$'],
      0,
      String.raw`$\lim\limits_{x \to 1^+} y = +\infty$ nên $x = 1$ là tiệm cận đứng.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Tiệm cận ngang của đồ thị hàm số $y = \dfrac{3x - 2}{x + 2}$ là đường thẳng`,
      ['$y = 3$', '$y = -2$', '$x = -2$', '$y = -1$'],
      0,
      String.raw`$\lim\limits_{x \to \pm\infty} y = 3$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      String.raw`Hàm số $y = x^3 - 3x^2 - 9x + 5$ đạt cực tiểu tại`,
      ['$x = -1$', '$x = 3$', '$x = 0$', '$x = 1$'],
      1,
      String.raw`$y' = 3(x + 1)(x - 3)$ đổi dấu từ âm sang dương tại $x = 3$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['THPT 2025'],
    question: choice(
      'APPLY',
      String.raw`Tìm tất cả giá trị của tham số $m$ để hàm số $y = x^3 - 3mx^2 + 3x + 1$ đồng biến trên $\mathbb{R}$.`,
      [
        String.raw`$m \in [-1; 1]$`,
        String.raw`$m \in (-1; 1)$`,
        String.raw`$m \ge 1$`,
        String.raw`$m \le -1$`,
      ],
      0,
      String.raw`$y' = 3x^2 - 6mx + 3 \ge 0\ \forall x \Leftrightarrow \Delta' = 9m^2 - 9 \le 0 \Leftrightarrow -1 \le m \le 1$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Ôn tập chương'],
    question: choice(
      'UNDERSTAND',
      String.raw`Số giao điểm của đồ thị hàm số $y = x^3 - 3x$ với trục hoành là`,
      ['$1$', '$2$', '$3$', '$0$'],
      2,
      String.raw`$x^3 - 3x = 0 \Leftrightarrow x = 0$ hoặc $x = \pm\sqrt{3}$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Bài toán thực tế'],
    question: choice(
      'APPLY',
      String.raw`Một vật chuyển động theo quy luật $s(t) = -\dfrac{1}{3}t^3 + 6t^2$ với $t$ (giây) là thời gian tính từ lúc bắt đầu chuyển động và $s$ (mét) là quãng đường đi được. Trong 9 giây đầu tiên, vận tốc lớn nhất của vật là`,
      [
        String.raw`$36\ \text{m/s}$`,
        String.raw`$27\ \text{m/s}$`,
        String.raw`$144\ \text{m/s}$`,
        String.raw`$243\ \text{m/s}$`,
      ],
      0,
      String.raw`$v(t) = s'(t) = -t^2 + 12t$ lớn nhất tại $t = 6$: $v(6) = 36$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['THPT 2025', 'Đề minh hoạ'],
    question: trueFalse(
      'UNDERSTAND',
      String.raw`Cho hàm số $f(x) = x^3 - 3x^2 + 4$.`,
      [
        [String.raw`$f'(x) = 3x^2 - 6x$.`, true],
        [String.raw`Hàm số nghịch biến trên khoảng $(0; 2)$.`, true],
        [String.raw`Giá trị cực đại của hàm số bằng $0$.`, false],
        [String.raw`Đồ thị hàm số cắt trục hoành tại đúng hai điểm phân biệt.`, true],
      ],
      String.raw`$f'(x) = 3x(x - 2)$; cực đại $f(0) = 4$, cực tiểu $f(2) = 0$. $f(x) = (x - 2)^2(x + 1)$ có hai nghiệm phân biệt.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['THPT 2025'],
    question: trueFalse(
      'APPLY',
      String.raw`Cho hàm số $y = \dfrac{x + 1}{x - 2}$ có đồ thị $(C)$.`,
      [
        [String.raw`Tập xác định của hàm số là $D = \mathbb{R} \setminus \{2\}$.`, true],
        [String.raw`$y' = \dfrac{-3}{(x - 2)^2}$.`, true],
        [String.raw`Hàm số đồng biến trên từng khoảng xác định.`, false],
        [String.raw`Giao điểm hai đường tiệm cận của $(C)$ là $I(2; 1)$.`, true],
      ],
      String.raw`$y' = \dfrac{(x - 2) - (x + 1)}{(x - 2)^2} = \dfrac{-3}{(x - 2)^2} < 0$: hàm số nghịch biến trên từng khoảng xác định.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Ôn tập chương'],
    question: short(
      'APPLY',
      String.raw`Tìm giá trị nhỏ nhất của hàm số $f(x) = x + \dfrac{4}{x}$ trên khoảng $(0; +\infty)$.`,
      '4',
      String.raw`$f'(x) = 1 - \dfrac{4}{x^2} = 0 \Leftrightarrow x = 2$; $f(2) = 4$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Bài toán thực tế', 'THPT 2025'],
    question: short(
      'ADVANCED',
      String.raw`Từ một tấm nhôm hình vuông cạnh $12$ cm, người ta cắt ở bốn góc bốn hình vuông bằng nhau cạnh $x$ cm rồi gập lại thành một cái hộp không nắp. Tìm $x$ (cm) để thể tích hộp lớn nhất.`,
      '2',
      String.raw`$V(x) = x(12 - 2x)^2$, $0 < x < 6$. $V'(x) = (12 - 2x)(12 - 6x) = 0 \Leftrightarrow x = 2$.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['THPT 2025'],
    question: short(
      'APPLY',
      String.raw`Có bao nhiêu giá trị nguyên của tham số $m \in [-10; 10]$ để hàm số $y = \dfrac{x + m}{x + 4}$ đồng biến trên từng khoảng xác định?`,
      '14',
      String.raw`$y' = \dfrac{4 - m}{(x + 4)^2} > 0 \Leftrightarrow m < 4$; các số nguyên từ $-10$ đến $3$: 14 giá trị.`,
    ),
  },
  {
    chapter: 'Ứng dụng đạo hàm – Hàm số',
    tags: ['Ôn tập chương'],
    question: short(
      'UNDERSTAND',
      String.raw`Đồ thị hàm số $y = x^3 - 3x^2 + 2$ có điểm cực đại $A$ và điểm cực tiểu $B$. Tính độ dài đoạn $AB$ (làm tròn đến hàng phần mười).`,
      '4,5',
      String.raw`$A(0; 2)$, $B(2; -2)$, $AB = \sqrt{4 + 16} = 2\sqrt{5} \approx 4{,}47$.`,
    ),
  },
];

const integrals: DemoQuestion[] = [
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Họ nguyên hàm của hàm số $f(x) = 3x^2 + 1$ là`,
      [String.raw`$x^3 + x + C$`, String.raw`$6x + C$`, String.raw`$x^3 + C$`, String.raw`$3x^3 + x + C$`],
      0,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Đề minh hoạ'],
    question: choice(
      'RECALL',
      String.raw`$\displaystyle\int e^{2x}\,dx$ bằng`,
      [
        String.raw`$\dfrac{1}{2}e^{2x} + C$`,
        String.raw`$2e^{2x} + C$`,
        String.raw`$e^{2x} + C$`,
        String.raw`$e^{x^2} + C$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`$\displaystyle\int \cos x\,dx$ bằng`,
      [
        String.raw`$\sin x + C$`,
        String.raw`$-\sin x + C$`,
        String.raw`$\cos x + C$`,
        String.raw`$-\cos x + C$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      String.raw`Tính $\displaystyle\int_0^1 (2x + 1)\,dx$.`,
      ['$2$', '$1$', '$3$', '$0$'],
      0,
      String.raw`$\displaystyle\int_0^1 (2x + 1)\,dx = \left.(x^2 + x)\right|_0^1 = 2$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['THPT 2025', 'Đề minh hoạ'],
    question: choice(
      'UNDERSTAND',
      String.raw`Biết $\displaystyle\int_1^3 f(x)\,dx = 5$ và $\displaystyle\int_1^3 g(x)\,dx = 2$. Tính $\displaystyle\int_1^3 \left[2f(x) - 3g(x)\right]dx$.`,
      ['$4$', '$16$', '$1$', '$-4$'],
      0,
      String.raw`$2 \cdot 5 - 3 \cdot 2 = 4$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['THPT 2025'],
    question: choice(
      'APPLY',
      String.raw`Diện tích hình phẳng giới hạn bởi các đường $y = x^2$ và $y = x$ bằng`,
      [
        String.raw`$\dfrac{1}{6}$`,
        String.raw`$\dfrac{1}{3}$`,
        String.raw`$\dfrac{1}{2}$`,
        String.raw`$\dfrac{5}{6}$`,
      ],
      0,
      String.raw`$S = \displaystyle\int_0^1 (x - x^2)\,dx = \dfrac{1}{2} - \dfrac{1}{3} = \dfrac{1}{6}$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Ôn tập chương'],
    question: choice(
      'APPLY',
      String.raw`Thể tích khối tròn xoay tạo thành khi quay hình phẳng giới hạn bởi $y = \sqrt{x}$, $y = 0$, $x = 4$ quanh trục $Ox$ bằng`,
      [String.raw`$8\pi$`, String.raw`$16\pi$`, String.raw`$4\pi$`, '$8$'],
      0,
      String.raw`$V = \pi\displaystyle\int_0^4 x\,dx = 8\pi$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Ôn tập chương'],
    question: choice(
      'UNDERSTAND',
      String.raw`Cho $F(x)$ là một nguyên hàm của $f(x) = \dfrac{1}{x}$ trên $(0; +\infty)$ thoả mãn $F(1) = 2$. Tính $F(e)$.`,
      ['$3$', '$2$', '$e$', '$1 + e$'],
      0,
      String.raw`$F(x) = \ln x + 2$ nên $F(e) = 3$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['THPT 2025'],
    question: trueFalse(
      'UNDERSTAND',
      String.raw`Cho hàm số $f(x) = 2x + \sin x$.`,
      [
        [String.raw`$\displaystyle\int f(x)\,dx = x^2 - \cos x + C$.`, true],
        [String.raw`$\displaystyle\int_0^{\pi} f(x)\,dx = \pi^2 + 2$.`, true],
        [String.raw`$f'(x) = 2 - \cos x$.`, false],
        [String.raw`Nguyên hàm $F$ của $f$ thoả mãn $F(0) = 0$ là $F(x) = x^2 - \cos x$.`, false],
      ],
      String.raw`$f'(x) = 2 + \cos x$. Nguyên hàm có $F(0) = 0$ là $x^2 - \cos x + 1$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Bài toán thực tế', 'THPT 2025'],
    question: trueFalse(
      'APPLY',
      String.raw`Một ô tô đang chạy với vận tốc $20$ m/s thì người lái hãm phanh; từ đó ô tô chuyển động chậm dần đều với vận tốc $v(t) = 20 - 5t$ (m/s), $t$ tính bằng giây.`,
      [
        [String.raw`Ô tô dừng hẳn sau $4$ giây kể từ lúc hãm phanh.`, true],
        [String.raw`Quãng đường ô tô đi được từ lúc hãm phanh đến khi dừng là $40$ m.`, true],
        [String.raw`Trong giây đầu tiên sau khi hãm phanh, ô tô đi được $20$ m.`, false],
        [String.raw`Gia tốc của ô tô là $5\ \text{m/s}^2$.`, false],
      ],
      String.raw`$v = 0 \Leftrightarrow t = 4$; $s = \displaystyle\int_0^4 (20 - 5t)\,dt = 40$; giây đầu: $\displaystyle\int_0^1 (20 - 5t)\,dt = 17{,}5$; $a = v' = -5$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['Ôn tập chương'],
    question: short(
      'APPLY',
      String.raw`Tính $\displaystyle\int_0^2 (3x^2 - 2x)\,dx$.`,
      '4',
      String.raw`$\left.(x^3 - x^2)\right|_0^2 = 8 - 4 = 4$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['THPT 2025'],
    question: short(
      'APPLY',
      String.raw`Tính $\displaystyle\int_1^{e} \dfrac{\ln x}{x}\,dx$.`,
      '0,5',
      String.raw`Đặt $t = \ln x$: $\displaystyle\int_0^1 t\,dt = \dfrac{1}{2}$.`,
    ),
  },
  {
    chapter: 'Nguyên hàm – Tích phân',
    tags: ['THPT 2025'],
    question: short(
      'ADVANCED',
      String.raw`Tính diện tích hình phẳng giới hạn bởi đồ thị hàm số $y = x^2 - 4$ và trục hoành (làm tròn đến hàng phần mười).`,
      '10,7',
      String.raw`$S = \displaystyle\int_{-2}^{2} (4 - x^2)\,dx = \dfrac{32}{3} \approx 10{,}67$.`,
    ),
  },
];

const geometry: DemoQuestion[] = [
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Trong không gian $Oxyz$, cho $\vec{a} = (1; -2; 3)$ và $\vec{b} = (2; 1; 0)$. Tích vô hướng $\vec{a} \cdot \vec{b}$ bằng`,
      ['$0$', '$4$', '$-4$', '$2$'],
      0,
      String.raw`$1 \cdot 2 + (-2) \cdot 1 + 3 \cdot 0 = 0$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['Đề minh hoạ'],
    question: choice(
      'RECALL',
      String.raw`Trong không gian $Oxyz$, mặt cầu $(S): (x - 1)^2 + (y + 2)^2 + z^2 = 9$ có tâm $I$ và bán kính $R$ là`,
      [
        String.raw`$I(1; -2; 0)$, $R = 3$`,
        String.raw`$I(-1; 2; 0)$, $R = 3$`,
        String.raw`$I(1; -2; 0)$, $R = 9$`,
        String.raw`$I(-1; 2; 0)$, $R = 9$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Trong không gian $Oxyz$, mặt phẳng $(P): 2x - y + 3z - 5 = 0$ có một vectơ pháp tuyến là`,
      [
        String.raw`$\vec{n} = (2; -1; 3)$`,
        String.raw`$\vec{n} = (2; 1; 3)$`,
        String.raw`$\vec{n} = (-1; 3; -5)$`,
        String.raw`$\vec{n} = (2; -1; -5)$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      String.raw`Trong không gian $Oxyz$, khoảng cách từ điểm $M(1; 2; 3)$ đến mặt phẳng $(P): 2x + 2y - z + 3 = 0$ bằng`,
      ['$2$', '$3$', '$6$', String.raw`$\dfrac{2}{3}$`],
      0,
      String.raw`$d = \dfrac{|2 + 4 - 3 + 3|}{\sqrt{4 + 4 + 1}} = \dfrac{6}{3} = 2$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      String.raw`Trong không gian $Oxyz$, phương trình mặt phẳng đi qua $A(1; 0; 2)$ và có vectơ pháp tuyến $\vec{n} = (1; 2; -1)$ là`,
      ['$x + 2y - z + 1 = 0$', '$x + 2y - z - 1 = 0$', '$x + 2y - z + 3 = 0$', '$x - z + 1 = 0$'],
      0,
      String.raw`$1(x - 1) + 2y - (z - 2) = 0 \Leftrightarrow x + 2y - z + 1 = 0$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['Ôn tập chương'],
    question: choice(
      'UNDERSTAND',
      String.raw`Trong không gian $Oxyz$, đường thẳng $d: \dfrac{x - 1}{2} = \dfrac{y + 1}{-1} = \dfrac{z}{3}$ đi qua điểm nào dưới đây?`,
      ['$(1; -1; 0)$', '$(2; -1; 3)$', '$(-1; 1; 0)$', '$(3; 0; 3)$'],
      0,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Trong không gian $Oxyz$, cho $A(1; 2; 3)$ và $B(3; 4; -1)$. Trung điểm của đoạn $AB$ có toạ độ là`,
      ['$(2; 3; 1)$', '$(4; 6; 2)$', '$(1; 1; -2)$', '$(2; 2; -4)$'],
      0,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025'],
    question: choice(
      'APPLY',
      String.raw`Trong không gian $Oxyz$, mặt cầu tâm $I(2; 1; 1)$ tiếp xúc với mặt phẳng $(P): x + 2y + 2z + 3 = 0$ có phương trình là`,
      [
        '$(x - 2)^2 + (y - 1)^2 + (z - 1)^2 = 9$',
        '$(x - 2)^2 + (y - 1)^2 + (z - 1)^2 = 3$',
        '$(x + 2)^2 + (y + 1)^2 + (z + 1)^2 = 9$',
        '$(x - 2)^2 + (y - 1)^2 + (z - 1)^2 = 81$',
      ],
      0,
      String.raw`$R = d(I, (P)) = \dfrac{|2 + 2 + 2 + 3|}{3} = 3$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025', 'Đề minh hoạ'],
    question: trueFalse(
      'UNDERSTAND',
      String.raw`Trong không gian $Oxyz$, cho các điểm $A(1; 0; 0)$, $B(0; 2; 0)$, $C(0; 0; 3)$.`,
      [
        [
          String.raw`Mặt phẳng $(ABC)$ có phương trình $\dfrac{x}{1} + \dfrac{y}{2} + \dfrac{z}{3} = 1$.`,
          true,
        ],
        [String.raw`$\overrightarrow{AB} = (-1; 2; 0)$.`, true],
        [String.raw`Tam giác $ABC$ vuông tại $A$.`, false],
        [String.raw`Thể tích tứ diện $OABC$ bằng $1$.`, true],
      ],
      String.raw`$\overrightarrow{AB} \cdot \overrightarrow{AC} = (-1)(-1) + 0 + 0 = 1 \ne 0$; $V = \dfrac{1 \cdot 2 \cdot 3}{6} = 1$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025'],
    question: trueFalse(
      'APPLY',
      String.raw`Trong không gian $Oxyz$, cho đường thẳng $d: \begin{cases} x = 1 + t \\ y = 2 - t \\ z = 2t \end{cases}$ và mặt phẳng $(P): x + y + z - 5 = 0$.`,
      [
        [String.raw`$d$ có một vectơ chỉ phương là $\vec{u} = (1; -1; 2)$.`, true],
        [String.raw`$d$ cắt $(P)$ tại điểm $(2; 1; 2)$.`, true],
        [String.raw`$d$ vuông góc với $(P)$.`, false],
        [String.raw`Điểm $M(1; 2; 0)$ thuộc $(P)$.`, false],
      ],
      String.raw`Thay vào $(P)$: $2t - 2 = 0 \Leftrightarrow t = 1$. $\vec{u}$ không cùng phương với $\vec{n} = (1; 1; 1)$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['Ôn tập chương'],
    question: short(
      'UNDERSTAND',
      String.raw`Trong không gian $Oxyz$, cho $\vec{a} = (2; -1; 2)$. Tính $|\vec{a}|$.`,
      '3',
      String.raw`$|\vec{a}| = \sqrt{4 + 1 + 4} = 3$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025'],
    question: short(
      'APPLY',
      String.raw`Trong không gian $Oxyz$, tính khoảng cách giữa hai mặt phẳng song song $(P): x + 2y + 2z - 1 = 0$ và $(Q): x + 2y + 2z + 8 = 0$.`,
      '3',
      String.raw`$d = \dfrac{|8 - (-1)|}{\sqrt{1 + 4 + 4}} = 3$.`,
    ),
  },
  {
    chapter: 'Hình học không gian Oxyz',
    tags: ['THPT 2025'],
    question: short(
      'ADVANCED',
      String.raw`Trong không gian $Oxyz$, cho $A(1; 2; 0)$, $B(3; 0; 2)$, $C(0; 1; 1)$. Tính diện tích tam giác $ABC$ (làm tròn đến hàng phần mười).`,
      '2,8',
      String.raw`$\left[\overrightarrow{AB}, \overrightarrow{AC}\right] = (0; -4; -4)$, $S = \dfrac{1}{2}\sqrt{32} = 2\sqrt{2} \approx 2{,}83$.`,
    ),
  },
];

const probability: DemoQuestion[] = [
  {
    chapter: 'Xác suất',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      'Gieo một con xúc xắc cân đối và đồng chất. Xác suất xuất hiện mặt có số chấm chẵn là',
      [
        String.raw`$\dfrac{1}{2}$`,
        String.raw`$\dfrac{1}{3}$`,
        String.raw`$\dfrac{1}{6}$`,
        String.raw`$\dfrac{2}{3}$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['Ôn tập chương'],
    question: choice(
      'UNDERSTAND',
      String.raw`Cho hai biến cố độc lập $A$ và $B$ với $P(A) = 0{,}4$ và $P(B) = 0{,}5$. Tính $P(AB)$.`,
      ['$0{,}2$', '$0{,}9$', '$0{,}1$', '$0{,}7$'],
      0,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['THPT 2025', 'Đề minh hoạ'],
    question: choice(
      'UNDERSTAND',
      String.raw`Cho hai biến cố $A$ và $B$ với $P(B) = 0{,}6$ và $P(AB) = 0{,}3$. Tính $P(A \mid B)$.`,
      ['$0{,}5$', '$0{,}18$', '$0{,}3$', '$2$'],
      0,
      String.raw`$P(A \mid B) = \dfrac{P(AB)}{P(B)} = \dfrac{0{,}3}{0{,}6} = 0{,}5$.`,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['THPT 2025'],
    question: choice(
      'APPLY',
      'Một hộp có 5 viên bi đỏ và 3 viên bi xanh. Lấy lần lượt 2 viên bi, không hoàn lại. Xác suất viên thứ hai màu đỏ, biết viên thứ nhất màu đỏ, là',
      [
        String.raw`$\dfrac{4}{7}$`,
        String.raw`$\dfrac{5}{8}$`,
        String.raw`$\dfrac{5}{14}$`,
        String.raw`$\dfrac{1}{2}$`,
      ],
      0,
      'Sau khi lấy một viên đỏ, hộp còn 4 đỏ và 3 xanh.',
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['Bài toán thực tế', 'THPT 2025'],
    question: choice(
      'APPLY',
      'Tỉ lệ người mắc bệnh X trong một cộng đồng là 2%. Một xét nghiệm cho kết quả dương tính với 95% người mắc bệnh và với 10% người không mắc bệnh. Xác suất một người được chọn ngẫu nhiên có kết quả dương tính là',
      ['$0{,}117$', '$0{,}019$', '$0{,}098$', '$0{,}95$'],
      0,
      String.raw`Công thức xác suất toàn phần: $0{,}02 \cdot 0{,}95 + 0{,}98 \cdot 0{,}1 = 0{,}117$.`,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['THPT 2025'],
    question: trueFalse(
      'APPLY',
      'Lớp 12B có 40 học sinh gồm 25 nữ và 15 nam; có 10 bạn nữ và 5 bạn nam thích môn Toán. Chọn ngẫu nhiên một học sinh của lớp.',
      [
        [String.raw`Xác suất chọn được học sinh nữ là $\dfrac{5}{8}$.`, true],
        [String.raw`Xác suất chọn được học sinh thích môn Toán là $\dfrac{3}{8}$.`, true],
        [
          String.raw`Xác suất học sinh được chọn thích môn Toán, biết đó là học sinh nữ, là $\dfrac{2}{5}$.`,
          true,
        ],
        [
          String.raw`Xác suất học sinh được chọn là nam, biết học sinh đó thích môn Toán, là $\dfrac{1}{2}$.`,
          false,
        ],
      ],
      String.raw`$P(\text{nam} \mid \text{Toán}) = \dfrac{5}{15} = \dfrac{1}{3}$.`,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['Bài toán thực tế'],
    question: trueFalse(
      'ADVANCED',
      'Một nhà máy có hai phân xưởng I và II, sản xuất lần lượt 60% và 40% tổng số sản phẩm. Tỉ lệ phế phẩm của phân xưởng I là 3%, của phân xưởng II là 5%. Lấy ngẫu nhiên một sản phẩm của nhà máy.',
      [
        [String.raw`Xác suất lấy được phế phẩm là $0{,}038$.`, true],
        [
          String.raw`Biết sản phẩm lấy được là phế phẩm, xác suất nó do phân xưởng I sản xuất lớn hơn $0{,}5$.`,
          false,
        ],
        [String.raw`Xác suất sản phẩm do phân xưởng II sản xuất và là phế phẩm bằng $0{,}02$.`, true],
        [String.raw`Xác suất sản phẩm lấy được không phải phế phẩm là $0{,}962$.`, true],
      ],
      String.raw`$P(\text{I} \mid \text{phế phẩm}) = \dfrac{0{,}018}{0{,}038} \approx 0{,}47$ (công thức Bayes).`,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['Ôn tập chương'],
    question: short(
      'APPLY',
      'Gieo đồng thời hai con xúc xắc cân đối và đồng chất. Tính xác suất để tổng số chấm trên hai mặt bằng 7 (làm tròn đến hàng phần trăm).',
      '0,17',
      String.raw`Có 6 kết quả thuận lợi trong 36: $\dfrac{6}{36} \approx 0{,}17$.`,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['THPT 2025'],
    question: short(
      'APPLY',
      String.raw`Cho $P(A) = 0{,}3$, $P(B \mid A) = 0{,}6$ và $P(B \mid \overline{A}) = 0{,}2$. Tính $P(B)$.`,
      '0,32',
      String.raw`$P(B) = 0{,}3 \cdot 0{,}6 + 0{,}7 \cdot 0{,}2 = 0{,}32$.`,
    ),
  },
  {
    chapter: 'Xác suất',
    tags: ['Bài toán thực tế', 'THPT 2025'],
    question: short(
      'ADVANCED',
      'Tỉ lệ người mắc bệnh X trong một cộng đồng là 2%. Một xét nghiệm cho kết quả dương tính với 95% người mắc bệnh và với 10% người không mắc bệnh. Một người có kết quả dương tính; tính xác suất người đó thực sự mắc bệnh (làm tròn đến hàng phần trăm).',
      '0,16',
      String.raw`$P = \dfrac{0{,}02 \cdot 0{,}95}{0{,}117} \approx 0{,}16$.`,
    ),
  },
];

const statistics: DemoQuestion[] = [
  {
    chapter: 'Thống kê – Mẫu số liệu ghép nhóm',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Một mẫu số liệu ghép nhóm có các nhóm $[40; 45)$, $[45; 50)$, $[50; 55)$, $[55; 60)$, $[60; 65)$. Khoảng biến thiên của mẫu số liệu là`,
      ['$25$', '$20$', '$5$', '$65$'],
      0,
      '$65 - 40 = 25$.',
    ),
  },
  {
    chapter: 'Thống kê – Mẫu số liệu ghép nhóm',
    tags: ['Ôn tập chương'],
    question: choice(
      'UNDERSTAND',
      'Một mẫu số liệu có phương sai bằng 4. Độ lệch chuẩn của mẫu số liệu đó bằng',
      ['$2$', '$16$', '$4$', String.raw`$\sqrt{2}$`],
      0,
    ),
  },
  {
    chapter: 'Thống kê – Mẫu số liệu ghép nhóm',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      `${GROUPED_INTRO}Số trung bình của mẫu số liệu ghép nhóm trên là`,
      ['$15$', '$10$', '$20$', '$12{,}5$'],
      0,
      String.raw`$\bar{x} = \dfrac{5 \cdot 5 + 10 \cdot 15 + 5 \cdot 25}{20} = 15$.`,
    ),
  },
  {
    chapter: 'Thống kê – Mẫu số liệu ghép nhóm',
    tags: ['THPT 2025', 'Đề minh hoạ'],
    question: trueFalse(
      'UNDERSTAND',
      GROUPED_INTRO,
      [
        ['Cỡ mẫu là $20$.', true],
        ['Số trung bình của mẫu số liệu là $15$.', true],
        ['Phương sai của mẫu số liệu bằng $50$.', true],
        [String.raw`Nhóm chứa mốt là $[20; 30)$.`, false],
      ],
      String.raw`$s^2 = \dfrac{5 \cdot 25 + 10 \cdot 225 + 5 \cdot 625}{20} - 15^2 = 275 - 225 = 50$. Nhóm chứa mốt là $[10; 20)$.`,
    ),
  },
  {
    chapter: 'Thống kê – Mẫu số liệu ghép nhóm',
    tags: ['THPT 2025'],
    question: short(
      'APPLY',
      `${GROUPED_INTRO}Tính độ lệch chuẩn của mẫu số liệu (làm tròn đến hàng phần mười).`,
      '7,1',
      String.raw`$s = \sqrt{50} \approx 7{,}07$.`,
    ),
  },
  {
    chapter: 'Thống kê – Mẫu số liệu ghép nhóm',
    tags: ['Ôn tập chương'],
    question: short(
      'UNDERSTAND',
      `${GROUPED_INTRO}Tính khoảng tứ phân vị của mẫu số liệu.`,
      '10',
      String.raw`$Q_1 = 0 + \dfrac{5 - 0}{5} \cdot 10 = 10$, $Q_3 = 10 + \dfrac{15 - 5}{10} \cdot 10 = 20$, $\Delta_Q = 10$.`,
    ),
  },
];

const exponentials: DemoQuestion[] = [
  {
    chapter: 'Mũ – Logarit',
    tags: ['Ôn tập chương'],
    question: choice(
      'RECALL',
      String.raw`Tập xác định của hàm số $y = \log_2(x - 1)$ là`,
      [
        String.raw`$(1; +\infty)$`,
        String.raw`$[1; +\infty)$`,
        String.raw`$\mathbb{R}$`,
        String.raw`$(0; +\infty)$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Mũ – Logarit',
    tags: ['Đề minh hoạ'],
    question: choice(
      'RECALL',
      String.raw`Nghiệm của phương trình $2^{x - 1} = 8$ là`,
      ['$x = 4$', '$x = 3$', '$x = 2$', '$x = 5$'],
      0,
      String.raw`$2^{x - 1} = 2^3 \Leftrightarrow x = 4$.`,
    ),
  },
  {
    chapter: 'Mũ – Logarit',
    tags: ['Ôn tập chương'],
    question: choice(
      'UNDERSTAND',
      String.raw`Với $a$ là số thực dương tuỳ ý, $\log_2(4a)$ bằng`,
      [
        String.raw`$2 + \log_2 a$`,
        String.raw`$4\log_2 a$`,
        String.raw`$2\log_2 a$`,
        String.raw`$4 + \log_2 a$`,
      ],
      0,
    ),
  },
  {
    chapter: 'Mũ – Logarit',
    tags: ['THPT 2025'],
    question: choice(
      'UNDERSTAND',
      String.raw`Tập nghiệm của bất phương trình $\log_3(2x - 1) < 2$ là`,
      [
        String.raw`$\left(\dfrac{1}{2}; 5\right)$`,
        String.raw`$(-\infty; 5)$`,
        String.raw`$(5; +\infty)$`,
        String.raw`$(0; 5)$`,
      ],
      0,
      String.raw`$0 < 2x - 1 < 9 \Leftrightarrow \dfrac{1}{2} < x < 5$.`,
    ),
  },
  {
    chapter: 'Mũ – Logarit',
    tags: ['THPT 2025'],
    question: trueFalse(
      'APPLY',
      String.raw`Cho phương trình $4^x - 5 \cdot 2^x + 4 = 0$.`,
      [
        [String.raw`Đặt $t = 2^x$ $(t > 0)$, phương trình trở thành $t^2 - 5t + 4 = 0$.`, true],
        ['Phương trình có hai nghiệm phân biệt.', true],
        ['Tổng các nghiệm của phương trình bằng $5$.', false],
        ['Tích các nghiệm của phương trình bằng $0$.', true],
      ],
      String.raw`$t = 1$ hoặc $t = 4$, tức $x = 0$ hoặc $x = 2$.`,
    ),
  },
  {
    chapter: 'Mũ – Logarit',
    tags: ['Bài toán thực tế', 'THPT 2025'],
    question: short(
      'APPLY',
      'Một người gửi 100 triệu đồng vào ngân hàng với lãi suất 6%/năm theo hình thức lãi kép. Sau ít nhất bao nhiêu năm người đó nhận được số tiền (cả vốn lẫn lãi) không dưới 150 triệu đồng?',
      '7',
      String.raw`$100 \cdot 1{,}06^n \ge 150 \Leftrightarrow n \ge \log_{1{,}06} 1{,}5 \approx 6{,}96$.`,
    ),
  },
  {
    chapter: 'Mũ – Logarit',
    tags: ['Ôn tập chương'],
    question: short('UNDERSTAND', String.raw`Tính giá trị biểu thức $\log_2 8 + \log_3 9$.`, '5'),
  },
];

export const DEMO_QUESTIONS: DemoQuestion[] = [
  ...derivatives,
  ...integrals,
  ...geometry,
  ...probability,
  ...statistics,
  ...exponentials,
];
