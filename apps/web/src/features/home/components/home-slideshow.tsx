import type { HomeSlide } from '@tutor/contract/home';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '@/shared/ui/carousel';
import { linkTarget } from '@/shared/ui/link-target';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import styles from './home.module.css';

/** A slide's picture, linked when staff gave it a link (inside the site by the router, else a new tab). */
function Slide({ slide, isFirst }: { slide: HomeSlide; isFirst: boolean }) {
  const picture = (
    <ResponsiveImage
      image={slide.image}
      sizes="(max-width: 1247px) 100vw, 1200px"
      priority={isFirst}
      className={styles.slideImage}
      alt={slide.image.alt || slide.title}
    />
  );
  const target = linkTarget(slide.link);
  if (!target) return picture;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={styles.slideLink} aria-label={slide.title || undefined}>
        {picture}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener"
      className={styles.slideLink}
      aria-label={slide.title || undefined}
    >
      {picture}
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
