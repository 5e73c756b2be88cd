import { useQueryClient } from '@tanstack/react-query';
import type { LessonDetail, OutlineLesson } from '@tutor/contract/learning';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useCourseHeader, useCourseProgress, useLesson } from '@/features/learning/api/get-lesson';
import { useOutline } from '@/features/learning/api/get-outline';
import { useLessonHistories } from '@/features/learning/api/lesson-histories';
import { learningKeys } from '@/features/learning/api/query-keys';
import { AnswerSheet } from '@/features/learning/components/answer-sheet';
import styles from '@/features/learning/components/learning.module.css';
import {
  DocumentsPanel,
  ExamPanel,
  GiftBox,
  HistoryPanel,
  lessonPath,
  OutlinePanel,
  RankingPanel,
  SaleCoursesPanel,
} from '@/features/learning/components/panels';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { useCurrentUser } from '@/shared/session/session';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { NotFoundState } from '@/shared/ui/empty-state';
import { ArrowRightIcon, CloseIcon, MenuIcon } from '@/shared/ui/icons';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { RichContent } from '@/shared/ui/rich-content';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

// The player is its own chunk, fetched when a lesson with a video is shown.
const VideoPlayer = lazy(() =>
  import('@/features/learning/components/video-player').then((module) => ({ default: module.VideoPlayer })),
);

/** The side menu's entries (spec §2); the course outline is the default (spec §9). */
const MENU = [
  'course-outline',
  'video',
  'documents',
  'answers',
  'history',
  'ranking',
  'exam',
  'sale-courses',
] as const;
type MenuEntry = (typeof MENU)[number];
const DEFAULT_ENTRY: MenuEntry = 'course-outline';
const isMenuEntry = (value: string | null): value is MenuEntry => MENU.includes(value as MenuEntry);
/** Entries that need an enrolled student (or staff): a visitor of a free preview sees the rest. */
const MEMBER_ENTRIES: ReadonlySet<MenuEntry> = new Set(['answers', 'history', 'ranking', 'sale-courses']);

