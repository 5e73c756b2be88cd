import type { HomeSlide } from '@tutor/contract/home';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '@/shared/ui/carousel';
import { linkTarget } from '@/shared/ui/link-target';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import styles from './home.module.css';

/**
 * A slide: its picture with the title and subtitle written over it as text, on a scrim that keeps them
 * readable whatever the picture. Text baked into a 1920 px picture shrank to a few pixels on a phone,
 * under the arrows; real text keeps its size, wraps, and is read by screen readers and search engines.
 * The whole slide is the link when staff gave one (inside the site by the router, else a new tab).
 */
function Slide({ slide, isFirst }: { slide: HomeSlide; isFirst: boolean }) {
  const content = (
    <>
      {/* The title says what the picture is for; the picture itself is decoration. */}
      <ResponsiveImage
        image={slide.image}
        sizes="(max-width: 1247px) 100vw, 1200px"
        priority={isFirst}
        className={styles.slideImage}
        alt=""
      />
      <span className={styles.slideCaption}>
        <span className={styles.slideTitle}>{slide.title}</span>
        {slide.subtitle && <span className={styles.slideSubtitle}>{slide.subtitle}</span>}
      </span>
    </>
  );
  const target = linkTarget(slide.link);
  if (!target) return <div className={styles.slide}>{content}</div>;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={`${styles.slide} ${styles.slideLink}`}>
        {content}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener" className={`${styles.slide} ${styles.slideLink}`}>
      {content}
    </a>
  );
}

export function HomeSlideshow({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  return (
    <Carousel
      label={t('home.slideshow')}
      slides={slides.map((slide, index) => <Slide key={slide.id} slide={slide} isFirst={index === 0} />)}
    />
  );
}
