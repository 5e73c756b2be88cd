import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ExamHistory } from '@tutor/contract/exam-sessions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useExamsNotDone, useMyExamHistories } from '@/features/exam-taking/api/my-exams';
import styles from '@/features/exam-taking/components/my-exams.module.css';
import { formatClock } from '@/features/exam-taking/model/countdown';
import { examPagePaths } from '@/features/exam-taking/model/exam-target';
import { formatPoints } from '@/features/exam-taking/model/my-exams';
import detail from '@/shared/catalogue/detail.module.css';
import { paths } from '@/shared/catalogue/paths';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { ArrowRightIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';

type PagedList<T> = { data: T[]; pagination: { total: number } };

/**
 * One section's body: loading, failure, empty, or its rows with "more" while the server has more. The
 * rows of every page loaded so far, in order (a row never repeats: both lists are stable, newest first).
 */
function SectionBody<T>({
  query,
  empty,
  renderRow,
}: {
  query: UseInfiniteQueryResult<{ pages: PagedList<T>[] }>;
  empty: string;
  renderRow: (row: T) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error && !query.data)
    return (
      <ErrorState
        message={isApiError(query.error) ? t(`error.${query.error.code}`) : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Skeleton height="120px" />;
  const rows = query.data.pages.flatMap((page) => page.data);
  if (rows.length === 0)
    return (
      <EmptyState
        title={empty}
        action={
          <Link className={buttons.primary} to={paths.examCategory()}>
            {t('examTaking.mine.browse')}
          </Link>
        }
      />
    );
  const total = query.data.pages.at(-1)?.pagination.total ?? rows.length;
  return (
    <>
      <ul className={styles.list}>{rows.map(renderRow)}</ul>
      {query.hasNextPage && (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.more}`}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage
            ? t('examTaking.mine.loadingMore')
            : t('examTaking.mine.more', { shown: rows.length, total })}
        </button>
      )}
    </>
  );
}

/** `/de-thi-cua-toi`: the open exams I have not taken yet, and my past attempts with their results. */
export function Component() {
  const { t, i18n } = useTranslation();
  const notDone = useExamsNotDone();
  const histories = useMyExamHistories();
  const locale = i18n.language === 'en' ? 'en-GB' : 'vi-VN';
  const dateTime = (iso: string) =>
    new Date(iso).toLocaleString(locale, {
      timeZone: 'Asia/Ho_Chi_Minh',
      dateStyle: 'short',
      timeStyle: 'short',
    });
  const points = (value: number) => formatPoints(value, i18n.language);

  const scoreOf = (history: ExamHistory) =>
    history.score === null ? (
      <span className={styles.hiddenScore}>{t('examTaking.mine.scoreHidden')}</span>
    ) : (
      <span className={styles.score}>
        <strong>{points(history.score)}</strong>/{points(history.totalPoint)}
      </span>
    );

  return (
    <Container className={detail.page}>
      <h1 className={detail.title}>{t('page.myExams.title')}</h1>

      <section className={styles.section} aria-labelledby="my-exams-not-done">
        <h2 id="my-exams-not-done" className={styles.sectionTitle}>
          {t('examTaking.mine.notDone')}
        </h2>
        <SectionBody
          query={notDone}
          empty={t('examTaking.mine.notDoneEmpty')}
          renderRow={(exam) => (
            <li key={exam.id} className={styles.row}>
              <div className={styles.main}>
                <h3 className={styles.name}>
                  <Link to={paths.exam(exam.id, exam.slug)}>{exam.name}</Link>
                </h3>
                <p className={styles.meta}>
                  {t('examTaking.mine.examMeta', { minutes: exam.duration, count: exam.questionCount })}
                </p>
                <p className={styles.meta}>
                  {exam.closesAt
                    ? t('examTaking.mine.closesAt', { time: dateTime(exam.closesAt) })
                    : t('examTaking.mine.noClosing')}
                </p>
              </div>
              <Link
                className={`${buttons.primary} ${buttons.small} ${styles.action}`}
                to={paths.exam(exam.id, exam.slug)}
                aria-label={t('examTaking.mine.openExam', { name: exam.name })}
              >
                {t('examTaking.mine.open')}
                <ArrowRightIcon size={16} />
              </Link>
            </li>
          )}
        />
      </section>

      <section className={styles.section} aria-labelledby="my-exams-done">
        <h2 id="my-exams-done" className={styles.sectionTitle}>
          {t('examTaking.mine.done')}
        </h2>
        <SectionBody
          query={histories}
          empty={t('examTaking.mine.doneEmpty')}
          renderRow={(history) => (
            <li key={history.id} className={styles.row}>
              <div className={styles.main}>
                <h3 className={styles.name}>
                  <Link to={paths.exam(history.examId ?? 0, history.slug)}>{history.name}</Link>
                </h3>
                <p className={styles.meta}>
                  {t('examTaking.mine.attemptMeta', {
                    time: formatClock(history.timeTaken),
                    date: dateTime(history.submittedAt),
                  })}
                  {history.source === 'SWEEP' && ` · ${t('examTaking.result.swept')}`}
                </p>
              </div>
              <div className={styles.side}>
                {scoreOf(history)}
                <Link
                  className={`${buttons.secondary} ${buttons.small}`}
                  to={examPagePaths.result(
                    { kind: 'exam', id: history.examId ?? 0, slug: history.slug },
                    history.id,
                  )}
                  aria-label={t('examTaking.mine.openResult', { name: history.name })}
                >
                  {t('examTaking.mine.result')}
                </Link>
              </div>
            </li>
          )}
        />
      </section>
    </Container>
  );
}