/** `bai-giang/{courseId}/{id}/{slug}`: the learning screen, rendered in the browser. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const courseId = routeId(params.courseId);
  const lessonId = routeId(params.id);
  if (courseId === null || lessonId === null)
    return (
      <Container className={styles.page}>
        <NotFoundState backTo={paths.courses} backLabel={t('learning.lesson.backToCourse')} />
      </Container>
    );
  return <LearningScreen courseId={courseId} lessonId={lessonId} />;
}

function LearningScreen({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const course = useCourseHeader(courseId);
  const outline = useOutline(courseId);
  const lesson = useLesson(lessonId);
  const access = outline.data?.access ?? 'NONE';
  const isMember = access === 'ENROLLED' || access === 'STAFF';
  const progress = useCourseProgress(courseId, Boolean(user) && isMember);
  const requested = search.get('muc');
  const entry: MenuEntry = isMenuEntry(requested) ? requested : DEFAULT_ENTRY;
  useDocumentTitle(lesson.data?.name);

  // A shared link with an old slug shows the lesson's own address.
  const lessonSlug = lesson.data?.slug;
  useEffect(() => {
    if (lessonSlug && params.slug !== lessonSlug)
      void navigate(`${lessonPath(courseId, { id: lessonId, slug: lessonSlug })}${location.search}`, {
        replace: true,
      });
  }, [lessonSlug, params.slug, courseId, lessonId, location.search, navigate]);

  // Escape closes the drawer on a phone.
  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDrawerOpen]);

  const select = (next: MenuEntry) => {
    const nextSearch = new URLSearchParams(search);
    if (next === DEFAULT_ENTRY) nextSearch.delete('muc');
    else nextSearch.set('muc', next);
    setSearch(nextSearch, { replace: true });
    setIsDrawerOpen(false);
  };

  const allLessons: OutlineLesson[] = outline.data?.data.flatMap((thematic) => thematic.lessons) ?? [];
  const lessonRef = (id: number | null | undefined) => allLessons.find((entry) => entry.id === id);
  const coursePath = course.data ? paths.course(course.data.id, course.data.slug) : paths.courses;
  const onVideoProgress = (completed: boolean) => {
    if (!completed) return;
    void queryClient.invalidateQueries({ queryKey: learningKeys.progress(courseId) });
    void queryClient.invalidateQueries({ queryKey: learningKeys.lesson(lessonId) });
    void queryClient.invalidateQueries({ queryKey: ['learning', 'outline', courseId] });
  };

  const menu = (
    <nav className={styles.menu} aria-label={t('learning.menu.label')}>
      {progress.data && (
        <div className={styles.courseProgress}>
          <span className={styles.menuCaption}>{t('learning.progress.course')}</span>
          <ProgressBar value={progress.data.processPercent} label={t('learning.progress.course')} />
          <span className={styles.muted}>
            {t('learning.progress.lessons', {
              done: progress.data.doneLessons,
              total: progress.data.totalLessons,
            })}
          </span>
        </div>
      )}
      <ul className={styles.menuList}>
        {MENU.filter((item) => isMember || !MEMBER_ENTRIES.has(item)).map((item) => (
          <li key={item}>
            <button
              type="button"
              className={item === entry ? `${styles.menuItem} ${styles.menuActive}` : styles.menuItem}
              aria-current={item === entry ? 'page' : undefined}
              onClick={() => select(item)}
            >
              {t(`learning.menu.${item}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );

  let main: ReactNode;
  if (entry === 'course-outline') {
    main = outline.data ? (
      <OutlinePanel
        courseId={courseId}
        outline={outline.data}
        progress={progress.data}
        currentLessonId={lessonId}
      />
    ) : (
      <Skeleton height="200px" />
    );
  } else if (lesson.error) {
    main = <LessonBlocked error={lesson.error} coursePath={coursePath} isSignedIn={Boolean(user)} />;
  } else if (!lesson.data) {
    main = <Skeleton height="240px" />;
  } else {
    main = (
      <LessonEntry
        entry={entry}
        courseId={courseId}
        lesson={lesson.data}
        onVideoProgress={onVideoProgress}
        course={course.data}
      />
    );
  }

  const previous = lessonRef(lesson.data?.previousLessonId);
  const next = lessonRef(lesson.data?.nextLessonId);
  const title = lesson.data?.name ?? lessonRef(lessonId)?.name;

  return (
    <Container className={styles.page}>
      <div className={styles.topBar}>
        <div className={styles.heading}>
          {course.data && (
            <Link to={coursePath} className={styles.courseName}>
              {course.data.name}
            </Link>
          )}
          <h1 className={styles.title}>{title ?? t('page.lesson.title')}</h1>
        </div>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small} ${styles.drawerToggle}`}
          aria-expanded={isDrawerOpen}
          aria-controls="learning-menu"
          onClick={() => setIsDrawerOpen(true)}
        >
          <MenuIcon size={18} />
          {t('learning.menu.open')}
        </button>
      </div>
      <div className={styles.layout}>
        {isDrawerOpen && (
          <div className={styles.backdrop} onClick={() => setIsDrawerOpen(false)} aria-hidden="true" />
        )}
        <aside id="learning-menu" className={isDrawerOpen ? `${styles.aside} ${styles.open}` : styles.aside}>
          <button
            type="button"
            className={`${buttons.ghost} ${buttons.small} ${styles.drawerClose}`}
            onClick={() => setIsDrawerOpen(false)}
          >
            <CloseIcon size={18} />
            {t('learning.menu.close')}
          </button>
          {menu}
        </aside>
        <section className={styles.main} aria-labelledby="learning-entry">
          <h2 id="learning-entry" className={styles.entryTitle}>
            {t(`learning.menu.${entry}`)}
          </h2>
          {main}
          <div className={styles.prevNext}>
            {previous ? (
              <Link className={buttons.secondary} to={lessonPath(courseId, previous)} rel="prev">
                {t('learning.lesson.previous')}
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link
                className={buttons.primary}
                to={`${lessonPath(courseId, next)}${location.search}`}
                rel="next"
              >
                {t('learning.lesson.next')}
                <ArrowRightIcon size={18} />
              </Link>
            )}
          </div>
        </section>
      </div>
    </Container>
  );
}

/** Why the lesson cannot be studied, in the catalogue's words, and the way forward. */
function LessonBlocked({
  error,
  coursePath,
  isSignedIn,
}: {
  error: unknown;
  coursePath: string;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (isApiError(error) && error.status === 404)
    return <NotFoundState backTo={coursePath} backLabel={t('learning.lesson.backToCourse')} />;
  const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
  const needsLogin = !isSignedIn || code === 'UNAUTHENTICATED';
  return (
    <div className={styles.blocked} role="alert">
      <p className={styles.blockedTitle}>{t('learning.lesson.blockedTitle')}</p>
      <p>{t(`error.${code}`)}</p>
      <div className={styles.actions}>
        {needsLogin && (
          <Link
            className={buttons.primary}
            to={`/dang-nhap?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          >
            {t('learning.lesson.login')}
          </Link>
        )}
        {code !== 'LESSON_NOT_RELEASED' && (
          <Link className={needsLogin ? buttons.secondary : buttons.primary} to={coursePath}>
            {t('learning.lesson.buyCourse')}
          </Link>
        )}
      </div>
    </div>
  );
}

function LessonEntry({
  entry,
  courseId,
  lesson,
  course,
  onVideoProgress,
}: {
  entry: Exclude<MenuEntry, 'course-outline'>;
  courseId: number;
  lesson: LessonDetail;
  course: Parameters<typeof SaleCoursesPanel>[0]['course'] | undefined;
  onVideoProgress: (completed: boolean) => void;
}) {
  const { t } = useTranslation();
  switch (entry) {
    case 'video':
      return <VideoEntry lesson={lesson} onVideoProgress={onVideoProgress} />;
    case 'documents':
      return <DocumentsPanel lesson={lesson} />;
    case 'answers':
      return lesson.answerCount > 0 ? (
        <LatestHistory lessonId={lesson.id}>
          {(latest) => <AnswerSheet lessonId={lesson.id} courseId={courseId} latestHistoryId={latest} />}
        </LatestHistory>
      ) : (
        <p className={styles.muted}>{t('learning.answers.none')}</p>
      );
    case 'history':
      return <HistoryPanel courseId={courseId} lesson={lesson} />;
    case 'ranking':
      return <RankingPanel courseId={courseId} lessonId={lesson.id} />;
    case 'exam':
      return <ExamPanel courseId={courseId} lesson={lesson} />;
    case 'sale-courses':
      return course ? <SaleCoursesPanel course={course} /> : null;
  }
}

/** The newest submission's id: the key to the answer key for a student who already submitted. */
function LatestHistory({
  lessonId,
  children,
}: {
  lessonId: number;
  children: (id: number | null) => ReactNode;
}) {
  const histories = useLessonHistories(lessonId);
  if (histories.isPending) return null;
  return children(histories.data?.data[0]?.id ?? null);
}

function VideoEntry({
  lesson,
  onVideoProgress,
}: {
  lesson: LessonDetail;
  onVideoProgress: (completed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  if (lesson.videos.length === 0)
    return (
      <div className={styles.stack}>
        <p className={styles.muted}>{t('learning.video.none')}</p>
        {lesson.content && <RichContent html={lesson.content} />}
      </div>
    );
  const wanted = Number(search.get('video'));
  const video = lesson.videos.find((entry) => entry.id === wanted) ?? lesson.videos[0];
  if (!video) return null;
  return (
    <div className={styles.stack}>
      {lesson.videos.length > 1 && (
        <fieldset className={styles.videoTabs}>
          <legend className={styles.srOnly}>{t('learning.video.choose')}</legend>
          {lesson.videos.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className={
                entry.id === video.id
                  ? `${buttons.primary} ${buttons.small}`
                  : `${buttons.secondary} ${buttons.small}`
              }
              aria-pressed={entry.id === video.id}
              onClick={() => {
                const next = new URLSearchParams(search);
                next.set('video', String(entry.id));
                setSearch(next, { replace: true });
              }}
            >
              {entry.name}
            </button>
          ))}
        </fieldset>
      )}
      <Suspense fallback={<div className={styles.videoFallback}>{t('learning.video.loading')}</div>}>
        <VideoPlayer key={video.id} videoId={video.id} onProgress={onVideoProgress} />
      </Suspense>
      {lesson.isDone && <p className={styles.success}>{t('learning.lesson.done')}</p>}
      <GiftBox lesson={lesson} />
      {lesson.content && <RichContent html={lesson.content} />}
    </div>
  );
}
