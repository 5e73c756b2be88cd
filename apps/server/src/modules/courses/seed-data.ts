/*
 * The demo courses (issue 10): three ONLINE maths courses by giaovien01, each with thematics and
 * lessons in their chain order. Names are what other seeds look lessons up by (see seed.ts).
 */

export type LessonSeed = {
  name: string;
  /** A free preview anyone may open. */
  isFree?: boolean;
  /** Released this many days from the seed (in the future: hidden from students until then). */
  releaseInDays?: number;
  /** Exercise lines of the lesson's PDF (its answer PDF holds one answer per line). */
  exercises: string[];
  answers: string[];
};
export type ThematicSeed = { name: string; description: string; lessons: LessonSeed[] };
export type CourseSeed = {
  name: string;
  category: string;
  extraCategory?: string;
  /** The catalogue combo whose picture the course reuses as its cover. */
  coverFromCombo: string;
  rootPrice: number;
  salePrice: number;
  target: string;
  summary: string;
  content: string;
  groupUrl: string;
  assistantUrl: string;
  thematics: ThematicSeed[];
};

const lesson = (
  name: string,
  exercises: string[],
  answers: string[],
  extra: Partial<LessonSeed> = {},
): LessonSeed => ({
  name,
  exercises,
  answers,
  ...extra,
});

export const COURSE_GROUP_NAME = 'Lớp Toán THPT – Thầy Minh';

