import type { CourseDetail } from '@tutor/contract/courses';
import type { CourseOutline } from '@tutor/contract/learning';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCourseStanding } from '@/features/courses/api/get-course';
import { addToBrowserCart, isInCart, useCart } from '@/shared/cart/cart-store';
import { paths } from '@/shared/catalogue/paths';
import { BuyNowButton } from '@/shared/checkout/buy-now-button';
import buttons from '@/shared/ui/button.module.css';
import { ChatIcon } from '@/shared/ui/catalogue-icons';
import { ArrowRightIcon } from '@/shared/ui/icons';
import styles from './course.module.css';

/** The first lesson the reader may open: where "enter the course" leads. */
function firstOpenLesson(outline: CourseOutline | undefined) {
  for (const thematic of outline?.data ?? []) {
    const lesson = thematic.lessons.find((entry) => !entry.isLocked);
    if (lesson) return lesson;
  }
  return undefined;
}

/**
 * "Add to cart" (spec §4: type COURSE; adding it again changes nothing) for a visitor or a student not
 * in the course; "enter the course" and the class links for an enrolled student or staff.
 */
export function CourseActions({
  course,
  outline,
}: {
  course: CourseDetail;
  outline: CourseOutline | undefined;
}) {
  const { t } = useTranslation();
  const cart = useCart();
  const standing = useMyCourseStanding(course.id);
  const [isJustAdded, setIsJustAdded] = useState(false);
  const mine = standing.data;
  const isMember = mine ? mine.isEnrolled || mine.access === 'STAFF' : false;

  if (isMember && mine) {
    const first = firstOpenLesson(outline);
    return (
      <div className={styles.actions}>
        <p className={styles.enrolled}>{t('course.enrolled')}</p>
        <div className={styles.buttons}>
          <Link
            className={buttons.primary}
            to={first ? `${paths.lesson(course.id, first.id, first.slug)}?muc=video` : paths.myCourses}
          >
            {t('course.enter')}
            <ArrowRightIcon size={18} />
          </Link>
          {mine.groupUrl && (
            <a className={buttons.secondary} href={mine.groupUrl} target="_blank" rel="noopener noreferrer">
              <ChatIcon size={18} />
              {t('course.group')}
            </a>
          )}
          {mine.assistantUrl && (
            <a
              className={buttons.secondary}
              href={mine.assistantUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('course.assistant')}
            </a>
          )}
        </div>
      </div>
    );
  }

  const isAdded = isInCart(cart, { id: course.id, type: 'COURSE' });
  return (
    <div className={styles.actions}>
      {mine?.access === 'EXPIRED' && <p className={styles.expired}>{t('course.expired')}</p>}
      <div className={styles.buttons}>
        {isAdded ? (
          <Link className={buttons.secondary} to="/gio-hang">
            {t('course.inCart')} · {t('course.goToCart')}
          </Link>
        ) : (
          <button
            type="button"
            className={buttons.primary}
            onClick={() =>
              setIsJustAdded(
                addToBrowserCart({
                  id: course.id,
                  type: 'COURSE',
                  salePrice: course.salePrice,
                  name: course.name,
                  slug: course.slug,
                }),
              )
            }
          >
            {t('course.addToCart')}
          </button>
        )}
        {course.salePrice > 0 && (
          <BuyNowButton
            label={t('course.buyNow')}
            className={isAdded ? buttons.primary : buttons.secondary}
            target={{ type: 'COURSE', id: course.id, salePrice: course.salePrice }}
            itemName={course.name}
          />
        )}
      </div>
      <p className={styles.srStatus} role="status">
        {isJustAdded ? t('course.added') : ''}
      </p>
    </div>
  );
}
