import type { ImageRef } from '@tutor/contract/media';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImagePlaceholderIcon } from './catalogue-icons';
import styles from './product-card.module.css';
import { ResponsiveImage } from './responsive-image';
import { ScrollRow } from './scroll-row';

type ProductCardProps = {
  /** In the first row of a listing: its cover is likely the page's largest paint, so never lazy. */
  priority?: boolean;
  to: string;
  title: string;
  image: ImageRef | null;
  /** The picture's box: book covers stand, the rest lie. */
  shape?: 'portrait' | 'landscape';
  /** Author, date or summary under the title. */
  meta?: ReactNode;
  /** Price or call to action at the bottom. */
  footer?: ReactNode;
  /** Sale status or free/paid label on the picture. */
  badge?: ReactNode;
  /** Width of the card's slot for `sizes`. */
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
};

const GRID_SIZES = '(max-width: 479px) 50vw, (max-width: 1023px) 33vw, 240px';

/** The catalogue's card: a picture, a title that links (the whole card is clickable), meta and price. */
export function ProductCard({
  to,
  title,
  image,
  shape = 'portrait',
  meta,
  footer,
  badge,
  sizes = GRID_SIZES,
  headingLevel: Heading = 'h3',
  priority = false,
}: ProductCardProps) {
  return (
    <article className={styles.card}>
      <div
        className={
          shape === 'portrait' ? `${styles.media} ${styles.portrait}` : `${styles.media} ${styles.landscape}`
        }
      >
        {image ? (
          <ResponsiveImage image={image} sizes={sizes} className={styles.image} alt="" priority={priority} />
        ) : (
          <div className={styles.noImage}>
            <ImagePlaceholderIcon size={36} />
          </div>
        )}
        {badge && <div className={styles.badge}>{badge}</div>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {meta && <div className={styles.meta}>{meta}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}

type CardGridProps = {
  children: ReactNode;
  /** 'wide' for landscape cards (news, combos), which need fewer columns. */
  variant?: 'narrow' | 'wide';
  /** One scrollable row instead of wrapping lines (home sections on phones). */
  isRow?: boolean;
};

export function CardGrid({ children, variant = 'narrow', isRow = false }: CardGridProps) {
  const classes = [styles.grid, variant === 'wide' ? styles.wide : styles.narrow, isRow ? styles.row : '']
    .filter(Boolean)
    .join(' ');
  if (isRow) return <ScrollRow className={classes}>{children}</ScrollRow>;
  return <div className={classes}>{children}</div>;
}

export type BadgeTone = 'info' | 'success' | 'muted' | 'accent';

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badgeLabel} ${styles[tone]}`}>{children}</span>;
}
