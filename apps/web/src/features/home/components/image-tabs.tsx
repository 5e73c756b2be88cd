import type { HomeImageCategory } from '@tutor/contract/home';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import styles from './home.module.css';

/** Pictures by category as tabs (WAI-ARIA tabs: arrow keys move between tabs, Tab goes into the panel). */
export function ImageTabs({ categories }: { categories: HomeImageCategory[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = categories[selected] ?? categories[0];
  if (!current) return null;

  function onKeyDown(event: KeyboardEvent) {
    const last = categories.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div className={styles.tabs} role="tablist" onKeyDown={onKeyDown}>
        {categories.map((category, index) => (
          <button
            key={category.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${category.id}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={index === selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setSelected(index)}
          >
            {category.name}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current.id}`}
        className={styles.gallery}
      >
        {current.images.map((image) => (
          <a key={image.id} href={image.url} target="_blank" rel="noopener" className={styles.galleryItem}>
            <ResponsiveImage
              image={image}
              sizes="(max-width: 767px) 50vw, 290px"
              className={styles.galleryImage}
              alt={image.alt || image.name}
            />
          </a>
        ))}
      </div>
    </div>
  );
}
