import { BOOK_CATEGORIES } from './books-data';
import type { PdfSection } from './pdf';
import type { Motif } from './pictures';

/** Demo categories, tags, combos, documents, news, pages and website furniture. */

export type CategoryType = 'BOOK' | 'COURSE' | 'DOCUMENT' | 'EXAM' | 'IMAGE';

export const CATEGORIES: Record<CategoryType, Array<{ name: string; description: string }>> = {
  BOOK: BOOK_CATEGORIES.map((name) => ({
    name,
    description: `Sách tham khảo môn Toán – ${name.toLowerCase()}.`,
  })),
  COURSE: [
    { name: 'Toán 10', description: 'Khoá học bám sát chương trình Toán lớp 10.' },
    { name: 'Toán 11', description: 'Khoá học bám sát chương trình Toán lớp 11.' },
    { name: 'Toán 12', description: 'Khoá học bám sát chương trình Toán lớp 12.' },
    { name: 'Luyện thi THPT Quốc gia', description: 'Lộ trình ôn thi tốt nghiệp THPT và xét tuyển đại học.' },
    { name: 'Đánh giá năng lực', description: 'Tư duy định lượng cho các kỳ thi đánh giá năng lực.' },
  ],
  DOCUMENT: [
    { name: 'Đề thi thử', description: 'Đề thi thử tốt nghiệp THPT có đáp án.' },
    { name: 'Chuyên đề', description: 'Tài liệu theo chuyên đề, từ cơ bản đến nâng cao.' },
    { name: 'Công thức', description: 'Bảng công thức và sơ đồ tư duy.' },
    { name: 'Đề kiểm tra học kỳ', description: 'Đề kiểm tra giữa kỳ và cuối kỳ của các trường.' },
  ],
  EXAM: [
    { name: 'Thi thử THPT Quốc gia', description: 'Đề thi thử trực tuyến 90 phút, chấm điểm ngay.' },
    { name: 'Kiểm tra 15 phút', description: 'Bài kiểm tra ngắn theo từng bài học.' },
    { name: 'Kiểm tra giữa kỳ', description: 'Đề kiểm tra giữa học kỳ I và II.' },
    {
      name: 'Đánh giá năng lực',
      description: 'Bài thi mô phỏng phần Toán học của kỳ thi đánh giá năng lực.',
    },
  ],
  IMAGE: [
    { name: 'Hoạt động lớp học', description: 'Những buổi học trên lớp và ngoại khoá.' },
    { name: 'Thành tích học sinh', description: 'Giải thưởng và thành tích của học sinh ToánHay.' },
  ],
};

export const TAGS = [
  'Hình học',
  'Đại số',
  'Giải tích',
  'Xác suất',
  'Lượng giác',
  'Số phức',
  'Tổ hợp',
  'Ôn thi THPT',
];

export const FOLDERS = {
  covers: 'Bìa sách',
  slides: 'Slideshow',
  banners: 'Banner',
  news: 'Tin tức',
  gallery: 'Thư viện ảnh',
  combos: 'Combo khoá học',
  documents: 'Tài liệu',
} as const;

/**
 * The home slideshow. Title and subtitle are stored on the slide and drawn by the storefront over a
 * text-free picture, so they stay readable on a phone (text baked into a 1920 px picture shrinks to a
 * few pixels at 390 px, under the arrows).
 */
export const SLIDES: ReadonlyArray<{ title: string; subtitle: string; hue: number; motif: Motif }> = [
  {
    title: 'Bí quyết chinh phục Hình học không gian 12',
    subtitle: 'Sách mới – giảm 20% trong tháng này',
    hue: 225,
    motif: 'geometry',
  },
  {
    title: 'Combo Toán 12 – Chinh phục điểm 9+',
    subtitle: 'Ba khoá học trọn lộ trình, tiết kiệm gần 1 triệu đồng',
    hue: 345,
    motif: 'curve',
  },
  {
    title: 'Cấu trúc đề thi tốt nghiệp THPT từ năm 2025',
    subtitle: 'Những điều học sinh lớp 12 cần biết',
    hue: 170,
    motif: 'algebra',
  },
];

export type ComboSeed = {
  name: string;
  salePrice: number;
  rootPrice: number;
  summary: string;
  content: string;
  hue: number;
  motif: Motif;
};

