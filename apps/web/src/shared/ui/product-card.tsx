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

/**
 * The card's width as laid out (measured at 360–1440 px): two columns up to 767 px (half the screen
 * less the page's padding and gap; home's and the book page's rows are a little narrower), up to
 * 320 px on a tablet, about 200–240 px on a desktop. It used to say 50vw on phones and 33vw on
 * tablets: phones fetched the 640 px file for a 165 px card, tablets one too small.
 */
const GRID_SIZES = '(max-width: 767px) calc(50vw - 24px), (max-width: 1023px) 320px, 240px';

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
