import type { HomeBanner, HomeResponse } from '@tutor/contract/home';
import type { FreeVideoCard as FreeVideo } from '@tutor/contract/videos';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useFreeVideos } from '@/features/home/api/get-free-videos';
import { useHome } from '@/features/home/api/get-home';
import homeStyles from '@/features/home/components/home.module.css';
import { HomeBanners } from '@/features/home/components/home-banner';
import { HomeSlideshow } from '@/features/home/components/home-slideshow';
import { ImageTabs } from '@/features/home/components/image-tabs';
import { LiveEmbed } from '@/features/home/components/live-embed';
import {
  BookCard,
  ComboCard,
  CourseCard,
  DocumentCard,
  FreeVideoCard,
  NewsCard,
} from '@/shared/catalogue/catalogue-cards';
import { paths } from '@/shared/catalogue/paths';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { ErrorState } from '@/shared/ui/empty-state';
import { ArrowRightIcon } from '@/shared/ui/icons';
import { CardGrid, ProductCard } from '@/shared/ui/product-card';
import { SectionHeader } from '@/shared/ui/section-header';
import { CardGridSkeleton, Skeleton } from '@/shared/ui/skeleton';
import styles from './home-page.module.css';

/** Decorative only: a plotted parabola, a right triangle and a circle on squared paper. */
function HeroIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 440 360" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="home-grid" width="22" height="22" patternUnits="userSpaceOnUse">
          <path d="M22 0H0V22" fill="none" stroke="#d5ebe6" strokeWidth="1" />
        </pattern>
        <linearGradient id="home-curve" x1="0" x2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="400" height="320" rx="24" fill="#fff" />
      <rect x="20" y="20" width="400" height="320" rx="24" fill="url(#home-grid)" />
      <rect x="20.5" y="20.5" width="399" height="319" rx="23.5" fill="none" stroke="#cfe6e1" />
      <path d="M64 250H392M130 316V52" stroke="#94a3b8" strokeWidth="2" strokeLinecap="round" />
      <path d="M386 244l6 6-6 6M124 58l6-6 6 6" fill="none" stroke="#94a3b8" strokeWidth="2" />
      <path
        d="M70 70C104 228 142 292 182 292S260 228 294 70"
        fill="none"
        stroke="url(#home-curve)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="182" cy="292" r="7" fill="#0f766e" />
      <circle cx="140" cy="250" r="6" fill="#fff" stroke="#0f766e" strokeWidth="3" />
      <circle cx="224" cy="250" r="6" fill="#fff" stroke="#0f766e" strokeWidth="3" />
      <path d="M310 212h76l-76-90z" fill="#fef3c7" stroke="#f59e0b" strokeWidth="3" strokeLinejoin="round" />
      <path d="M310 196h16v16" fill="none" stroke="#f59e0b" strokeWidth="2.5" />
      <circle cx="360" cy="82" r="30" fill="none" stroke="#0f766e" strokeWidth="3" strokeDasharray="6 7" />
      <circle cx="360" cy="82" r="4" fill="#0f766e" />
      <path d="M360 82l21-21" stroke="#0f766e" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The site's promise and the page's one h1; beside the slideshow's first picture when there is one. */
function Intro({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className={isCompact ? `${styles.hero} ${styles.compact}` : styles.hero}
      aria-labelledby="home-title"
    >
      <Container className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('page.home.title')}
          </h1>
          <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
          <div className={styles.ctas}>
            <Link to="/danh-muc/sach" className={buttons.primary}>
              {t('home.hero.ctaBooks')}
              <ArrowRightIcon size={18} />
            </Link>
            <Link to="/danh-muc/tai-lieu" className={buttons.secondary}>
              {t('home.hero.ctaDocuments')}
            </Link>
          </div>
        </div>
        {!isCompact && <HeroIllustration />}
      </Container>
    </section>
  );
}

type Section = { id: string; title: string; more?: { to: string; label: string }; body: ReactNode };

