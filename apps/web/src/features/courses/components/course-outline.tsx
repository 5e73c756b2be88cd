import type { CourseOutline } from '@tutor/contract/learning';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/catalogue/paths';
import { CheckCircleIcon, PlayIcon } from '@/shared/ui/icons';
import styles from './course.module.css';

function LockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/**
 * The course's thematics and lessons: a lock on what the reader may not open, a "preview" link on free
 * lessons (anyone can play their video on the learning screen), done ticks for an enrolled student.
 */
export function CourseOutlineList({ courseId, outline }: { courseId: number; outline: CourseOutline }) {
  const { t } = useTranslation();
  if (outline.data.length === 0) return <p className={styles.muted}>{t('course.noLessons')}</p>;
  return (
    <ol className={styles.outline}>
      {outline.data.map((thematic) => (
        <li key={thematic.id} className={styles.thematic}>
          <details open>
            <summary className={styles.thematicName}>
              {thematic.name}
              <span className={styles.count}>{thematic.lessons.length}</span>
            </summary>
            <ol className={styles.lessons}>
              {thematic.lessons.map((lesson) => {
                const to = `${paths.lesson(courseId, lesson.id, lesson.slug)}?muc=video`;
                return (
                  <li key={lesson.id} className={styles.lesson}>
                    <span className={styles.lessonIcon}>
                      {lesson.isDone ? (
                        <CheckCircleIcon size={16} role="img" aria-label={t('course.done')} />
                      ) : lesson.isLocked ? (
                        <span role="img" aria-label={t('course.locked')}>
                          <LockIcon />
                        </span>
                      ) : (
                        <PlayIcon size={16} aria-hidden="true" />
                      )}
                    </span>
                    {lesson.isLocked ? (
                      <span className={styles.lessonName}>{lesson.name}</span>
                    ) : (
                      <Link to={to} className={styles.lessonName}>
                        {lesson.name}
                      </Link>
                    )}
                    {lesson.isFree && (
                      <Link to={to} className={styles.preview}>
                        {t('course.preview')}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </details>
        </li>
      ))}
    </ol>
  );
}