export const COMBOS: ComboSeed[] = [
  {
    name: 'Combo Toán 12 – Chinh phục điểm 9+',
    salePrice: 1490000,
    rootPrice: 2400000,
    summary: 'Ba khoá Giải tích 12, Hình học 12 và Luyện đề, học trực tuyến trong 9 tháng.',
    content:
      '<p>Combo dành cho học sinh lớp 12 muốn đạt từ <strong>9 điểm</strong> trở lên trong kỳ thi tốt nghiệp THPT.</p><ul><li>Giải tích 12: hàm số, mũ – logarit, tích phân</li><li>Hình học 12: khối đa diện, mặt tròn xoay, Oxyz</li><li>Luyện 30 đề bám sát cấu trúc đề thi mới</li></ul><p>Ví dụ một câu vận dụng cao: tìm $m$ để hàm số $y = x^3 - 3mx^2 + 3(m^2 - 1)x$ đạt cực tiểu tại $x = 2$.</p>',
    hue: 215,
    motif: 'geometry',
  },
  {
    name: 'Combo Luyện thi THPT Quốc gia trọn gói',
    salePrice: 1990000,
    rootPrice: 3200000,
    summary: 'Tổng ôn kiến thức lớp 11–12, luyện đề và chữa đề trực tiếp hằng tuần.',
    content:
      '<p>Lộ trình ba giai đoạn: <em>tổng ôn</em>, <em>luyện dạng</em> và <em>luyện đề</em>, kèm buổi chữa đề trực tiếp tối thứ Bảy.</p><p>Mỗi tuần một đề thi thử chấm điểm tự động, báo cáo tiến độ gửi phụ huynh.</p><p>$$\\int_0^2 (3x^2 - 2x)\\,dx = 4$$</p>',
    hue: 10,
    motif: 'grid',
  },
  {
    name: 'Combo Hình học không gian từ A đến Z',
    salePrice: 890000,
    rootPrice: 1350000,
    summary: 'Quan hệ song song – vuông góc lớp 11 và khối đa diện – Oxyz lớp 12 trong một lộ trình.',
    content:
      '<p>Hình học không gian là phần nhiều học sinh e ngại nhất. Combo đi từ cách vẽ hình, dựng giao tuyến đến tính thể tích và khoảng cách.</p><p>Công thức quen thuộc: $V = \\frac{1}{3}Bh$ cho khối chóp và $V = Bh$ cho khối lăng trụ.</p>',
    hue: 160,
    motif: 'geometry',
  },
  {
    name: 'Combo Toán 10 – Nền tảng vững chắc',
    salePrice: 790000,
    rootPrice: 1200000,
    summary: 'Đại số, hình học và thống kê lớp 10 theo chương trình mới, có bài kiểm tra sau mỗi chương.',
    content:
      '<p>Giúp học sinh lớp 10 làm quen phương pháp học Toán THPT: mệnh đề, tập hợp, hàm số bậc hai, vectơ và thống kê.</p><p>Ví dụ: bất phương trình $x^2 - 5x + 4 < 0$ có tập nghiệm $(1; 4)$.</p>',
    hue: 290,
    motif: 'circles',
  },
];

export type DocumentSeed = {
  name: string;
  category: string;
  tags: string[];
  summary: string;
  /** Price for a paid document; 0 means free. */
  salePrice: number;
  downloads: number;
  sections: PdfSection[];
};

const mcq = (n: number, question: string, ...options: [string, string, string, string]) =>
  `Câu ${n}. ${question} A. ${options[0]}   B. ${options[1]}   C. ${options[2]}   D. ${options[3]}`;

