import type { CourseDetail } from '@tutor/contract/courses';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCourse, useCourseOutline } from '@/features/courses/api/get-course';
import styles from '@/features/courses/components/course.module.css';
import { CourseActions } from '@/features/courses/components/course-actions';
import { CourseOutlineList } from '@/features/courses/components/course-outline';
import { ComboCard } from '@/shared/catalogue/catalogue-cards';
import detail from '@/shared/catalogue/detail.module.css';
import { DetailPage } from '@/shared/catalogue/detail-page';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { ImagePlaceholderIcon } from '@/shared/ui/catalogue-icons';
import { Price } from '@/shared/ui/price';
import { CardGrid } from '@/shared/ui/product-card';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { RichContent } from '@/shared/ui/rich-content';
import { SectionHeader } from '@/shared/ui/section-header';

/** `khoa-hoc/{id}/{slug}`: a course with its teacher, prices, outline, combos and the way to buy or study it. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useCourse(id);
  return (
    <DetailPage
      id={id}
      query={query}
      canonicalPath={(course) => paths.course(course.id, course.slug)}
      title={(course) => course.name}
      back={{ to: paths.courses, label: t('course.backToList') }}
    >
      {(course) => <CourseDetails course={course} />}
    </DetailPage>
  );
}

function CourseDetails({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const outline = useCourseOutline(course.id);
  const lessonCount = outline.data?.data.reduce((sum, thematic) => sum + thematic.lessons.length, 0) ?? 0;
  return (
    <>
      <div className={detail.top}>
        <div className={styles.coverBox}>
          {course.cover ? (
            <ResponsiveImage
              image={course.cover}
              sizes="(max-width: 767px) 100vw, 460px"
              priority
              className={styles.cover}
              alt={course.cover.alt || course.name}
            />
          ) : (
            <div className={styles.noCover}>
              <ImagePlaceholderIcon size={56} />
            </div>
          )}
        </div>
        <div className={detail.info}>
          {course.categories.length > 0 && (
            <div className={detail.badges}>
              {course.categories.map((category) => (
                <Link
                  key={category.id}
                  to={paths.courseCategory(category.id, category.slug)}
                  className={detail.tag}
                >
                  {category.name}
                </Link>
              ))}
            </div>
          )}
          <h1 className={detail.title}>{course.name}</h1>
          <dl className={detail.facts}>
            {course.teacher && (
              <>
                <dt>{t('course.teacher')}</dt>
                <dd>{course.teacher.name}</dd>
              </>
            )}
            {course.target && (
              <>
                <dt>{t('course.target')}</dt>
                <dd>{course.target}</dd>
              </>
            )}
          </dl>
          <Price value={course.salePrice} original={course.rootPrice} size="lg" />
          {course.summary && <p className={detail.summary}>{course.summary}</p>}
          <CourseActions course={course} outline={outline.data} />
        </div>
      </div>
      <section className={detail.section} aria-labelledby="course-outline">
        <h2 id="course-outline" className={detail.sectionTitle}>
          {t('course.outline')}
        </h2>
        {outline.data && (
          <p className={styles.muted}>
            {t('course.outlineCount', { thematics: outline.data.data.length, lessons: lessonCount })}
          </p>
        )}
        {outline.data && <CourseOutlineList courseId={course.id} outline={outline.data} />}
      </section>
      {course.content && (
        <section className={detail.section} aria-labelledby="course-content">
          <h2 id="course-content" className={detail.sectionTitle}>
            {t('course.content')}
          </h2>
          <RichContent html={course.content} />
        </section>
      )}
      {course.combos.length > 0 && (
        <section className={detail.section} aria-labelledby="course-combos">
          <SectionHeader id="course-combos" title={t('course.combos')} />
          <CardGrid variant="wide" isRow>
            {course.combos.map((combo) => (
              <ComboCard key={combo.id} combo={combo} />
            ))}
          </CardGrid>
        </section>
      )}
      {course.tags.length > 0 && (
        <ul className={`${detail.tags} ${detail.section}`} aria-label={t('catalogue.tags')}>
          {course.tags.map((tag) => (
            <li key={tag.id} className={detail.tag}>
              #{tag.name}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
