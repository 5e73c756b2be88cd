import type { CourseDetail } from '@tutor/contract/courses';
import type { CourseOutline, CourseProgress, LessonDetail } from '@tutor/contract/learning';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/http-client';
import { type LessonDownload, useDownloadLessonFile } from '@/features/learning/api/download-document';
import { useClaimGift } from '@/features/learning/api/lesson-answers';
import { useCourseRanks, useLessonHistories, useLessonRanks } from '@/features/learning/api/lesson-histories';
import { useSaleCourses } from '@/features/learning/api/sale-courses';
import { addToBrowserCart, isInCart, useCart } from '@/shared/cart/cart-store';
import { paths } from '@/shared/catalogue/paths';
import buttons from '@/shared/ui/button.module.css';
import { DownloadIcon } from '@/shared/ui/catalogue-icons';
import { CheckCircleIcon, TimerIcon } from '@/shared/ui/icons';
import { Price } from '@/shared/ui/price';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { formatClock } from './format-time';
import styles from './learning.module.css';

export const lessonPath = (courseId: number, lesson: { id: number; slug: string }) =>
  `/bai-giang/${courseId}/${lesson.id}/${lesson.slug || 'bai-giang'}`;

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

const dateText = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : 'vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });

/** Thematics → lessons with done ticks, locks and free previews; progress per thematic when enrolled. */
export function OutlinePanel({
  courseId,
  outline,
  progress,
  currentLessonId,
  onNavigate,
}: {
  courseId: number;
  outline: CourseOutline;
  progress: CourseProgress | undefined;
  currentLessonId: number | null;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (outline.data.length === 0) return <p className={styles.muted}>{t('learning.outline.empty')}</p>;
  const thematicProgress = new Map(progress?.thematics.map((entry) => [entry.id, entry]) ?? []);
  return (
    <ol className={styles.outline}>
      {outline.data.map((thematic) => {
        const own = thematicProgress.get(thematic.id);
        return (
          <li key={thematic.id} className={styles.thematic}>
            <h3 className={styles.thematicName}>{thematic.name}</h3>
            {own && (
              <ProgressBar
                size="sm"
                value={own.processPercent}
                label={t('learning.progress.thematic', { name: thematic.name })}
              />
            )}
            <ol className={styles.lessons}>
              {thematic.lessons.map((lesson) => {
                const isCurrent = lesson.id === currentLessonId;
                const content = (
                  <>
                    <span className={styles.lessonState}>
                      {lesson.isDone ? (
                        <CheckCircleIcon size={16} aria-label={t('learning.progress.done')} role="img" />
                      ) : lesson.isLocked ? (
                        <span role="img" aria-label={t('learning.outline.locked')}>
                          <LockIcon />
                        </span>
                      ) : (
                        <span className={styles.dot} aria-hidden="true" />
                      )}
                    </span>
                    <span className={styles.lessonName}>{lesson.name}</span>
                    {lesson.isFree && <span className={styles.freeTag}>{t('learning.outline.free')}</span>}
                    {!lesson.isReleased && lesson.releaseDate && (
                      <span className={styles.muted}>
                        {t('learning.outline.notReleased', {
                          date: dateText(lesson.releaseDate, i18n.language),
                        })}
                      </span>
                    )}
                  </>
                );
                return (
                  <li key={lesson.id}>
                    {lesson.isLocked ? (
                      <span className={`${styles.lessonRow} ${styles.locked}`}>{content}</span>
                    ) : (
                      <Link
                        to={`${lessonPath(courseId, lesson)}?muc=video`}
                        className={isCurrent ? `${styles.lessonRow} ${styles.current}` : styles.lessonRow}
                        aria-current={isCurrent ? 'page' : undefined}
                        onClick={onNavigate}
                      >
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}

/** The lesson's PDF and answer PDF, and each video's handout, downloaded for entitled students only. */
export function DocumentsPanel({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const download = useDownloadLessonFile();
  const [error, setError] = useState<string | null>(null);
  const files: { key: string; label: string; file: LessonDownload }[] = [];
  const base = { kind: 'lesson' as const, thematicId: lesson.thematicId, lessonId: lesson.id };
  if (lesson.hasDocument)
    files.push({
      key: 'document',
      label: t('learning.documents.lesson'),
      file: { ...base, type: 'document', fileName: lesson.documentName || `${lesson.slug}.pdf` },
    });
  if (lesson.hasAnswerFile)
    files.push({
      key: 'answer',
      label: t('learning.documents.answer'),
      file: { ...base, type: 'answer', fileName: `${lesson.slug}-loi-giai.pdf` },
    });
  if (files.length === 0) return <p className={styles.muted}>{t('learning.documents.none')}</p>;
  return (
    <div className={styles.stack}>
      <ul className={styles.files}>
        {files.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={download.isPending}
              onClick={() => {
                setError(null);
                download.mutate(entry.file, {
                  onError: (failure) =>
                    setError(isApiError(failure) ? t(`error.${failure.code}`) : t('error.UNKNOWN_ERROR')),
                });
              }}
            >
              <DownloadIcon size={18} />
              {entry.label}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** My submissions of this lesson, each linking to its detail (`lich-su/…`). */
export function HistoryPanel({ courseId, lesson }: { courseId: number; lesson: LessonDetail }) {
  const { t, i18n } = useTranslation();
  const histories = useLessonHistories(lesson.id);
  if (histories.error)
    return (
      <p className={styles.error} role="alert">
        {isApiError(histories.error) ? t(`error.${histories.error.code}`) : t('error.UNKNOWN_ERROR')}
      </p>
    );
  if (!histories.data) return <p className={styles.muted}>…</p>;
  if (histories.data.data.length === 0) return <p className={styles.muted}>{t('learning.history.none')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('learning.history.date')}</th>
            <th scope="col">{t('learning.history.score')}</th>
            <th scope="col">{t('learning.history.correct')}</th>
            <th scope="col">{t('learning.history.time')}</th>
            <th scope="col">
              <span className={styles.srOnly}>{t('learning.history.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {histories.data.data.map((history) => (
            <tr key={history.id}>
              <td>
                {new Date(history.createdAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'vi-VN')}
              </td>
              <td className={history.isPassed ? styles.right : styles.wrong}>
                {history.score}/{history.totalPoint}
              </td>
              <td>
                {history.correctCount}/{history.totalCount}
              </td>
              <td>{formatClock(history.timeSpent)}</td>
              <td>
                <Link to={`/lich-su/${courseId}/${lesson.id}/${lesson.slug}/${history.id}`}>
                  {t('learning.history.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RankRow = { rank: number; user: { id: number; fullName: string; username: string }; cells: string[] };

function RankTable({
  title,
  headers,
  rows,
  me,
}: {
  title: string;
  headers: string[];
  rows: RankRow[];
  me: RankRow | null;
}) {
  const { t } = useTranslation();
  const isMeListed = me !== null && rows.some((row) => row.user.id === me.user.id);
  const all = me && !isMeListed ? [...rows, me] : rows;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('learning.ranking.rank')}</th>
            <th scope="col">{t('learning.ranking.student')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {all.length === 0 && (
            <tr>
              <td colSpan={headers.length + 2}>{t('learning.ranking.empty')}</td>
            </tr>
          )}
          {all.map((row) => {
            const isMe = me !== null && row.user.id === me.user.id;
            return (
              <tr
                key={row.user.id}
                className={isMe ? styles.meRow : undefined}
                aria-current={isMe ? 'true' : undefined}
              >
                <th scope="row">{row.rank}</th>
                <td>
                  {row.user.fullName || row.user.username}{' '}
                  {isMe && <strong>{t('learning.ranking.me')}</strong>}
                </td>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The lesson's ranking (best score per student) and the course's (progress, then score). */
export function RankingPanel({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const lessonRanks = useLessonRanks(lessonId);
  const courseRanks = useCourseRanks(courseId);
  const error = lessonRanks.error ?? courseRanks.error;
  if (error)
    return (
      <p className={styles.error} role="alert">
        {isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR')}
      </p>
    );
  const lessonRow = (row: NonNullable<typeof lessonRanks.data>['data'][number]): RankRow => ({
    rank: row.rank,
    user: row.user,
    cells: [String(row.score), formatClock(row.timeSpent)],
  });
  const courseRow = (row: NonNullable<typeof courseRanks.data>['data'][number]): RankRow => ({
    rank: row.rank,
    user: row.user,
    cells: [`${row.processPercent}%`, String(row.totalScore)],
  });
  return (
    <div className={styles.stack}>
      {lessonRanks.data && (
        <RankTable
          title={t('learning.ranking.lesson')}
          headers={[t('learning.ranking.score'), t('learning.ranking.time')]}
          rows={lessonRanks.data.data.map(lessonRow)}
          me={lessonRanks.data.me ? lessonRow(lessonRanks.data.me) : null}
        />
      )}
      {courseRanks.data && (
        <RankTable
          title={t('learning.ranking.course')}
          headers={[t('learning.ranking.progress'), t('learning.ranking.score')]}
          rows={courseRanks.data.data.map(courseRow)}
          me={courseRanks.data.me ? courseRow(courseRanks.data.me) : null}
        />
      )}
    </div>
  );
}

/** The lesson's timed exam (the exam issue builds the room): its length and a link, when it has one. */
export function ExamPanel({ courseId, lesson }: { courseId: number; lesson: LessonDetail }) {
  const { t } = useTranslation();
  if (lesson.examTime <= 0 || lesson.totalQuestions <= 0)
    return <p className={styles.muted}>{t('learning.exam.none')}</p>;
  return (
    <div className={styles.stack}>
      <p className={styles.examInfo}>
        <TimerIcon size={20} />
        {t('learning.exam.info', { minutes: lesson.examTime, questions: lesson.totalQuestions })}
      </p>
      <Link className={buttons.secondary} to={`/lam-bai-thi/${courseId}/${lesson.id}/${lesson.slug}`}>
        {t('learning.exam.open')}
      </Link>
    </div>
  );
}

/** Other courses offered to this course's students at a reduced price, each addable to the cart. */
export function SaleCoursesPanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const cart = useCart();
  const offers = useSaleCourses(course.id, true);
  if (offers.error)
    return (
      <p className={styles.error} role="alert">
        {isApiError(offers.error) ? t(`error.${offers.error.code}`) : t('error.UNKNOWN_ERROR')}
      </p>
    );
  if (!offers.data) return <p className={styles.muted}>…</p>;
  if (offers.data.data.length === 0) return <p className={styles.muted}>{t('learning.sale.none')}</p>;
  return (
    <ul className={styles.offers}>
      {offers.data.data.map(({ course: offered, salePrice }) => {
        const isAdded = isInCart(cart, { id: offered.id, type: 'COURSE' });
        return (
          <li key={offered.id} className={styles.offer}>
            <h3 className={styles.offerName}>
              <Link to={paths.course(offered.id, offered.slug)}>{offered.name}</Link>
            </h3>
            <Price value={salePrice} original={offered.salePrice} />
            <button
              type="button"
              className={isAdded ? buttons.secondary : buttons.primary}
              disabled={isAdded}
              onClick={() =>
                addToBrowserCart({
                  id: offered.id,
                  type: 'COURSE',
                  salePrice,
                  name: offered.name,
                  slug: offered.slug,
                })
              }
            >
              {isAdded ? t('learning.sale.added') : t('learning.sale.add')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A completed lesson's bonus (README "Gifts"): its message, and its PDF when there is one. */
export function GiftBox({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const claim = useClaimGift(lesson.id);
  const download = useDownloadLessonFile();
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: unknown) =>
    setError(isApiError(failure) ? t(`error.${failure.code}`) : t('error.UNKNOWN_ERROR'));
  if (!lesson.hasGift || !lesson.isDone) return null;
  const gift = claim.data;
  return (
    <div className={styles.stack}>
      {gift ? (
        <div className={styles.success} role="status">
          <strong>{t('learning.lesson.giftClaimed')}</strong>
          {gift.message && <p className={styles.giftMessage}>{gift.message}</p>}
          {gift.hasFile && (
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={() =>
                download.mutate(
                  {
                    kind: 'lesson',
                    thematicId: lesson.thematicId,
                    lessonId: lesson.id,
                    type: 'gift',
                    fileName: gift.fileName,
                  },
                  { onError },
                )
              }
            >
              <DownloadIcon size={16} />
              {t('learning.lesson.giftDownload')}
            </button>
          )}
        </div>
      ) : (
        <button
          type="button"
          className={buttons.secondary}
          disabled={claim.isPending}
          onClick={() => {
            setError(null);
            claim.mutate(undefined, { onError });
          }}
        >
          {t('learning.lesson.gift')}
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
