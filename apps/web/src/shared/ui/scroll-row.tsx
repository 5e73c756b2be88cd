import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import styles from './product-card.module.css';

/**
 * A one-line row of cards that scrolls sideways (CSS scroll-snap), with previous/next buttons that
 * move it by a page; each button shows only when there is something to scroll to on its side.
 */
export function ScrollRow({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [edges, setEdges] = useState({ prev: false, next: false });
  /** The arrow to focus once the focused one disappears at its end of the row. */
  const focusAfterRender = useRef<'prev' | 'next' | null>(null);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const prev = row.scrollLeft > 1;
      const next = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      // A keyboard user pressing "next" to the end would otherwise drop to <body>: hand focus over.
      if (!next && document.activeElement === nextRef.current) focusAfterRender.current = 'prev';
      if (!prev && document.activeElement === prevRef.current) focusAfterRender.current = 'next';
      setEdges((old) => (old.prev === prev && old.next === next ? old : { prev, next }));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render that changed the arrows shown, when the focused arrow may have gone.
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    const button = target === 'prev' ? prevRef.current : nextRef.current;
    // Neither arrow left (the row now fits): the row's first card.
    (button ?? ref.current?.querySelector<HTMLElement>('a, button'))?.focus();
  }, [edges]);

  const scroll = (direction: 1 | -1) => {
    const row = ref.current;
    if (!row) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.rowFrame}>
      <div ref={ref} className={className}>
        {children}
      </div>
      {edges.prev && (
        <button
          ref={prevRef}
          type="button"
          className={`${styles.rowButton} ${styles.rowPrev}`}
          aria-label={t('catalogue.rowPrev')}
          onClick={() => scroll(-1)}
        >
          <ChevronRightIcon size={22} style={{ transform: 'scaleX(-1)' }} />
        </button>
      )}
      {edges.next && (
        <button
          ref={nextRef}
          type="button"
          className={`${styles.rowButton} ${styles.rowNext}`}
          aria-label={t('catalogue.rowNext')}
          onClick={() => scroll(1)}
        >
          <ChevronRightIcon size={22} />
        </button>
      )}
    </div>
  );
}
