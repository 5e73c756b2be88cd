import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from '../../shared/ui/button.module.css';
import { Container } from '../../shared/ui/container';
import { ArrowRightIcon, BookIcon, ChartIcon, InboxIcon, PlayIcon, TimerIcon } from '../../shared/ui/icons';
import styles from './home-page.module.css';

const features: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <PlayIcon />, title: 'home.features.videoTitle', text: 'home.features.videoText' },
  { icon: <TimerIcon />, title: 'home.features.examTitle', text: 'home.features.examText' },
  { icon: <ChartIcon />, title: 'home.features.progressTitle', text: 'home.features.progressText' },
  { icon: <BookIcon />, title: 'home.features.booksTitle', text: 'home.features.booksText' },
];

// The catalogue sections of spec §2 that later features fill with real data; until then they say so.
const sections: { id: string; title: string; to: string }[] = [
  { id: 'new-courses', title: 'home.sections.newCourses', to: '/danh-muc/khoa-hoc' },
  { id: 'new-books', title: 'home.sections.newBooks', to: '/danh-muc/sach' },
  { id: 'new-exams', title: 'home.sections.exams', to: '/danh-muc/de-thi' },
  { id: 'new-documents', title: 'home.sections.documents', to: '/danh-muc/tai-lieu' },
  { id: 'news', title: 'home.sections.news', to: '/tin-tuc' },
];

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

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
            <h1 id="home-title" className={styles.title}>
              {t('page.home.title')}
            </h1>
            <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
            <div className={styles.ctas}>
              <Link to="/danh-muc/khoa-hoc" className={buttons.primary}>
                {t('home.hero.ctaCourses')}
                <ArrowRightIcon size={18} />
              </Link>
              <Link to="/danh-muc/de-thi" className={buttons.secondary}>
                {t('home.hero.ctaExams')}
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </Container>
      </section>

      <section className={styles.features} aria-labelledby="home-features">
        <Container>
          <h2 id="home-features" className={styles.sectionTitle}>
            {t('home.features.title')}
          </h2>
          <ul className={styles.featureGrid}>
            {features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <span className={styles.featureIcon}>{feature.icon}</span>
                <h3 className={styles.featureTitle}>{t(feature.title)}</h3>
                <p className={styles.featureText}>{t(feature.text)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className={styles.sections}>
        {sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`home-${section.id}`}>
            <div className={styles.sectionHeader}>
              <h2 id={`home-${section.id}`} className={styles.sectionTitle}>
                {t(section.title)}
              </h2>
              <Link to={section.to} className={styles.viewAll}>
                {t('home.sections.viewAll')}
                <ArrowRightIcon size={16} />
              </Link>
            </div>
            <div className={styles.empty}>
              <InboxIcon size={22} />
              <p>{t('home.sections.empty')}</p>
            </div>
          </section>
        ))}
      </Container>
    </>
  );
}