/** The sections of spec §2 this issue owns, in the spec's order, each only when it has something to show. */
function sectionsOf(
  home: HomeResponse,
  freeVideos: readonly FreeVideo[],
  t: (key: string, options?: Record<string, unknown>) => string,
): Section[] {
  const more = (to: string) => ({ to, label: t('catalogue.viewAll') });
  const sections: (Section | false)[] = [
    home.newBooks.length > 0 && {
      id: 'new-books',
      title: t('home.sections.newBooks'),
      more: more(paths.bookCategory()),
      body: (
        <CardGrid isRow>
          {home.newBooks.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </CardGrid>
      ),
    },
    home.upcomingBooks.length > 0 && {
      id: 'upcoming-books',
      title: t('home.sections.upcomingBooks'),
      more: more(paths.bookCategory()),
      body: (
        <CardGrid isRow>
          {home.upcomingBooks.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
        </CardGrid>
      ),
    },
    home.newCourses.length > 0 && {
      id: 'new-courses',
      title: t('home.sections.newCourses'),
      more: more(paths.courses),
      body: (
        <CardGrid variant="wide" isRow>
          {home.newCourses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </CardGrid>
      ),
    },
    home.combos.length > 0 && {
      id: 'combos',
      title: t('home.sections.combos'),
      body: (
        <CardGrid variant="wide" isRow>
          {home.combos.map((combo) => (
            <ComboCard key={combo.id} combo={combo} />
          ))}
        </CardGrid>
      ),
    },
    home.embedLives.length > 0 && {
      id: 'live',
      title: t('home.sections.live'),
      body: (
        <div className={homeStyles.lives}>
          {home.embedLives.map((live) => (
            <figure key={live.id} className={homeStyles.live}>
              <div className={homeStyles.liveFrame}>
                <LiveEmbed url={live.embedUrl} title={live.title} />
              </div>
              <figcaption className={homeStyles.liveCaption}>
                <strong>{live.title}</strong>
                {live.description && <span>{live.description}</span>}
              </figcaption>
            </figure>
          ))}
        </div>
      ),
    },
    home.documents.length > 0 && {
      id: 'documents',
      title: t('home.sections.documents'),
      more: more(paths.documentCategory()),
      body: (
        <CardGrid variant="wide" isRow>
          {home.documents.map((document) => (
            <DocumentCard key={document.id} document={document} />
          ))}
        </CardGrid>
      ),
    },
    home.newExams.length > 0 && {
      id: 'exams',
      title: t('home.sections.exams'),
      more: more(paths.examCategory()),
      body: (
        <CardGrid variant="wide" isRow>
          {home.newExams.map((exam) => (
            <ProductCard
              key={exam.id}
              to={paths.exam(exam.id, exam.slug)}
              title={exam.name}
              image={exam.image}
              shape="landscape"
              sizes="(max-width: 767px) 90vw, 300px"
              meta={t('home.sections.examMinutes', { count: exam.duration })}
            />
          ))}
        </CardGrid>
      ),
    },
    home.news.length > 0 && {
      id: 'news',
      title: t('home.sections.news'),
      more: more(paths.newsList),
      body: (
        <CardGrid variant="wide" isRow>
          {home.news.map((news) => (
            <NewsCard key={news.id} news={news} />
          ))}
        </CardGrid>
      ),
    },
    ...home.courseCategories
      .filter((category) => category.courses.length > 0)
      .map((category) => ({
        id: `course-category-${category.id}`,
        title: t('home.sections.coursesIn', { name: category.name }),
        more: more(paths.courseCategory(category.id, category.slug)),
        body: (
          <CardGrid variant="wide" isRow>
            {category.courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </CardGrid>
        ),
      })),
    home.imageCategories.some((category) => category.images.length > 0) && {
      id: 'images',
      title: t('home.sections.images'),
      body: <ImageTabs categories={home.imageCategories.filter((category) => category.images.length > 0)} />,
    },
    freeVideos.length > 0 && {
      id: 'free-videos',
      title: t('home.sections.freeVideos'),
      more: more(paths.courses),
      body: (
        <CardGrid variant="wide" isRow>
          {freeVideos.map((video) => (
            <FreeVideoCard key={video.id} video={video} />
          ))}
        </CardGrid>
      ),
    },
  ];
  return sections.filter((section): section is Section => section !== false);
}

/**
 * Banners between sections: wide ones one at a time after every other section, tall ones side by side
 * after the second. Whatever is left goes after the last section, so no banner is dropped.
 */
function placeBanners(banners: HomeBanner[], sectionCount: number): HomeBanner[][] {
  const slots: HomeBanner[][] = Array.from({ length: Math.max(sectionCount, 1) }, () => []);
  const horizontal = banners.filter((banner) => banner.orientation === 'HORIZONTAL');
  const vertical = banners.filter((banner) => banner.orientation === 'VERTICAL');
  const last = slots.length - 1;
  horizontal.forEach((banner, index) => {
    const slot = Math.min(index * 2, last);
    slots[slot]?.push(banner);
  });
  const verticalSlot = Math.min(1, last);
  return slots.map((slot, index) => (index === verticalSlot ? [...vertical, ...slot] : slot));
}

function HomeSkeleton() {
  return (
    <Container className={homeStyles.sections}>
      <div className={homeStyles.section}>
        <Skeleton width="200px" height="28px" />
        <div style={{ height: 18 }} />
        <CardGridSkeleton count={5} />
      </div>
    </Container>
  );
}

/** Home `/`: one GET /api/home call feeds every section; empty sections are left out. */
export function Component() {
  const { t } = useTranslation();
  const { data: home, error, isPending, refetch } = useHome();
  const freeVideos = useFreeVideos();
  const hasSlides = (home?.slideshow.length ?? 0) > 0;

  let body: ReactNode;
  if (error) {
    body = (
      <Container className={homeStyles.sections}>
        <ErrorState
          message={isApiError(error) ? t(`error.${error.code}`) : undefined}
          onRetry={() => void refetch()}
        />
      </Container>
    );
  } else if (isPending) {
    body = <HomeSkeleton />;
  } else {
    const sections = sectionsOf(home, freeVideos.data?.data ?? [], t);
    const bannerSlots = placeBanners(home.banners, sections.length);
    body = (
      <Container className={homeStyles.sections}>
        {sections.map((section, index) => {
          const slot = bannerSlots[index] ?? [];
          const vertical = slot.filter((banner) => banner.orientation === 'VERTICAL');
          const horizontal = slot.filter((banner) => banner.orientation === 'HORIZONTAL');
          return (
            <div key={section.id} className={homeStyles.sectionBlock}>
              <section className={homeStyles.section} aria-labelledby={`home-${section.id}`}>
                <SectionHeader id={`home-${section.id}`} title={section.title} more={section.more} />
                {section.body}
              </section>
              <HomeBanners banners={vertical} />
              <HomeBanners banners={horizontal} />
            </div>
          );
        })}
      </Container>
    );
  }

  return (
    <>
      {hasSlides && home && (
        <Container className={homeStyles.slideshow}>
          <HomeSlideshow slides={home.slideshow} />
        </Container>
      )}
      <Intro isCompact={hasSlides} />
      {body}
    </>
  );
}
