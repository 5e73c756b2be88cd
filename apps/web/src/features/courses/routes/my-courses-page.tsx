import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCourses } from '@/features/courses/api/get-my-courses';
import styles from '@/features/courses/components/course.module.css';
import { paths } from '@/shared/catalogue/paths';
import buttons from '@/shared/ui/button.module.css';
import { ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { ArrowRightIcon } from '@/shared/ui/icons';
import { MyListPage } from '@/shared/ui/my-list-page';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { ResponsiveImage } from '@/shared/ui/responsive-image';

/** `/khoa-hoc-cua-toi`: my courses, each with its progress bar and the lesson I studied last. */
export function Component() {
  const { t, i18n } = useTranslation();
  const myCourses = useMyCourses();
  const dateText = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
      timeZone: 'Asia/Ho_Chi_Minh',
    });

  return (
    <MyListPage
      title={t('page.myCourses.title')}
      query={myCourses}
      intro={
        <p>
          <Link to={paths.activation}>{t('course.my.activate')}</Link>
        </p>
      }
      empty={{ title: t('course.my.empty'), browseLabel: t('course.my.browse'), browseTo: paths.courses }}
      loadingHeight="160px"
    >
      {(courses) => (
        <ul className={styles.cards}>
          {courses.map((course) => {
            const recent = course.recentLesson;
            return (
              <li key={course.id} className={styles.myCourse}>
                <div className={styles.myCover}>
                  {course.image ? (
                    <ResponsiveImage
                      image={course.image}
                      sizes="(max-width: 767px) 90vw, 200px"
                      className={styles.cover}
                      alt=""
                    />
                  ) : (
                    <div className={styles.noCover}>
                      <ImagePlaceholderIcon size={36} />
                    </div>
                  )}
                </div>
                <div className={styles.myCourseBody}>
                  <h2>
                    <Link to={paths.course(course.id, course.slug)}>{course.name}</Link>
                  </h2>
                  <ProgressBar
                    value={course.processPercent}
                    label={t('course.my.progress', { name: course.name })}
                  />
                  <span className={styles.muted}>
                    {t('course.my.lessons', { done: course.doneLessons, total: course.totalLessons })}
                    {course.expiresAt &&
                      ` · ${course.isExpired ? t('course.my.expired') : t('course.my.expires', { date: dateText(course.expiresAt) })}`}
                  </span>
                  <div>
                    <Link
                      className={`${buttons.primary} ${buttons.small}`}
                      to={
                        recent
                          ? `${paths.lesson(course.id, recent.id, recent.slug)}?muc=video`
                          : paths.course(course.id, course.slug)
                      }
                    >
                      {recent ? t('course.my.continue', { name: recent.name }) : t('course.my.start')}
                      <ArrowRightIcon size={16} />
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </MyListPage>
  );
}