export const DOCUMENTS: DocumentSeed[] = [
  {
    name: 'Đề thi thử tốt nghiệp THPT 2025 môn Toán – Đề số 1',
    category: 'Đề thi thử',
    tags: ['Ôn thi THPT'],
    summary: 'Đề thi thử theo cấu trúc mới gồm 3 phần, thời gian 90 phút, có đáp án.',
    salePrice: 0,
    downloads: 1284,
    sections: [
      {
        heading: 'Phần I. Câu trắc nghiệm nhiều phương án lựa chọn',
        lines: [
          mcq(1, 'Hàm số y = x³ - 3x + 1 đạt cực đại tại điểm nào?', 'x = 1', 'x = -1', 'x = 0', 'x = 3'),
          mcq(2, 'Nguyên hàm của f(x) = 2x là', 'x² + C', '2x² + C', 'x + C', '2 + C'),
          mcq(3, 'Tập nghiệm của phương trình 2ˣ = 8 là', '{2}', '{3}', '{4}', '{8}'),
          mcq(4, 'Thể tích khối lập phương cạnh 2a là', '2a³', '4a³', '6a³', '8a³'),
          mcq(5, 'Mô-đun của số phức z = 3 - 4i bằng', '5', '7', '1', '25'),
        ],
      },
      {
        heading: 'Phần II. Câu trắc nghiệm đúng sai',
        lines: [
          'Câu 1. Cho hàm số f(x) = x⁴ - 2x². a) f(x) đồng biến trên (1; +∞). b) Hàm số có 3 điểm cực trị. c) Giá trị nhỏ nhất của f(x) bằng -1. d) Đồ thị cắt trục hoành tại 2 điểm.',
        ],
      },
      {
        heading: 'Phần III. Câu trả lời ngắn',
        lines: [
          'Câu 1. Tính tích phân I = ∫₀² (3x² - 2x) dx.',
          'Câu 2. Một hộp có 5 bi đỏ và 3 bi xanh. Lấy ngẫu nhiên 2 bi. Tính xác suất lấy được 2 bi cùng màu (làm tròn đến hàng phần trăm).',
        ],
      },
      { heading: 'Đáp án', lines: ['Phần I: 1B 2A 3B 4D 5A. Phần II: Đ-Đ-Đ-S. Phần III: 1) 4; 2) 0,46.'] },
    ],
  },
  {
    name: 'Đề thi thử tốt nghiệp THPT 2025 môn Toán – Đề số 2',
    category: 'Đề thi thử',
    tags: ['Ôn thi THPT'],
    summary: 'Đề thi thử số 2 với nhiều câu hỏi thực tế, có lời giải chi tiết.',
    salePrice: 0,
    downloads: 967,
    sections: [
      {
        heading: 'Phần I. Trắc nghiệm',
        lines: [
          mcq(
            1,
            'Tiệm cận ngang của đồ thị hàm số y = (2x + 1)/(x - 1) là',
            'y = 2',
            'y = 1',
            'x = 1',
            'y = -1',
          ),
          mcq(2, 'Diện tích mặt cầu bán kính R là', '4πR²', 'πR²', '4πR³/3', '2πR²'),
          mcq(3, 'Số cách xếp 5 học sinh thành một hàng dọc là', '25', '120', '60', '5'),
          mcq(4, 'log₂ 32 bằng', '4', '5', '6', '16'),
        ],
      },
      {
        heading: 'Phần III. Trả lời ngắn',
        lines: [
          'Câu 1. Một người gửi 100 triệu đồng với lãi suất 6%/năm, lãi kép. Sau bao nhiêu năm số tiền vượt 150 triệu đồng?',
        ],
      },
      { heading: 'Đáp án', lines: ['Phần I: 1A 2A 3B 4B. Phần III: 7 năm.'] },
    ],
  },
  {
    name: 'Đề kiểm tra cuối học kỳ I Toán 12 – THPT Chu Văn An',
    category: 'Đề kiểm tra học kỳ',
    tags: ['Giải tích', 'Hình học'],
    summary: 'Đề kiểm tra cuối kỳ I năm học 2024–2025, 50 câu trắc nghiệm.',
    salePrice: 0,
    downloads: 412,
    sections: [
      {
        heading: 'Trắc nghiệm (10 điểm)',
        lines: [
          mcq(
            1,
            'Hàm số y = -x³ + 3x² nghịch biến trên khoảng nào?',
            '(0; 2)',
            '(2; +∞)',
            '(-1; 1)',
            '(0; 3)',
          ),
          mcq(2, 'Khối chóp có diện tích đáy B và chiều cao h có thể tích', 'Bh', 'Bh/3', 'Bh/2', '3Bh'),
          mcq(3, 'Đạo hàm của y = ln(2x) là', '1/x', '2/x', '1/(2x)', 'ln 2'),
        ],
      },
    ],
  },
  {
    name: 'Đề kiểm tra giữa học kỳ II Toán 11',
    category: 'Đề kiểm tra học kỳ',
    tags: ['Giải tích', 'Xác suất'],
    summary: 'Đề kiểm tra giữa kỳ II gồm trắc nghiệm và tự luận, có biểu điểm.',
    salePrice: 0,
    downloads: 305,
    sections: [
      {
        heading: 'Phần tự luận',
        lines: [
          'Bài 1 (2 điểm). Tính giới hạn lim (x → 2) (x² - 4)/(x - 2).',
          'Bài 2 (2 điểm). Gieo một đồng xu cân đối ba lần. Tính xác suất có ít nhất một lần xuất hiện mặt ngửa.',
          'Bài 3 (1 điểm). Cho hình chóp S.ABCD có SA vuông góc với (ABCD). Chứng minh BD vuông góc với (SAC).',
        ],
      },
    ],
  },
  {
    name: 'Chuyên đề: Ứng dụng đạo hàm để khảo sát hàm số',
    category: 'Chuyên đề',
    tags: ['Giải tích'],
    summary: 'Lý thuyết trọng tâm và 120 bài tập phân dạng về tính đơn điệu, cực trị, tiệm cận.',
    salePrice: 0,
    downloads: 2210,
    sections: [
      {
        heading: '1. Tính đơn điệu',
        lines: [
          "Nếu f'(x) > 0 với mọi x thuộc K thì f đồng biến trên K; nếu f'(x) < 0 với mọi x thuộc K thì f nghịch biến trên K.",
          "Ví dụ: y = x³ - 3x có y' = 3x² - 3, y' < 0 khi -1 < x < 1 nên hàm số nghịch biến trên (-1; 1).",
        ],
      },
      {
        heading: '2. Cực trị',
        lines: ["Điểm x₀ là điểm cực đại nếu f'(x) đổi dấu từ dương sang âm khi x đi qua x₀."],
      },
      {
        heading: '3. Tiệm cận',
        lines: ['Đường thẳng y = y₀ là tiệm cận ngang nếu lim f(x) = y₀ khi x → +∞ hoặc x → -∞.'],
      },
    ],
  },
  {
    name: 'Chuyên đề: Thể tích khối đa diện',
    category: 'Chuyên đề',
    tags: ['Hình học'],
    summary: '80 bài tập thể tích khối chóp, lăng trụ có hình vẽ và lời giải.',
    salePrice: 0,
    downloads: 1530,
    sections: [
      {
        heading: 'Công thức',
        lines: ['Thể tích khối chóp: V = (1/3).B.h. Thể tích khối lăng trụ: V = B.h.'],
      },
      {
        heading: 'Bài tập mẫu',
        lines: [
          'Bài 1. Cho hình chóp tứ giác đều S.ABCD có cạnh đáy a, cạnh bên a√2. Tính thể tích khối chóp. Đáp số: V = a³√6/6.',
        ],
      },
    ],
  },
  {
    name: 'Bảng công thức Toán 12 đầy đủ',
    category: 'Công thức',
    tags: ['Giải tích', 'Hình học', 'Số phức'],
    summary: 'Hai trang công thức Toán 12: đạo hàm, nguyên hàm, logarit, số phức, hình học không gian.',
    salePrice: 0,
    downloads: 4820,
    sections: [
      {
        heading: 'Đạo hàm',
        lines: ["(xⁿ)' = n·xⁿ⁻¹;  (sin x)' = cos x;  (cos x)' = -sin x;  (eˣ)' = eˣ;  (ln x)' = 1/x."],
      },
      {
        heading: 'Logarit',
        lines: ['logₐ(bc) = logₐ b + logₐ c;  logₐ(bⁿ) = n·logₐ b;  logₐ b = ln b / ln a.'],
      },
      { heading: 'Số phức', lines: ['z = a + bi;  |z| = √(a² + b²);  z·(z liên hợp) = |z|².'] },
    ],
  },
  {
    name: 'Sơ đồ tư duy công thức lượng giác',
    category: 'Công thức',
    tags: ['Lượng giác'],
    summary: 'Công thức cộng, nhân đôi, hạ bậc, biến đổi tổng thành tích trên một trang.',
    salePrice: 0,
    downloads: 2675,
    sections: [
      {
        heading: 'Công thức cộng',
        lines: ['sin(a + b) = sin a.cos b + cos a.sin b;  cos(a + b) = cos a.cos b - sin a.sin b.'],
      },
      {
        heading: 'Nhân đôi',
        lines: ['sin 2a = 2 sin a·cos a;  cos 2a = cos² a - sin² a = 1 - 2 sin² a.'],
      },
    ],
  },
  {
    name: 'Bộ 20 đề thi thử THPT Quốc gia có lời giải chi tiết',
    category: 'Đề thi thử',
    tags: ['Ôn thi THPT'],
    summary: 'Tuyển chọn 20 đề thi thử của các trường chuyên, lời giải chi tiết từng câu.',
    salePrice: 99000,
    downloads: 156,
    sections: [
      {
        heading: 'Đề số 1 - THPT chuyên Lê Hồng Phong',
        lines: [
          mcq(1, 'Cho cấp số cộng (uₙ) có u₁ = 2, d = 3. Giá trị u₁₀ bằng', '29', '32', '30', '27'),
          mcq(2, 'Số giao điểm của đồ thị y = x³ - 3x và trục hoành là', '1', '2', '3', '0'),
        ],
      },
      { heading: 'Lời giải', lines: ['Câu 1: u₁₀ = u₁ + 9d = 2 + 27 = 29. Chọn A.'] },
    ],
  },
  {
    name: 'Chuyên đề vận dụng cao: Tích phân hàm ẩn',
    category: 'Chuyên đề',
    tags: ['Giải tích', 'Ôn thi THPT'],
    summary: 'Các kỹ thuật xử lý tích phân hàm ẩn dành cho học sinh hướng tới điểm 9–10.',
    salePrice: 79000,
    downloads: 98,
    sections: [
      {
        heading: 'Kỹ thuật đổi biến',
        lines: [
          'Nếu f(x) + f(1 - x) = 1 với mọi x thuộc [0; 1] thì ∫₀¹ f(x) dx bằng 1/2.',
          'Chứng minh: đặt t = 1 - x, ta có I = ∫₀¹ f(1 - t) dt, cộng hai đẳng thức được 2I = 1.',
        ],
      },
    ],
  },
  {
    name: 'Chuyên đề vận dụng cao: Cực trị số phức',
    category: 'Chuyên đề',
    tags: ['Số phức', 'Ôn thi THPT'],
    summary: 'Bài toán tìm giá trị lớn nhất, nhỏ nhất của mô-đun số phức bằng phương pháp hình học.',
    salePrice: 49000,
    downloads: 72,
    sections: [
      {
        heading: 'Phương pháp hình học',
        lines: [
          'Tập hợp điểm M biểu diễn z thỏa |z - (1 + i)| = 2 là đường tròn tâm I(1; 1), bán kính 2.',
          'Khi đó |z| lớn nhất bằng OI + R = √2 + 2 và nhỏ nhất bằng R - OI = 2 - √2.',
        ],
      },
    ],
  },
];

