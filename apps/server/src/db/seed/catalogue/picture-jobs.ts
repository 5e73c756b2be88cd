import { BOOKS } from './books-data';
import { CATEGORIES, COMBOS, type FOLDERS, GALLERY, NEWS, SLIDES } from './content-data';
import type { Picture } from './pictures';

/** One demo picture: where it goes in the media library, its name and alt text, and what it shows. */
export type PictureJob = {
  /** Stable across runs: the seed finds a picture's row by it, and its committed file is named after it. */
  key: string;
  folder: keyof typeof FOLDERS;
  name: string;
  alt: string;
  picture: Picture;
};

/** Every demo picture, in the media library's order (older first). */
export function pictureJobs(): PictureJob[] {
  const jobs: PictureJob[] = [];
  BOOKS.forEach((book, i) => {
    jobs.push({
      key: `book:${i}:0`,
      folder: 'covers',
      name: `Bìa sách – ${book.name}`,
      alt: `Bìa sách ${book.name}`,
      picture: {
        kind: 'cover',
        title: book.name,
        author: book.author,
        badge: book.badge,
        hue: book.hue,
        motif: book.motif,
      },
    });
    for (let p = 1; p <= (book.pagesShown ?? 0); p++) {
      jobs.push({
        key: `book:${i}:${p}`,
        folder: 'covers',
        name: `Trang sách – ${book.name} (${p})`,
        alt: `Một trang bên trong sách ${book.name}`,
        picture: {
          kind: 'page',
          title: book.topics[p - 1] ?? book.name,
          hue: book.hue + p * 40,
          motif: book.motif,
        },
      });
    }
  });
  for (const [i, combo] of COMBOS.entries()) {
    jobs.push({
      key: `combo:${i}`,
      folder: 'combos',
      name: combo.name,
      alt: combo.name,
      picture: {
        kind: 'combo',
        title: combo.name,
        subtitle: 'Combo khoá học',
        hue: combo.hue,
        motif: combo.motif,
      },
    });
  }
  for (const [i, category] of CATEGORIES.DOCUMENT.entries()) {
    jobs.push({
      key: `document:${category.name}`,
      folder: 'documents',
      name: `Tài liệu – ${category.name}`,
      alt: `Tài liệu ${category.name}`,
      picture: {
        kind: 'cover',
        title: category.name,
        author: 'Kho tài liệu ToánHay',
        badge: 'PDF',
        hue: 20 + i * 70,
        motif: (['grid', 'curve', 'algebra', 'circles'] as const)[i % 4] ?? 'grid',
      },
    });
  }
  for (const [i, item] of NEWS.entries()) {
    jobs.push({
      key: `news:${i}`,
      folder: 'news',
      name: item.title,
      alt: item.title,
      picture: { kind: 'news', title: item.title, label: item.label, hue: item.hue, motif: item.motif },
    });
  }
  for (const [i, s] of SLIDES.entries()) {
    jobs.push({
      key: `slide:${i}`,
      folder: 'slides',
      name: `Slide – ${s.title}`,
      alt: s.title,
      // The title and subtitle are the slide's own text fields, shown over the picture as real text.
      picture: { kind: 'slide', hue: s.hue, motif: s.motif },
    });
  }
  const bannerPictures: Array<Extract<Picture, { kind: 'banner' }>> = [
    {
      kind: 'banner',
      orientation: 'HORIZONTAL',
      title: 'Tải miễn phí đề thi thử 2025',
      subtitle: 'Hơn 500 đề có lời giải chi tiết',
      hue: 25,
      motif: 'grid',
    },
    {
      kind: 'banner',
      orientation: 'HORIZONTAL',
      title: 'Luyện thi THPT Quốc gia trọn gói',
      subtitle: 'Khai giảng ngày 8 tháng 9',
      hue: 250,
      motif: 'trig',
    },
    {
      kind: 'banner',
      orientation: 'VERTICAL',
      title: 'Sách Toán lớp 12 giảm đến 25%',
      subtitle: 'Giao hàng toàn quốc',
      hue: 300,
      motif: 'probability',
    },
    {
      kind: 'banner',
      orientation: 'VERTICAL',
      title: 'Thi thử trực tuyến miễn phí',
      subtitle: 'Chấm điểm ngay',
      hue: 140,
      motif: 'circles',
    },
  ];
  for (const [i, b] of bannerPictures.entries()) {
    jobs.push({
      key: `banner:${i}`,
      folder: 'banners',
      name: `Banner – ${b.title}`,
      alt: b.title,
      picture: b,
    });
  }
  for (const [i, caption] of GALLERY.classroom.entries()) {
    jobs.push({
      key: `gallery:classroom:${i}`,
      folder: 'gallery',
      name: caption,
      alt: caption,
      picture: { kind: 'classroom', caption, hue: (i * 47) % 360, seed: i + 1 },
    });
  }
  for (const [i, caption] of GALLERY.award.entries()) {
    jobs.push({
      key: `gallery:award:${i}`,
      folder: 'gallery',
      name: caption,
      alt: caption,
      picture: { kind: 'award', caption, hue: (i * 53 + 10) % 360, seed: i },
    });
  }
  return jobs;
}
