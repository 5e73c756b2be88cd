import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/shared/ui/button.module.css';
import { Price } from '@/shared/ui/price';
import styles from './buy-bar.module.css';

type BuyBarProps = {
  price: number;
  original?: number;
  /** The order form's id: the bar leads there, and steps aside while it is on screen. */
  formId: string;
};

/**
 * Phones (≤ 768 px): the price and the order action stay at the bottom of the screen while one reads the
 * book, since the form sits far below the pictures there. The bar slides away while the form or the
 * footer is on screen, so it never hides what one is filling in or the page's last lines.
 */
export function BuyBar({ price, original, formId }: BuyBarProps) {
  const { t } = useTranslation();
  const [isOutOfTheWay, setOutOfTheWay] = useState(false);

  useEffect(() => {
    const targets = [document.getElementById(formId), document.querySelector('footer')].filter(
      (element): element is HTMLElement => element !== null,
    );
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setOutOfTheWay(onScreen.size > 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [formId]);

  function goToForm() {
    const form = document.getElementById(formId);
    if (!form) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    form.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  }

  return (
    <>
      {/* Room at the end of the page for the bar, so nothing is left under it. */}
      <div className={styles.spacer} aria-hidden="true" />
      <section
        className={isOutOfTheWay ? `${styles.bar} ${styles.away}` : styles.bar}
        aria-label={t('book.buyBar')}
        inert={isOutOfTheWay}
      >
        <Price value={price} original={original} />
        <button type="button" className={`${buttons.primary} ${styles.action}`} onClick={goToForm}>
          {t('book.order.submit')}
        </button>
      </section>
    </>
  );
}