export type NewsSeed = {
  title: string;
  label: string;
  summary: string;
  content: string;
  hue: number;
  motif: Motif;
  daysAgo: number;
  draft?: boolean;
  attachment?: { name: string; sections: PdfSection[] };
};

export const NEWS: NewsSeed[] = [
  {
    title: 'Cấu trúc đề thi tốt nghiệp THPT môn Toán từ năm 2025',
    label: 'Tin tuyển sinh',
    summary: 'Đề thi gồm ba dạng câu hỏi: trắc nghiệm nhiều lựa chọn, đúng – sai và trả lời ngắn.',
    content:
      '<p>Từ năm 2025, đề thi tốt nghiệp THPT môn Toán có <strong>ba dạng câu hỏi</strong>: 12 câu trắc nghiệm nhiều phương án, 4 câu đúng – sai và 6 câu trả lời ngắn. Thời gian làm bài vẫn là 90 phút.</p><h3>Học sinh cần chuẩn bị gì?</h3><ul><li>Nắm chắc kiến thức cơ bản, đặc biệt là các câu nhận biết – thông hiểu.</li><li>Luyện kỹ năng trình bày ngắn gọn cho dạng trả lời ngắn.</li><li>Làm quen với các bài toán thực tế như lãi suất, tối ưu chi phí.</li></ul><p>Ví dụ một câu trả lời ngắn: tính $\\int_0^2 (3x^2 - 2x)\\,dx$. Đáp số: $4$.</p><p>Bản tóm tắt cấu trúc đề được đính kèm bên dưới để các em tải về.</p>',
    hue: 200,
    motif: 'grid',
    daysAgo: 2,
    attachment: {
      name: 'cau-truc-de-thi-toan-2025.pdf',
      sections: [
        {
          heading: 'Cấu trúc đề thi tốt nghiệp THPT môn Toán từ năm 2025',
          lines: [
            'Phần I: 12 câu trắc nghiệm nhiều phương án lựa chọn, mỗi câu 0,25 điểm.',
            'Phần II: 4 câu trắc nghiệm đúng - sai, mỗi câu có 4 ý.',
            'Phần III: 6 câu trả lời ngắn, mỗi câu 0,5 điểm.',
            'Thời gian làm bài: 90 phút.',
          ],
        },
      ],
    },
  },
  {
    title: 'Học sinh ToánHay giành 12 giải học sinh giỏi cấp thành phố',
    label: 'Thành tích',
    summary: 'Năm học này, 12 học sinh của trung tâm đạt giải, trong đó có 2 giải Nhất.',
    content:
      '<p>Kỳ thi học sinh giỏi Toán cấp thành phố năm nay ghi nhận <strong>12 học sinh ToánHay</strong> đạt giải: 2 giải Nhất, 4 giải Nhì và 6 giải Ba.</p><p>Bài toán khiến nhiều thí sinh bối rối là chứng minh bất đẳng thức $\\frac{a}{b+c} + \\frac{b}{c+a} + \\frac{c}{a+b} \\ge \\frac{3}{2}$ với $a, b, c > 0$.</p><p>Xin chúc mừng các em và cảm ơn quý phụ huynh đã đồng hành cùng trung tâm.</p>',
    hue: 35,
    motif: 'circles',
    daysAgo: 5,
  },
  {
    title: '5 sai lầm thường gặp khi giải phương trình logarit',
    label: 'Góc học tập',
    summary: 'Quên điều kiện, biến đổi sai công thức… những lỗi khiến học sinh mất điểm đáng tiếc.',
    content:
      '<p>Phương trình logarit xuất hiện trong hầu hết các đề thi. Dưới đây là 5 sai lầm phổ biến:</p><ol><li>Quên đặt điều kiện $x > 0$ cho biểu thức dưới dấu logarit.</li><li>Áp dụng sai $\\log_a (b + c) = \\log_a b + \\log_a c$ (công thức đúng là với tích $bc$).</li><li>Bỏ sót nghiệm khi đưa về cùng cơ số.</li><li>Nhầm chiều bất phương trình khi cơ số $0 < a < 1$.</li><li>Không thử lại nghiệm.</li></ol><p>Ví dụ: giải $\\log_2 x + \\log_2 (x - 2) = 3$. Điều kiện $x > 2$, ta có $x(x-2) = 8$ nên $x = 4$.</p>',
    hue: 120,
    motif: 'algebra',
    daysAgo: 9,
  },
  {
    title: 'Lịch khai giảng các lớp luyện thi tháng 9',
    label: 'Thông báo',
    summary: 'Các lớp Toán 10, 11, 12 và luyện thi THPT Quốc gia khai giảng từ ngày 5 tháng 9.',
    content:
      '<p>Trung tâm ToánHay thông báo lịch khai giảng các lớp học mới:</p><table><thead><tr><th>Lớp</th><th>Khai giảng</th><th>Lịch học</th></tr></thead><tbody><tr><td>Toán 10</td><td>05/9</td><td>Thứ 2, 4 – 18h00</td></tr><tr><td>Toán 11</td><td>06/9</td><td>Thứ 3, 5 – 18h00</td></tr><tr><td>Toán 12</td><td>07/9</td><td>Thứ 3, 6 – 19h30</td></tr><tr><td>Luyện thi THPT QG</td><td>08/9</td><td>Thứ 7, CN – 8h00</td></tr></tbody></table><p>Học sinh đăng ký trước ngày 31/8 được giảm 10% học phí.</p>',
    hue: 260,
    motif: 'grid',
    daysAgo: 14,
  },
  {
    title: 'Mẹo dùng máy tính cầm tay tính tích phân nhanh',
    label: 'Góc học tập',
    summary: 'Ba thao tác giúp kiểm tra kết quả tích phân trong vòng 30 giây.',
    content:
      '<p>Máy tính cầm tay giúp kiểm tra nhanh kết quả tích phân xác định. Với $$I = \\int_1^e \\frac{\\ln x}{x}\\,dx = \\frac{1}{2}$$ ta nhập biểu thức, cận dưới, cận trên rồi so sánh với các phương án.</p><p>Lưu ý: với câu hỏi trả lời ngắn, hãy làm tròn theo đúng yêu cầu của đề.</p>',
    hue: 310,
    motif: 'curve',
    daysAgo: 20,
  },
  {
    title: 'Buổi ngoại khoá "Toán học quanh ta" của học sinh lớp 10',
    label: 'Hoạt động',
    summary: 'Học sinh đo chiều cao cột cờ bằng hệ thức lượng trong tam giác.',
    content:
      '<p>Sáng thứ Bảy vừa qua, hơn 60 học sinh lớp 10 tham gia buổi ngoại khoá <em>Toán học quanh ta</em>. Các nhóm dùng giác kế tự chế để đo chiều cao cột cờ.</p><p>Với góc nâng $\\alpha = 35^\\circ$ và khoảng cách $d = 20$ m, chiều cao ước tính là $h = d\\tan\\alpha \\approx 14$ m.</p>',
    hue: 70,
    motif: 'trig',
    daysAgo: 27,
  },
  {
    title: 'Xác suất có điều kiện: hiểu đúng qua ví dụ đời thường',
    label: 'Góc học tập',
    summary: 'Nội dung mới của chương trình Toán 12, giải thích bằng ví dụ xét nghiệm y tế.',
    content:
      '<p>Xác suất có điều kiện được định nghĩa bởi $$P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}.$$</p><p>Ví dụ: một xét nghiệm đúng $95\\%$, bệnh có tỉ lệ $1\\%$. Người có kết quả dương tính thực sự mắc bệnh với xác suất chỉ khoảng $16\\%$ — kết quả làm nhiều người bất ngờ!</p>',
    hue: 180,
    motif: 'probability',
    daysAgo: 33,
  },
  {
    title: 'Thư viện đề thi của ToánHay vượt mốc 500 đề',
    label: 'Thông báo',
    summary: 'Hơn 500 đề thi và chuyên đề đã được cập nhật, phần lớn tải miễn phí.',
    content:
      '<p>Kho tài liệu ToánHay hiện có hơn <strong>500 đề thi</strong> và chuyên đề, được phân loại theo lớp và mức độ. Phần lớn tài liệu được chia sẻ miễn phí.</p><p>Các em có thể vào mục <a href="/danh-muc/tai-lieu">Tài liệu</a> để tải về.</p>',
    hue: 230,
    motif: 'grid',
    daysAgo: 41,
  },
  {
    title: 'Kinh nghiệm ôn thi môn Toán trong 100 ngày cuối',
    label: 'Góc học tập',
    summary: 'Bài viết đang được biên tập.',
    content:
      '<p>Bản nháp: chia 100 ngày thành ba giai đoạn – hệ thống kiến thức, luyện đề, giữ phong độ.</p>',
    hue: 15,
    motif: 'curve',
    daysAgo: 1,
    draft: true,
  },
];