export const DEMO_COURSES: CourseSeed[] = [
  {
    name: 'Toán 10 – Nền tảng THPT',
    category: 'Toán 10',
    coverFromCombo: 'Combo Toán 10 – Nền tảng vững chắc',
    rootPrice: 1_200_000,
    salePrice: 790_000,
    target: 'Học sinh lớp 10 muốn học chắc chương trình mới ngay từ đầu năm.',
    summary: 'Mệnh đề – tập hợp, hàm số bậc hai, vectơ và hệ thức lượng trong tam giác.',
    content:
      '<p>Khoá học giúp học sinh lớp 10 làm quen cách học Toán THPT: mỗi bài có video, phiếu bài tập PDF và phiếu đáp án tự chấm.</p><p>Ví dụ: hàm số $y = x^2 - 4x + 3$ có đỉnh $I(2; -1)$.</p>',
    groupUrl: 'https://zalo.me/g/toanhay-toan10',
    assistantUrl: 'https://m.me/toanhay.trogiang',
    thematics: [
      {
        name: 'Chương 1. Mệnh đề và tập hợp',
        description: 'Mệnh đề, tập hợp và các phép toán trên tập hợp.',
        lessons: [
          lesson(
            'Bài 1. Mệnh đề',
            ['Câu 1. Câu nào là mệnh đề?', 'Câu 2. Phủ định của "x > 2"'],
            ['1. B', '2. x <= 2'],
            { isFree: true },
          ),
          lesson('Bài 2. Tập hợp', ['Câu 1. Liệt kê A = {x ∈ N | x < 4}'], ['1. {0; 1; 2; 3}']),
          lesson(
            'Bài 3. Các phép toán tập hợp',
            ['Câu 1. Tìm A ∩ B với A = (1; 5), B = [3; 7]'],
            ['1. [3; 5)'],
          ),
        ],
      },
      {
        name: 'Chương 2. Hàm số bậc hai',
        description: 'Đồ thị parabol, chiều biến thiên và bài toán thực tế.',
        lessons: [
          lesson('Bài 1. Hàm số và đồ thị', ['Câu 1. Tập xác định của y = √(x − 1)'], ['1. [1; +∞)']),
          lesson('Bài 2. Hàm số bậc hai', ['Câu 1. Đỉnh của y = x² − 4x + 3'], ['1. I(2; −1)']),
          lesson('Bài 3. Dấu của tam thức bậc hai', ['Câu 1. Giải x² − 5x + 4 < 0'], ['1. (1; 4)']),
        ],
      },
      {
        name: 'Chương 3. Vectơ',
        description: 'Vectơ, tổng hiệu, tích với một số và tích vô hướng.',
        lessons: [
          lesson(
            'Bài 1. Khái niệm vectơ',
            ['Câu 1. Hai vectơ bằng nhau khi nào?'],
            ['1. Cùng hướng và cùng độ dài'],
          ),
          lesson('Bài 2. Tổng và hiệu hai vectơ', ['Câu 1. Quy tắc hình bình hành'], ['1. AB + AD = AC']),
          lesson('Bài 3. Tích vô hướng', ['Câu 1. Tính a·b với |a| = 2, |b| = 3, góc 60°'], ['1. 3'], {
            releaseInDays: 14,
          }),
        ],
      },
    ],
  },
  {
    name: 'Toán 11 – Chinh phục lượng giác và giới hạn',
    category: 'Toán 11',
    coverFromCombo: 'Combo Hình học không gian từ A đến Z',
    rootPrice: 1_500_000,
    salePrice: 990_000,
    target: 'Học sinh lớp 11 cần nắm vững lượng giác, dãy số và giới hạn.',
    summary: 'Hàm số lượng giác, dãy số – cấp số, giới hạn và quan hệ song song trong không gian.',
    content:
      '<p>Lộ trình 4 chương bám sát sách giáo khoa mới, có bài kiểm tra cuối mỗi chương.</p><p>Công thức cần nhớ: $\\sin^2 x + \\cos^2 x = 1$.</p>',
    groupUrl: 'https://zalo.me/g/toanhay-toan11',
    assistantUrl: 'https://m.me/toanhay.trogiang',
    thematics: [
      {
        name: 'Chương 1. Hàm số lượng giác',
        description: 'Góc lượng giác, công thức và phương trình lượng giác.',
        lessons: [
          lesson('Bài 1. Góc lượng giác', ['Câu 1. Đổi 60° sang radian'], ['1. π/3'], { isFree: true }),
          lesson('Bài 2. Công thức lượng giác', ['Câu 1. sin 2x = ?'], ['1. 2 sin x cos x']),
          lesson(
            'Bài 3. Phương trình lượng giác cơ bản',
            ['Câu 1. Giải sin x = 1/2'],
            ['1. x = π/6 + k2π; x = 5π/6 + k2π'],
          ),
        ],
      },
      {
        name: 'Chương 2. Dãy số và cấp số',
        description: 'Dãy số, cấp số cộng và cấp số nhân.',
        lessons: [
          lesson('Bài 1. Dãy số', ['Câu 1. Số hạng thứ 5 của uₙ = 2n + 1'], ['1. 11']),
          lesson('Bài 2. Cấp số cộng', ['Câu 1. u₁ = 3, d = 2. Tìm u₁₀'], ['1. 21']),
          lesson('Bài 3. Cấp số nhân', ['Câu 1. u₁ = 2, q = 3. Tìm u₄'], ['1. 54']),
        ],
      },
      {
        name: 'Chương 3. Giới hạn',
        description: 'Giới hạn dãy số, giới hạn hàm số và hàm số liên tục.',
        lessons: [
          lesson('Bài 1. Giới hạn của dãy số', ['Câu 1. lim (2n + 1)/(n + 3)'], ['1. 2']),
          lesson('Bài 2. Giới hạn của hàm số', ['Câu 1. lim x→1 (x² − 1)/(x − 1)'], ['1. 2']),
          lesson('Bài 3. Hàm số liên tục', ['Câu 1. Hàm đa thức liên tục trên đâu?'], ['1. Trên R']),
        ],
      },
    ],
  },
  {
    name: 'Toán 12 – Luyện thi THPT Quốc gia',
    category: 'Toán 12',
    extraCategory: 'Luyện thi THPT Quốc gia',
    coverFromCombo: 'Combo Toán 12 – Chinh phục điểm 9+',
    rootPrice: 2_400_000,
    salePrice: 1_490_000,
    target: 'Học sinh lớp 12 ôn thi tốt nghiệp THPT và xét tuyển đại học.',
    summary: 'Khảo sát hàm số, mũ – logarit, nguyên hàm – tích phân và luyện đề theo cấu trúc mới.',
    content:
      '<p>Khoá học tổng ôn toàn bộ chương trình Toán 12 và luyện đề theo cấu trúc đề thi tốt nghiệp THPT mới.</p><p>$$\\int_0^2 (3x^2 - 2x)\\,dx = 4$$</p>',
    groupUrl: 'https://zalo.me/g/toanhay-toan12',
    assistantUrl: 'https://m.me/toanhay.trogiang',
    thematics: [
      {
        name: 'Chương 1. Ứng dụng đạo hàm',
        description: 'Tính đơn điệu, cực trị, giá trị lớn nhất – nhỏ nhất và tiệm cận.',
        lessons: [
          lesson(
            'Bài 1. Tính đơn điệu của hàm số',
            ['Câu 1. Hàm y = x³ − 3x đồng biến trên khoảng nào?'],
            ['1. (−∞; −1) và (1; +∞)'],
            { isFree: true },
          ),
          lesson('Bài 2. Cực trị của hàm số', ['Câu 1. Điểm cực đại của y = x³ − 3x'], ['1. x = −1']),
          lesson(
            'Bài 3. Giá trị lớn nhất và nhỏ nhất',
            ['Câu 1. Max của y = −x² + 4x trên [0; 3]'],
            ['1. 4'],
          ),
          lesson('Bài 4. Đường tiệm cận', ['Câu 1. Tiệm cận đứng của y = (2x + 1)/(x − 1)'], ['1. x = 1']),
        ],
      },
      {
        name: 'Chương 2. Mũ và logarit',
        description: 'Luỹ thừa, logarit, hàm số mũ – logarit và phương trình.',
        lessons: [
          lesson('Bài 1. Luỹ thừa và logarit', ['Câu 1. log₂ 8 = ?'], ['1. 3']),
          lesson('Bài 2. Phương trình mũ', ['Câu 1. Giải 2^x = 16'], ['1. x = 4']),
          lesson('Bài 3. Phương trình logarit', ['Câu 1. Giải log₃ (x − 1) = 2'], ['1. x = 10']),
        ],
      },
      {
        name: 'Chương 3. Nguyên hàm và tích phân',
        description: 'Nguyên hàm, tích phân và ứng dụng tính diện tích.',
        lessons: [
          lesson('Bài 1. Nguyên hàm', ['Câu 1. ∫ 2x dx'], ['1. x² + C']),
          lesson('Bài 2. Tích phân', ['Câu 1. ∫₀² (3x² − 2x) dx'], ['1. 4']),
          lesson('Bài 3. Ứng dụng tích phân', ['Câu 1. Diện tích giữa y = x² và y = x'], ['1. 1/6']),
        ],
      },
      {
        name: 'Chương 4. Luyện đề tổng hợp',
        description: 'Đề thi thử theo cấu trúc mới, chữa chi tiết.',
        lessons: [
          lesson(
            'Đề 1. Đề thi thử số 1',
            ['Câu 1–12. Trắc nghiệm nhiều lựa chọn'],
            ['1. A  2. C  3. B  4. D'],
          ),
          lesson(
            'Đề 2. Đề thi thử số 2',
            ['Câu 1–12. Trắc nghiệm nhiều lựa chọn'],
            ['1. B  2. B  3. A  4. C'],
          ),
          lesson(
            'Đề 3. Đề thi thử số 3',
            ['Câu 1–12. Trắc nghiệm nhiều lựa chọn'],
            ['1. D  2. A  3. C  4. B'],
            { releaseInDays: 30 },
          ),
        ],
      },
    ],
  },
];

