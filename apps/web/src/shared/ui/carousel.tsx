import { CAROUSEL_AUTOPLAY_MS } from '@tutor/contract/constants';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './carousel.module.css';

type CarouselProps = {
  /** Names the region for screen readers, e.g. the section's title. */
  label: string;
  slides: ReactNode[];
  intervalMs?: number;
};

const SWIPE_THRESHOLD_PX = 40;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One slide at a time, advancing every 5 s (spec §9). Autoplay pauses while the pointer is over it or
 * focus is inside it (WCAG 2.2.2), and never starts for visitors who ask for reduced motion. Arrows,
 * dots and a horizontal swipe move it; hidden slides are inert so keyboard users only reach the visible one.
 */
export function Carousel({ label, slides, intervalMs = CAROUSEL_AUTOPLAY_MS }: CarouselProps) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  // Read after the first render: the server cannot know it, and hydration must match the server's HTML.
  const [isReduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const isPaused = isHovered || hasFocus || isReduced || count < 2;
  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => go(index + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isPaused, index, go, intervalMs]);

  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1);
        if (event.key === 'ArrowRight') go(index + 1);
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const distance = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(distance < 0 ? index + 1 : index - 1);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className={isReduced ? `${styles.track} ${styles.still}` : styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={isPaused ? 'polite' : 'off'}
        >
          {slides.map((slide, n) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group with the 'slide' role description.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; the list is fixed for the page.
              key={n}
              id={`${id}-slide-${n}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('catalogue.carousel.slide', { current: n + 1, total: count })}
              aria-hidden={n !== index}
              inert={n !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => go(index - 1)}
            aria-label={t('catalogue.carousel.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(index + 1)}
            aria-label={t('catalogue.carousel.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.dots}>
            {slides.map((_, n) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
                key={n}
                type="button"
                className={n === index ? `${styles.dot} ${styles.activeDot}` : styles.dot}
                onClick={() => go(n)}
                aria-label={t('catalogue.carousel.goTo', { number: n + 1 })}
                aria-controls={`${id}-slide-${n}`}
                aria-current={n === index ? 'true' : undefined}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