export const PAGES: Array<{ code: string; title: string; content: string }> = [
  {
    code: 'about',
    title: 'Giới thiệu',
    content:
      '<h2>ToánHay – học Toán vững vàng, tự tin đi thi</h2><p>ToánHay được thành lập bởi nhóm giáo viên Toán có hơn 10 năm kinh nghiệm luyện thi THPT Quốc gia và bồi dưỡng học sinh giỏi.</p><p>Chúng tôi cung cấp sách tham khảo, khoá học trực tuyến và trực tiếp, kho đề thi và tài liệu miễn phí cho học sinh từ lớp 9 đến lớp 12.</p><h3>Giá trị cốt lõi</h3><ul><li>Hiểu bản chất trước khi làm bài tập.</li><li>Lộ trình rõ ràng, đo được tiến bộ mỗi tuần.</li><li>Giáo viên đồng hành, giải đáp mọi thắc mắc trong 24 giờ.</li></ul><p>Như một công thức quen thuộc: $\\text{Thành công} = \\text{Kiên trì} \\times \\text{Phương pháp}$.</p>',
  },
  {
    code: 'contact',
    title: 'Liên hệ',
    content:
      '<p><strong>Trung tâm ToánHay</strong></p><p>Địa chỉ: Số 12 Nguyễn Văn Bảo, phường Hạnh Thông, TP. Hồ Chí Minh</p><p>Hotline: 0912 345 678 (8h00 – 21h00 mỗi ngày)</p><p>Email: hotro@toanhay.vn</p><p>Phụ huynh và học sinh có thể nhắn tin qua Messenger để được tư vấn lộ trình học phù hợp.</p>',
  },
  {
    code: 'policy',
    title: 'Chính sách và điều khoản',
    content:
      '<h3>1. Chính sách đổi trả sách</h3><p>Sách bị lỗi in ấn được đổi mới trong vòng 7 ngày kể từ khi nhận hàng.</p><h3>2. Chính sách khoá học</h3><p>Học viên được học thử buổi đầu miễn phí. Tài khoản khoá học chỉ dùng cho một người, đăng nhập trên một thiết bị tại một thời điểm.</p><h3>3. Bảo mật thông tin</h3><p>Thông tin cá nhân chỉ dùng để xử lý đơn hàng và hỗ trợ học tập, không chia sẻ cho bên thứ ba.</p><h3>4. Bản quyền tài liệu</h3><p>Tài liệu trả phí chỉ dành cho người mua, không được phát tán dưới mọi hình thức.</p>',
  },
  {
    code: 'guide',
    title: 'Hướng dẫn mua hàng',
    content:
      '<h3>Đặt mua sách</h3><ol><li>Chọn sách và bấm <strong>Đặt mua</strong>.</li><li>Điền họ tên, số điện thoại, số lượng.</li><li>Nhân viên gọi điện xác nhận trong vòng 24 giờ và giao hàng thu tiền tận nơi.</li></ol><h3>Đăng ký khoá học</h3><ol><li>Đăng nhập tài khoản.</li><li>Chọn khoá học hoặc combo, thêm vào giỏ hàng.</li><li>Thanh toán chuyển khoản; khoá học được kích hoạt ngay khi nhận được thanh toán.</li></ol><h3>Tải tài liệu</h3><p>Tài liệu miễn phí tải ngay; tài liệu trả phí tải được sau khi đơn hàng hoàn tất.</p>',
  },
];

