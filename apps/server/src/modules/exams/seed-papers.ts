import type { QuestionDifficulty } from '@tutor/contract/question-input';

/*
 * Demo papers in the THPT 2025 maths format: PHẦN I 12 multiple choice, PHẦN II 4 true/false groups,
 * PHẦN III 6 short answers (values that fit the sheet's 4 boxes). Maths is LaTeX between $…$ / \(…\),
 * rendered by KaTeX. Keys follow question-input.ts (4 options with one correct; 4 statements; 1–5
 * accepted values). The chapter tests reuse questions of the bank by paper and number.
 */

export type SeedQuestion =
  | {
      type: 'CHOICE';
      content: string;
      options: [string, string, string, string];
      /** 0…3 = A…D. */
      correct: 0 | 1 | 2 | 3;
      solution: string;
      difficulty: QuestionDifficulty;
    }
  | {
      type: 'TRUE_FALSE';
      content: string;
      statements: [[string, boolean], [string, boolean], [string, boolean], [string, boolean]];
      solution: string;
      difficulty: QuestionDifficulty;
    }
  | { type: 'SHORT'; content: string; accepted: string[]; solution: string; difficulty: QuestionDifficulty };

const p = (text: string) => `<p>${text}</p>`;

export const PAPER_ONE: SeedQuestion[] = [
  // PHẦN I
  {
    type: 'CHOICE',
    content: p(
      "Cho hàm số $y = f(x)$ có đạo hàm $f'(x) = (x-1)(x+2)^2$. Hàm số đã cho đồng biến trên khoảng nào dưới đây?",
    ),
    options: ['$(-\\infty; -2)$', '$(-2; 1)$', '$(1; +\\infty)$', '$(-\\infty; 1)$'],
    correct: 2,
    solution: p("$f'(x) > 0 \\iff x > 1$ (vì $(x+2)^2 \\ge 0$). Hàm số đồng biến trên $(1; +\\infty)$."),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Nguyên hàm của hàm số $f(x) = 3x^2 + \\sin x$ là'),
    options: ['$x^3 + \\cos x + C$', '$x^3 - \\cos x + C$', '$6x + \\cos x + C$', '$x^3 - \\sin x + C$'],
    correct: 1,
    solution: p('$\\int (3x^2 + \\sin x)\\,dx = x^3 - \\cos x + C$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Tiệm cận ngang của đồ thị hàm số $y = \\dfrac{2x - 1}{x + 3}$ là đường thẳng'),
    options: ['$y = -3$', '$y = 2$', '$x = -3$', '$y = -\\dfrac{1}{3}$'],
    correct: 1,
    solution: p('$\\lim_{x \\to \\pm\\infty} \\dfrac{2x-1}{x+3} = 2$ nên tiệm cận ngang là $y = 2$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Trong không gian $Oxyz$, cho $\\vec{u} = (1; -2; 2)$. Độ dài của $\\vec{u}$ bằng'),
    options: ['$3$', '$9$', '$\\sqrt{5}$', '$5$'],
    correct: 0,
    solution: p('$|\\vec{u}| = \\sqrt{1 + 4 + 4} = 3$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Tập nghiệm của bất phương trình $\\log_2 (x - 1) < 3$ là'),
    options: ['$(1; 9)$', '$(-\\infty; 9)$', '$(1; 7)$', '$(9; +\\infty)$'],
    correct: 0,
    solution: p('Điều kiện $x > 1$; $\\log_2(x-1) < 3 \\iff x - 1 < 8 \\iff x < 9$. Vậy $S = (1; 9)$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p('Cho cấp số nhân $(u_n)$ có $u_1 = 3$ và công bội $q = 2$. Giá trị của $u_4$ bằng'),
    options: ['$24$', '$12$', '$48$', '$9$'],
    correct: 0,
    solution: p('$u_4 = u_1 q^3 = 3 \\cdot 8 = 24$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Tích phân $\\displaystyle\\int_0^1 e^{2x}\\,dx$ bằng'),
    options: ['$e^2 - 1$', '$\\dfrac{e^2 - 1}{2}$', '$2(e^2 - 1)$', '$\\dfrac{e^2}{2}$'],
    correct: 1,
    solution: p('$\\int_0^1 e^{2x}dx = \\left.\\dfrac{e^{2x}}{2}\\right|_0^1 = \\dfrac{e^2 - 1}{2}$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p('Trong không gian $Oxyz$, mặt phẳng $(P): 2x - y + 2z - 3 = 0$ có một vectơ pháp tuyến là'),
    options: ['$(2; 1; 2)$', '$(2; -1; -3)$', '$(2; -1; 2)$', '$(-1; 2; -3)$'],
    correct: 2,
    solution: p('Mặt phẳng $ax + by + cz + d = 0$ có vectơ pháp tuyến $(a; b; c) = (2; -1; 2)$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p(
      'Mẫu số liệu ghép nhóm về thời gian tự học (giờ/tuần) của 40 học sinh có khoảng biến thiên là bao nhiêu nếu các nhóm là $[0;4), [4;8), [8;12), [12;16)$?',
    ),
    options: ['$12$', '$16$', '$4$', '$15$'],
    correct: 1,
    solution: p('Khoảng biến thiên của mẫu ghép nhóm là $16 - 0 = 16$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p(
      'Cho hình chóp $S.ABCD$ có đáy là hình vuông cạnh $a$, $SA \\perp (ABCD)$ và $SA = a\\sqrt{2}$. Góc giữa $SC$ và mặt phẳng $(ABCD)$ bằng',
    ),
    options: ['$30^\\circ$', '$60^\\circ$', '$45^\\circ$', '$90^\\circ$'],
    correct: 2,
    solution: p('$AC = a\\sqrt{2} = SA$ nên $\\tan \\widehat{SCA} = 1$, góc bằng $45^\\circ$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p('Giá trị lớn nhất của hàm số $f(x) = x^3 - 3x + 2$ trên đoạn $[0; 2]$ bằng'),
    options: ['$2$', '$4$', '$0$', '$6$'],
    correct: 1,
    solution: p(
      "$f'(x) = 3x^2 - 3 = 0 \\iff x = 1$. $f(0) = 2$, $f(1) = 0$, $f(2) = 4$. Giá trị lớn nhất là $4$.",
    ),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p('Một hộp có 5 bi đỏ và 3 bi xanh. Lấy ngẫu nhiên 2 bi. Xác suất để lấy được 2 bi cùng màu là'),
    options: ['$\\dfrac{13}{28}$', '$\\dfrac{5}{14}$', '$\\dfrac{3}{28}$', '$\\dfrac{15}{28}$'],
    correct: 0,
    solution: p('$P = \\dfrac{C_5^2 + C_3^2}{C_8^2} = \\dfrac{10 + 3}{28} = \\dfrac{13}{28}$.'),
    difficulty: 'APPLY',
  },
  // PHẦN II
  {
    type: 'TRUE_FALSE',
    content: p('Cho hàm số $f(x) = x^3 - 3x^2 + 1$.'),
    statements: [
      ["$f'(x) = 3x^2 - 6x$.", true],
      ['Hàm số đạt cực đại tại $x = 2$.', false],
      ['Giá trị cực tiểu của hàm số bằng $-3$.', true],
      ['Phương trình $f(x) = 0$ có đúng hai nghiệm thực.', false],
    ],
    solution: p(
      "$f'(x) = 3x^2 - 6x = 0 \\iff x = 0$ hoặc $x = 2$. Cực đại tại $x = 0$ ($f = 1$), cực tiểu tại $x = 2$ ($f = -3$). Vì $1 > 0 > -3$ nên $f(x) = 0$ có 3 nghiệm.",
    ),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'TRUE_FALSE',
    content: p(
      'Trong không gian $Oxyz$, cho các điểm $A(1; 0; 2)$, $B(3; 2; 0)$ và mặt phẳng $(P): x + y + z - 3 = 0$.',
    ),
    statements: [
      ['Trung điểm của đoạn $AB$ là $I(2; 1; 1)$.', true],
      ['$\\overrightarrow{AB} = (2; 2; -2)$.', true],
      ['Điểm $A$ thuộc mặt phẳng $(P)$.', true],
      ['Khoảng cách từ $B$ đến $(P)$ bằng $\\sqrt{3}$.', false],
    ],
    solution: p(
      '$I(2;1;1)$, $\\overrightarrow{AB} = (2;2;-2)$, $1 + 0 + 2 - 3 = 0$ nên $A \\in (P)$. $d(B,(P)) = \\dfrac{|3+2+0-3|}{\\sqrt{3}} = \\dfrac{2}{\\sqrt{3}}$.',
    ),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'TRUE_FALSE',
    content: p(
      'Một xe ô tô đang chạy với vận tốc $20$ m/s thì hãm phanh, chuyển động chậm dần đều với vận tốc $v(t) = 20 - 5t$ (m/s), $t$ tính bằng giây.',
    ),
    statements: [
      ['Xe dừng hẳn sau $4$ giây kể từ lúc hãm phanh.', true],
      ['Quãng đường xe đi được trong giây đầu tiên là $17{,}5$ m.', true],
      ['Quãng đường xe đi được từ lúc hãm phanh đến khi dừng là $80$ m.', false],
      ['Vận tốc trung bình trong thời gian hãm phanh là $10$ m/s.', true],
    ],
    solution: p(
      '$v = 0 \\iff t = 4$. $s(1) = \\int_0^1 (20 - 5t)dt = 17{,}5$. $s = \\int_0^4 (20-5t)dt = 40$ m, vận tốc trung bình $40/4 = 10$ m/s.',
    ),
    difficulty: 'APPLY',
  },
  {
    type: 'TRUE_FALSE',
    content: p(
      'Một lớp có $60\\%$ học sinh thích môn Toán. Trong số học sinh thích Toán, $70\\%$ đạt điểm giỏi; trong số không thích Toán, $20\\%$ đạt điểm giỏi. Chọn ngẫu nhiên một học sinh.',
    ),
    statements: [
      ['Xác suất học sinh đó không thích Toán là $0{,}4$.', true],
      ['Xác suất học sinh đó đạt điểm giỏi là $0{,}5$.', true],
      ['Biết học sinh đó đạt điểm giỏi, xác suất em thích Toán là $0{,}84$.', true],
      ['Xác suất học sinh đó thích Toán và không đạt điểm giỏi là $0{,}3$.', false],
    ],
    solution: p(
      '$P(G) = 0{,}6 \\cdot 0{,}7 + 0{,}4 \\cdot 0{,}2 = 0{,}5$. $P(T \\mid G) = 0{,}42 / 0{,}5 = 0{,}84$. $P(T \\cap \\bar G) = 0{,}6 \\cdot 0{,}3 = 0{,}18$.',
    ),
    difficulty: 'APPLY',
  },
  // PHẦN III
  {
    type: 'SHORT',
    content: p(
      "Cho hình lăng trụ đứng $ABC.A'B'C'$ có đáy là tam giác vuông cân tại $A$, $AB = 2$, $AA' = 3$. Tính thể tích khối lăng trụ.",
    ),
    accepted: ['6'],
    solution: p("$V = S_{ABC} \\cdot AA' = \\dfrac{1}{2} \\cdot 2 \\cdot 2 \\cdot 3 = 6$."),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'SHORT',
    content: p(
      'Tính diện tích hình phẳng giới hạn bởi đồ thị $y = x^2 - 2x$ và trục hoành (làm tròn đến hàng phần trăm).',
    ),
    accepted: ['1,33'],
    solution: p('$S = \\int_0^2 |x^2 - 2x|\\,dx = \\dfrac{4}{3} \\approx 1{,}33$.'),
    difficulty: 'APPLY',
  },
  {
    type: 'SHORT',
    content: p(
      'Một doanh nghiệp sản xuất $x$ sản phẩm mỗi ngày ($0 < x \\le 100$) với lợi nhuận $P(x) = -x^2 + 80x - 700$ (nghìn đồng). Mỗi ngày nên sản xuất bao nhiêu sản phẩm để lợi nhuận lớn nhất?',
    ),
    accepted: ['40'],
    solution: p("$P'(x) = -2x + 80 = 0 \\iff x = 40$; $P$ đạt lớn nhất tại $x = 40$."),
    difficulty: 'APPLY',
  },
  {
    type: 'SHORT',
    content: p(
      'Trong không gian $Oxyz$, tính khoảng cách từ gốc toạ độ $O$ đến mặt phẳng $(P): 2x - 2y + z - 6 = 0$.',
    ),
    accepted: ['2'],
    solution: p('$d = \\dfrac{|-6|}{\\sqrt{4 + 4 + 1}} = 2$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'SHORT',
    content: p(
      'Gieo hai con xúc xắc cân đối. Tính xác suất để tổng số chấm bằng $7$ (làm tròn đến hàng phần trăm).',
    ),
    accepted: ['0,17'],
    solution: p('Có 6 kết quả thuận lợi trên 36: $P = \\dfrac{1}{6} \\approx 0{,}17$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'SHORT',
    content: p("Cho hàm số $f(x) = \\ln(x^2 + 1)$. Tính $f'(1) - f'(-1)$."),
    accepted: ['2'],
    solution: p("$f'(x) = \\dfrac{2x}{x^2 + 1}$ nên $f'(1) = 1$, $f'(-1) = -1$, hiệu bằng $2$."),
    difficulty: 'ADVANCED',
  },
];

export const PAPER_TWO: SeedQuestion[] = [
  // PHẦN I
  {
    type: 'CHOICE',
    content: p('Hàm số nào dưới đây nghịch biến trên $\\mathbb{R}$?'),
    options: ['$y = x^3 + x$', '$y = -x^3 - 2x + 1$', '$y = \\dfrac{x-1}{x+1}$', '$y = x^4 - x^2$'],
    correct: 1,
    solution: p("$y' = -3x^2 - 2 < 0$ với mọi $x$."),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Với $a$ là số thực dương tuỳ ý, $\\log_3 (9a)$ bằng'),
    options: ['$2 + \\log_3 a$', '$2\\log_3 a$', '$9 + \\log_3 a$', '$3\\log_3 a$'],
    correct: 0,
    solution: p('$\\log_3(9a) = \\log_3 9 + \\log_3 a = 2 + \\log_3 a$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p(
      'Cho $\\displaystyle\\int_1^3 f(x)\\,dx = 5$. Giá trị của $\\displaystyle\\int_1^3 [2f(x) - 1]\\,dx$ bằng',
    ),
    options: ['$9$', '$8$', '$10$', '$7$'],
    correct: 1,
    solution: p('$2 \\cdot 5 - (3 - 1) = 8$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p('Trong không gian $Oxyz$, mặt cầu $(S): (x-1)^2 + (y+2)^2 + z^2 = 9$ có tâm và bán kính là'),
    options: [
      '$I(1; -2; 0)$, $R = 3$',
      '$I(-1; 2; 0)$, $R = 3$',
      '$I(1; -2; 0)$, $R = 9$',
      '$I(-1; 2; 0)$, $R = 9$',
    ],
    correct: 0,
    solution: p('Tâm $I(1; -2; 0)$, bán kính $R = \\sqrt{9} = 3$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Nghiệm của phương trình $2^{x - 1} = 8$ là'),
    options: ['$x = 3$', '$x = 4$', '$x = 2$', '$x = 5$'],
    correct: 1,
    solution: p('$2^{x-1} = 2^3 \\iff x = 4$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Cho cấp số cộng $(u_n)$ có $u_1 = 2$, $u_5 = 14$. Công sai của cấp số cộng bằng'),
    options: ['$4$', '$3$', '$2{,}8$', '$12$'],
    correct: 1,
    solution: p('$u_5 = u_1 + 4d \\Rightarrow 14 = 2 + 4d \\Rightarrow d = 3$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Đồ thị hàm số $y = \\dfrac{x + 1}{x - 2}$ cắt trục tung tại điểm có tung độ bằng'),
    options: ['$-\\dfrac{1}{2}$', '$\\dfrac{1}{2}$', '$-1$', '$2$'],
    correct: 0,
    solution: p('$x = 0 \\Rightarrow y = \\dfrac{1}{-2} = -\\dfrac{1}{2}$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p(
      'Trong không gian $Oxyz$, đường thẳng $d: \\dfrac{x-1}{2} = \\dfrac{y+1}{-1} = \\dfrac{z}{3}$ đi qua điểm nào dưới đây?',
    ),
    options: ['$M(2; -1; 3)$', '$N(1; -1; 0)$', '$P(-1; 1; 0)$', '$Q(1; 1; 3)$'],
    correct: 1,
    solution: p('Thay $N(1; -1; 0)$: các tỉ số đều bằng $0$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p('Số trung bình của mẫu số liệu $3, 5, 7, 9, 11$ bằng'),
    options: ['$5$', '$7$', '$9$', '$35$'],
    correct: 1,
    solution: p('$\\bar x = \\dfrac{35}{5} = 7$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'CHOICE',
    content: p(
      "Cho hình lập phương $ABCD.A'B'C'D'$ cạnh $a$. Khoảng cách giữa hai đường thẳng $AB$ và $C'D'$ bằng",
    ),
    options: ['$a$', '$a\\sqrt{2}$', '$a\\sqrt{3}$', '$\\dfrac{a\\sqrt{2}}{2}$'],
    correct: 1,
    solution: p(
      "Vì $AB \\parallel C'D'$ và $BC' \\perp AB$, $BC' \\perp C'D'$ nên khoảng cách bằng $BC' = a\\sqrt{2}$.",
    ),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p('Số điểm cực trị của hàm số $y = x^4 - 2x^2 + 3$ là'),
    options: ['$1$', '$2$', '$3$', '$0$'],
    correct: 2,
    solution: p("$y' = 4x^3 - 4x = 0 \\iff x \\in \\{-1; 0; 1\\}$, đổi dấu tại cả ba điểm."),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'CHOICE',
    content: p(
      'Gọi $S$ là diện tích hình phẳng giới hạn bởi $y = \\sqrt{x}$, $y = 0$, $x = 4$. Giá trị của $S$ là',
    ),
    options: ['$\\dfrac{16}{3}$', '$8$', '$\\dfrac{8}{3}$', '$4$'],
    correct: 0,
    solution: p('$S = \\int_0^4 \\sqrt{x}\\,dx = \\dfrac{2}{3} \\cdot 8 = \\dfrac{16}{3}$.'),
    difficulty: 'APPLY',
  },
  // PHẦN II
  {
    type: 'TRUE_FALSE',
    content: p('Cho hàm số $y = \\dfrac{x^2 - x + 1}{x - 1}$ có đồ thị $(C)$.'),
    statements: [
      ['Tập xác định của hàm số là $\\mathbb{R} \\setminus \\{1\\}$.', true],
      ['Đồ thị $(C)$ có tiệm cận đứng $x = 1$.', true],
      ['Đồ thị $(C)$ có tiệm cận xiên $y = x + 1$.', false],
      ['Hàm số có hai điểm cực trị.', true],
    ],
    solution: p(
      "$y = x + \\dfrac{1}{x - 1}$: tiệm cận xiên $y = x$; $y' = 1 - \\dfrac{1}{(x-1)^2} = 0 \\iff x = 0$ hoặc $x = 2$.",
    ),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'TRUE_FALSE',
    content: p('Trong không gian $Oxyz$, cho mặt phẳng $(P): x - 2y + 2z + 1 = 0$ và điểm $M(1; 1; 1)$.'),
    statements: [
      ['Khoảng cách từ $M$ đến $(P)$ bằng $\\dfrac{2}{3}$.', true],
      ['Mặt phẳng $(Q): x - 2y + 2z - 1 = 0$ song song với $(P)$.', true],
      ['Đường thẳng qua $M$ vuông góc với $(P)$ có vectơ chỉ phương $(1; -2; 2)$.', true],
      ['Hình chiếu vuông góc của $M$ lên $(P)$ là $(1; 1; -1)$.', false],
    ],
    solution: p(
      '$d = \\dfrac{|1 - 2 + 2 + 1|}{3} = \\dfrac{2}{3}$. Điểm $(1;1;-1)$ cho $1 - 2 - 2 + 1 = -2 \\ne 0$ nên không thuộc $(P)$.',
    ),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'TRUE_FALSE',
    content: p(
      'Lượng thuốc trong máu của một bệnh nhân sau $t$ giờ tiêm là $C(t) = 10\\,e^{-0{,}2t}$ (mg/l).',
    ),
    statements: [
      ['Ngay sau khi tiêm, lượng thuốc là $10$ mg/l.', true],
      ['Lượng thuốc giảm theo thời gian.', true],
      ['Sau $5$ giờ, lượng thuốc còn lại lớn hơn $4$ mg/l.', false],
      ['Lượng thuốc giảm còn một nửa sau khoảng $3{,}47$ giờ.', true],
    ],
    solution: p(
      '$C(5) = 10e^{-1} \\approx 3{,}68 < 4$. $e^{-0{,}2t} = 0{,}5 \\iff t = 5\\ln 2 \\approx 3{,}47$.',
    ),
    difficulty: 'APPLY',
  },
  {
    type: 'TRUE_FALSE',
    content: p(
      'Một bài kiểm tra trắc nghiệm có 10 câu, mỗi câu 4 phương án và chỉ một phương án đúng. Một học sinh chọn ngẫu nhiên mỗi câu một phương án.',
    ),
    statements: [
      ['Xác suất trả lời đúng một câu bất kì là $0{,}25$.', true],
      ['Xác suất học sinh sai cả 10 câu là $0{,}75^{10}$.', true],
      ['Xác suất học sinh đúng đúng 5 câu là $C_{10}^5 \\cdot 0{,}25^5$.', false],
      ['Số câu đúng trung bình (kì vọng) là $2{,}5$.', true],
    ],
    solution: p('Phân bố nhị thức $B(10; 0{,}25)$: $P(X = 5) = C_{10}^5 0{,}25^5 0{,}75^5$, $E(X) = 2{,}5$.'),
    difficulty: 'APPLY',
  },
  // PHẦN III
  {
    type: 'SHORT',
    content: p('Tính $\\displaystyle\\int_0^2 (3x^2 - 2x + 1)\\,dx$.'),
    accepted: ['6'],
    solution: p('$\\left[x^3 - x^2 + x\\right]_0^2 = 8 - 4 + 2 = 6$.'),
    difficulty: 'RECALL',
  },
  {
    type: 'SHORT',
    content: p(
      'Cho hình chóp đều $S.ABCD$ có cạnh đáy bằng $2$ và chiều cao bằng $3$. Tính thể tích khối chóp.',
    ),
    accepted: ['4'],
    solution: p('$V = \\dfrac{1}{3} \\cdot 4 \\cdot 3 = 4$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'SHORT',
    content: p('Tìm giá trị nhỏ nhất của hàm số $f(x) = x + \\dfrac{4}{x}$ trên khoảng $(0; +\\infty)$.'),
    accepted: ['4'],
    solution: p('Theo AM-GM, $x + \\dfrac{4}{x} \\ge 4$, dấu bằng khi $x = 2$.'),
    difficulty: 'APPLY',
  },
  {
    type: 'SHORT',
    content: p(
      'Một bể nước hình hộp chữ nhật không nắp có đáy là hình vuông, thể tích $4$ m³. Cạnh đáy bằng bao nhiêu mét để tốn ít vật liệu nhất?',
    ),
    accepted: ['2'],
    solution: p("$S = x^2 + \\dfrac{16}{x}$; $S' = 2x - \\dfrac{16}{x^2} = 0 \\iff x = 2$."),
    difficulty: 'ADVANCED',
  },
  {
    type: 'SHORT',
    content: p(
      'Trong không gian $Oxyz$, cho $A(1; 2; -1)$ và $B(3; 0; 1)$. Tính $\\overrightarrow{AB} \\cdot \\vec{u}$ với $\\vec{u} = (1; 1; -1)$.',
    ),
    accepted: ['-2'],
    solution: p('$\\overrightarrow{AB} = (2; -2; 2)$, tích vô hướng $2 - 2 - 2 = -2$.'),
    difficulty: 'UNDERSTAND',
  },
  {
    type: 'SHORT',
    content: p(
      'Xác suất để một học sinh giải được bài toán A là $0{,}6$, bài toán B là $0{,}5$ (độc lập). Tính xác suất học sinh giải được ít nhất một bài.',
    ),
    accepted: ['0,8', '0,80'],
    solution: p('$1 - 0{,}4 \\cdot 0{,}5 = 0{,}8$.'),
    difficulty: 'UNDERSTAND',
  },
];

/** Categories this seed adds; the catalogue seed's EXAM categories (the public menu's targets) are reused too. */
export const DEMO_EXAM_CATEGORIES = ['Đề thi thử THPT 2025', 'Đề kiểm tra chương'] as const;
const MOCK_MENU_CATEGORY = 'Thi thử THPT Quốc gia';

/** The two full papers: one a scheduled mock exam (results after it closes), one open any time. */
export const DEMO_PAPERS = [
  {
    name: 'Đề thi thử THPT 2025 môn Toán – Lần 1',
    categories: [DEMO_EXAM_CATEGORIES[0], MOCK_MENU_CATEGORY],
    questions: PAPER_ONE,
    description:
      '<p>Đề thi thử theo cấu trúc THPT 2025: <strong>PHẦN I</strong> 12 câu trắc nghiệm, <strong>PHẦN II</strong> 4 câu đúng/sai, <strong>PHẦN III</strong> 6 câu trả lời ngắn. Thời gian làm bài 90 phút.</p><p>Kết quả và lời giải được công bố sau khi kì thi thử kết thúc.</p>',
    mock: true,
  },
  {
    name: 'Đề luyện thi THPT 2025 môn Toán – Đề số 2',
    categories: [DEMO_EXAM_CATEGORIES[0], MOCK_MENU_CATEGORY],
    questions: PAPER_TWO,
    description:
      '<p>Đề luyện tập đủ 22 câu theo cấu trúc mới, làm bất cứ lúc nào, xem kết quả và lời giải ngay sau khi nộp bài.</p>',
    mock: false,
  },
] as const;

/** Chapter tests built from bank questions: [paper index, question number (1-based)]. */
export const DEMO_CHAPTER_TESTS = [
  {
    name: 'Kiểm tra 15 phút – Ứng dụng đạo hàm',
    duration: 15,
    categories: [DEMO_EXAM_CATEGORIES[1], 'Kiểm tra 15 phút'],
    picks: [
      [0, 1],
      [0, 3],
      [0, 11],
      [1, 1],
      [1, 11],
      [0, 13],
      [1, 19],
    ],
  },
  {
    name: 'Kiểm tra 45 phút – Toạ độ trong không gian',
    duration: 45,
    categories: [DEMO_EXAM_CATEGORIES[1], 'Kiểm tra giữa kỳ'],
    picks: [
      [0, 4],
      [0, 8],
      [1, 4],
      [1, 8],
      [0, 14],
      [1, 14],
      [0, 20],
      [1, 21],
    ],
  },
  {
    name: 'Kiểm tra chương – Nguyên hàm và tích phân',
    duration: 30,
    categories: [DEMO_EXAM_CATEGORIES[1]],
    picks: [
      [0, 2],
      [0, 7],
      [1, 3],
      [1, 12],
      [0, 15],
      [0, 18],
      [1, 17],
    ],
  },
] as const;