/** Students of Toán 11 are offered Toán 12 at this price (an upsell in their learning screen). */
export const SALE_OFFER = {
  from: 'Toán 11 – Chinh phục lượng giác và giới hạn',
  offered: 'Toán 12 – Luyện thi THPT Quốc gia',
  salePrice: 1_190_000,
};
/** The catalogue combo that bundles two demo courses. */
/** The courses each demo combo bundles (every combo has some, so each can be bought). */
export const COMBO_LINKS = [
  {
    combo: 'Combo Luyện thi THPT Quốc gia trọn gói',
    courses: ['Toán 11 – Chinh phục lượng giác và giới hạn', 'Toán 12 – Luyện thi THPT Quốc gia'],
  },
  {
    combo: 'Combo Toán 12 – Chinh phục điểm 9+',
    courses: ['Toán 12 – Luyện thi THPT Quốc gia', 'Toán 11 – Chinh phục lượng giác và giới hạn'],
  },
  {
    combo: 'Combo Hình học không gian từ A đến Z',
    courses: ['Toán 11 – Chinh phục lượng giác và giới hạn', 'Toán 12 – Luyện thi THPT Quốc gia'],
  },
  {
    combo: 'Combo Toán 10 – Nền tảng vững chắc',
    courses: ['Toán 10 – Nền tảng THPT', 'Toán 11 – Chinh phục lượng giác và giới hạn'],
  },
];
/** `hocsinh01` studies this course (source ADMIN). */
export const ENROLLED_DEMO = { username: 'hocsinh01', course: 'Toán 12 – Luyện thi THPT Quốc gia' };