export type MenuSeed = {
  name: string;
  category?: string;
  link?: string;
  showOnHome?: boolean;
  children?: MenuSeed[];
};

/** The five website menus; entries name a category of the menu's type (or carry a link). */
export const MENUS: Array<{
  type: 'BOOK' | 'COURSE' | 'DOCUMENT' | 'EXAM';
  courseType: 'ONLINE' | 'OFFLINE' | null;
  items: MenuSeed[];
}> = [
  {
    type: 'BOOK',
    courseType: null,
    items: [
      {
        name: 'Sách THPT',
        category: 'Sách lớp 12',
        showOnHome: true,
        children: [
          { name: 'Lớp 10', category: 'Sách lớp 10' },
          { name: 'Lớp 11', category: 'Sách lớp 11' },
          { name: 'Lớp 12', category: 'Sách lớp 12' },
        ],
      },
      { name: 'Luyện thi THPT Quốc gia', category: 'Luyện thi THPT Quốc gia' },
      { name: 'Ôn thi vào lớp 10', category: 'Ôn thi vào lớp 10' },
    ],
  },
  {
    type: 'COURSE',
    courseType: 'ONLINE',
    items: [
      { name: 'Toán 10', category: 'Toán 10' },
      { name: 'Toán 11', category: 'Toán 11' },
      {
        name: 'Toán 12',
        category: 'Toán 12',
        showOnHome: true,
        children: [
          { name: 'Luyện thi THPT Quốc gia', category: 'Luyện thi THPT Quốc gia' },
          { name: 'Đánh giá năng lực', category: 'Đánh giá năng lực' },
        ],
      },
    ],
  },
  {
    type: 'COURSE',
    courseType: 'OFFLINE',
    items: [
      { name: 'Lớp Toán 10 tại trung tâm', category: 'Toán 10' },
      { name: 'Lớp Toán 11 tại trung tâm', category: 'Toán 11' },
      { name: 'Lớp Toán 12 tại trung tâm', category: 'Toán 12' },
      { name: 'Lớp luyện thi cuối tuần', category: 'Luyện thi THPT Quốc gia' },
    ],
  },
  {
    type: 'DOCUMENT',
    courseType: null,
    items: [
      { name: 'Đề thi thử', category: 'Đề thi thử', showOnHome: true },
      {
        name: 'Tài liệu ôn tập',
        category: 'Chuyên đề',
        children: [
          { name: 'Chuyên đề', category: 'Chuyên đề' },
          { name: 'Công thức', category: 'Công thức' },
        ],
      },
      { name: 'Đề kiểm tra học kỳ', category: 'Đề kiểm tra học kỳ' },
    ],
  },
  {
    type: 'EXAM',
    courseType: null,
    items: [
      { name: 'Thi thử THPT Quốc gia', category: 'Thi thử THPT Quốc gia' },
      {
        name: 'Kiểm tra trên lớp',
        category: 'Kiểm tra giữa kỳ',
        children: [
          { name: 'Kiểm tra 15 phút', category: 'Kiểm tra 15 phút' },
          { name: 'Kiểm tra giữa kỳ', category: 'Kiểm tra giữa kỳ' },
        ],
      },
      { name: 'Đánh giá năng lực', category: 'Đánh giá năng lực' },
    ],
  },
];

