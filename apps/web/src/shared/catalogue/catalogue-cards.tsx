import type { BookSaleStatus } from '@tutor/contract/constants';
import type { ImageRef } from '@tutor/contract/media';
import { useTranslation } from 'react-i18next';
import { Price } from '@/shared/ui/price';
import { Badge, type BadgeTone, ProductCard } from '@/shared/ui/product-card';
import { TimeAgo } from '@/shared/ui/time-ago';
import { paths } from './paths';

/*
 * The catalogue's cards, shared by the home page and the listings (features never import each other).
 * Each takes only the fields it shows, so the home answer's cards and the list answers' cards both fit.
 */

export type BookCardData = {
  id: number;
  name: string;
  slug: string;
  salePrice: number;
  coverPrice: number;
  saleStatus: BookSaleStatus;
  author: string;
  cover: ImageRef | null;
};

const SALE_TONES: Record<BookSaleStatus, BadgeTone> = {
  UPCOMING: 'info',
  AVAILABLE: 'success',
  OUTOFSTOCK: 'muted',
};

export function SaleStatusBadge({ status }: { status: BookSaleStatus }) {
  const { t } = useTranslation();
  return <Badge tone={SALE_TONES[status]}>{t(`catalogue.saleStatus.${status}`)}</Badge>;
}

export function BookCard({ book, priority }: { book: BookCardData; priority?: boolean }) {
  return (
    <ProductCard
      priority={priority}
      to={paths.book(book.id, book.slug)}
      title={book.name}
      image={book.cover}
      meta={book.author || undefined}
      badge={book.saleStatus === 'AVAILABLE' ? undefined : <SaleStatusBadge status={book.saleStatus} />}
      footer={<Price value={book.salePrice} original={book.coverPrice} />}
    />
  );
}

export type ComboCardData = {
  id: number;
  name: string;
  slug: string;
  salePrice: number;
  rootPrice: number;
  image: ImageRef | null;
  summary?: string;
};

export function ComboCard({ combo }: { combo: ComboCardData }) {
  return (
    <ProductCard
      to={paths.combo(combo.id, combo.slug)}
      title={combo.name}
      image={combo.image}
      shape="landscape"
      sizes="(max-width: 767px) 90vw, 380px"
      meta={combo.summary || undefined}
      footer={<Price value={combo.salePrice} original={combo.rootPrice} />}
    />
  );
}

export type DocumentCardData = {
  id: number;
  name: string;
  slug: string;
  isFree: boolean;
  image: ImageRef | null;
  createdAt: string;
  summary?: string;
};

export function FreeBadge({ isFree }: { isFree: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={isFree ? 'success' : 'accent'}>
      {t(isFree ? 'catalogue.document.free' : 'catalogue.document.paid')}
    </Badge>
  );
}

export function DocumentCard({ document }: { document: DocumentCardData }) {
  return (
    <ProductCard
      to={paths.document(document.id, document.slug)}
      title={document.name}
      image={document.image}
      shape="landscape"
      sizes="(max-width: 767px) 90vw, 300px"
      badge={<FreeBadge isFree={document.isFree} />}
      meta={<TimeAgo date={document.createdAt} />}
    />
  );
}

export type NewsCardData = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  image: ImageRef | null;
  publishedAt: string;
};

export function NewsCard({ news, headingLevel }: { news: NewsCardData; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ProductCard
      to={paths.news(news.id, news.slug)}
      title={news.title}
      image={news.image}
      shape="landscape"
      sizes="(max-width: 767px) 90vw, 380px"
      headingLevel={headingLevel}
      meta={news.summary || undefined}
      footer={
        <span style={{ color: 'var(--color-text-muted)', fontSize: 13 }}>
          <TimeAgo date={news.publishedAt} />
        </span>
      }
    />
  );
}

export type CourseCardData = {
  id: number;
  name: string;
  slug: string;
  salePrice: number;
  rootPrice: number;
  cover: ImageRef | null;
  teacher: { name: string } | null;
  target?: string;
};

export function CourseCard({ course, priority }: { course: CourseCardData; priority?: boolean }) {
  return (
    <ProductCard
      priority={priority}
      to={paths.course(course.id, course.slug)}
      title={course.name}
      image={course.cover}
      shape="landscape"
      sizes="(max-width: 479px) 90vw, (max-width: 1023px) 45vw, 300px"
      meta={course.teacher?.name || course.target || undefined}
      footer={<Price value={course.salePrice} original={course.rootPrice} />}
    />
  );
}

export type FreeVideoCardData = {
  id: number;
  name: string;
  lessonName: string;
  courseName: string;
  duration: number;
  link: string;
  cover: ImageRef | null;
};

/** A free video of the home page: opens its lesson's learning screen on the video. */
export function FreeVideoCard({ video }: { video: FreeVideoCardData }) {
  const { t } = useTranslation();
  const minutes = Math.max(1, Math.round(video.duration / 60));
  return (
    <ProductCard
      to={`${video.link}?muc=video&video=${video.id}`}
      title={video.name}
      image={video.cover}
      shape="landscape"
      sizes="(max-width: 767px) 90vw, 300px"
      badge={<Badge tone="success">{t('catalogue.document.free')}</Badge>}
      meta={`${video.courseName} · ${minutes}′`}
    />
  );
}
