import type { HomeBanner } from '@tutor/contract/home';
import { Link } from 'react-router';
import { linkTarget } from '@/shared/ui/link-target';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import styles from './home.module.css';

/** Banners placed between the home sections: a wide one fills the row, tall ones sit side by side. */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  const isVertical = banners[0]?.orientation === 'VERTICAL';
  return (
    <div className={isVertical ? styles.bannersVertical : styles.bannersHorizontal}>
      {banners.map((banner) => {
        const picture = (
          <ResponsiveImage
            key={banner.id}
            image={banner.image}
            sizes={isVertical ? '(max-width: 767px) 50vw, 300px' : '(max-width: 1247px) 100vw, 1200px'}
            className={styles.bannerImage}
            alt={banner.image.alt || banner.title}
          />
        );
        const target = linkTarget(banner.link);
        if (!target)
          return (
            <div key={banner.id} className={styles.banner}>
              {picture}
            </div>
          );
        return target.kind === 'route' ? (
          <Link
            key={banner.id}
            to={target.to}
            className={styles.banner}
            aria-label={banner.title || undefined}
          >
            {picture}
          </Link>
        ) : (
          <a
            key={banner.id}
            href={target.href}
            target="_blank"
            rel="noopener"
            className={styles.banner}
            aria-label={banner.title || undefined}
          >
            {picture}
          </a>
        );
      })}
    </div>
  );
}