export const GALLERY = {
  classroom: [
    'Lớp 12A1 – buổi ôn tập chuyên đề hàm số',
    'Lớp Toán 10 học hình học phẳng',
    'Buổi chữa đề thi thử cuối tuần',
    'Nhóm học sinh thảo luận bài tập xác suất',
    'Ngoại khoá "Toán học quanh ta"',
    'Lớp bồi dưỡng học sinh giỏi lớp 9',
    'Giờ kiểm tra 15 phút lớp 11',
    'Buổi học trực tiếp luyện thi THPT Quốc gia',
  ],
  award: [
    'Giải Nhất học sinh giỏi Toán thành phố',
    'Huy chương Vàng Olympic Toán 30/4',
    'Thủ khoa khối A00 năm 2024',
    'Giải Nhì cuộc thi Toán tuổi thơ',
    'Huy chương Bạc Olympic Toán khu vực',
    '15 học sinh đạt 9+ môn Toán',
    'Giải Ba học sinh giỏi cấp tỉnh',
    'Học bổng Toán học năm 2024',
  ],
};

export const EMBED_LIVES = [
  {
    title: 'Livestream chữa đề thi thử THPT Quốc gia – Đề số 1',
    embedUrl: 'https://www.youtube.com/embed/WUvTyaaNkzM',
    description: 'Thầy Minh chữa chi tiết đề thi thử số 1, tối thứ Bảy lúc 20h00.',
    status: 'ACTIVE',
  },
  {
    title: 'Tổng ôn Hình học không gian trong 90 phút',
    embedUrl: 'https://www.youtube.com/embed/9bZkp7q19f0',
    description: 'Hệ thống công thức thể tích và khoảng cách trước kỳ thi.',
    status: 'ACTIVE',
  },
  {
    title: 'Giải đáp thắc mắc tuyển sinh 2024',
    embedUrl: 'https://www.youtube.com/embed/kJQP7kiw5Fk',
    description: 'Buổi phát trực tiếp đã kết thúc.',
    status: 'INACTIVE',
  },
];
