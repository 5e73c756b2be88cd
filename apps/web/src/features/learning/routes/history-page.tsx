import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useLessonHistory } from '@/features/learning/api/lesson-histories';
import { formatClock } from '@/features/learning/components/format-time';
import styles from '@/features/learning/components/learning.module.css';
import { lessonPath } from '@/features/learning/components/panels';
import { routeId } from '@/shared/catalogue/route-id';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { NotFoundState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** `lich-su/{courseId}/{lessonId}/{slug}/{id}`: one of my submissions, right or wrong per slot. */
export function Component() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const courseId = routeId(params.courseId);
  const lessonId = routeId(params.lessonId);
  const historyId = routeId(params.id);
  const history = useLessonHistory(historyId);
  useDocumentTitle(
    history.data ? t('learning.history.detailTitle', { lesson: history.data.lessonName }) : undefined,
  );
  const back =
    courseId && lessonId
      ? `${lessonPath(courseId, { id: lessonId, slug: params.slug ?? '' })}?muc=history`
      : '/khoa-hoc-cua-toi';

  if (historyId === null || (isApiError(history.error) && history.error.status === 404))
    return (
      <Container className={styles.page}>
        <NotFoundState backTo={back} backLabel={t('learning.history.back')} />
      </Container>
    );

  return (
    <Container className={styles.page}>
      <div className={styles.stack}>
        <Link to={back} className={styles.courseName}>
          ← {t('learning.history.back')}
        </Link>
        {history.error && (
          <p className={styles.error} role="alert">
            {isApiError(history.error) ? t(`error.${history.error.code}`) : t('error.UNKNOWN_ERROR')}
          </p>
        )}
        {!history.data && !history.error && <Skeleton height="240px" />}
        {history.data && (
          <>
            <h1 className={styles.title}>
              {t('learning.history.detailTitle', { lesson: history.data.lessonName })}
            </h1>
            <p className={history.data.isPassed ? styles.success : styles.notice}>
              <strong>
                {history.data.isPassed ? t('learning.answers.passed') : t('learning.answers.failed')}
              </strong>{' '}
              {t('learning.answers.result', {
                score: history.data.score,
                total: history.data.totalPoint,
                correct: history.data.correctCount,
                count: history.data.totalCount,
              })}
              {' · '}
              {formatClock(history.data.timeSpent)}
              {' · '}
              {new Date(history.data.createdAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'vi-VN')}
            </p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t('learning.answers.yourAnswer')}</th>
                    <th scope="col">{t('learning.history.score')}</th>
                    <th scope="col">
                      <span className={styles.srOnly}>{t('learning.history.right')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...history.data.answers]
                    .sort((a, b) => a.position - b.position)
                    .map((answer) => (
                      <tr key={answer.lessonAnswerId}>
                        <th scope="row">{t('learning.answers.question', { number: answer.position })}</th>
                        <td>{answer.answerUser || t('learning.answers.blank')}</td>
                        <td>{answer.earned}</td>
                        <td className={answer.isCorrect ? styles.right : styles.wrong}>
                          {answer.isCorrect
                            ? `✓ ${t('learning.history.right')}`
                            : `✗ ${t('learning.history.wrong')}`}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
            <Link className={buttons.secondary} to={back.replace('muc=history', 'muc=answers')}>
              {t('learning.answers.showKey')}
            </Link>
          </>
        )}
      </div>
    </Container>
  );
}
