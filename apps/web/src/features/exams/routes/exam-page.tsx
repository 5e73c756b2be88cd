import type { ExamDetail, ExamFileType } from '@tutor/contract/exams';
import { formatDateTime } from '@tutor/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useDownloadExamDocument } from '@/features/exams/api/download-exam-document';
import { useExam, useMyExamAttempts } from '@/features/exams/api/get-exam';
import styles from '@/features/exams/components/exam-page.module.css';
import { ExamRanking } from '@/features/exams/components/exam-ranking';
import { WindowCountdown, windowState } from '@/features/exams/components/exam-window';
import detail from '@/shared/catalogue/detail.module.css';
import { DetailPage } from '@/shared/catalogue/detail-page';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { withRedirect } from '@/shared/session/redirect-param';
import { useCurrentUser } from '@/shared/session/session';
import buttons from '@/shared/ui/button.module.css';
import { RichContent } from '@/shared/ui/rich-content';

/** `de-thi/{id}/{slug}`: the rules, time, parts and scoring, the window, my attempts, the ranking. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useExam(id);
  return (
    <DetailPage
      id={id}
      query={query}
      canonicalPath={(exam) => paths.exam(exam.id, exam.slug)}
      title={(exam) => exam.name}
      back={{ to: paths.examCategory(), label: t('exams.backToList') }}
    >
      {(exam) => <ExamDetails exam={exam} />}
    </DetailPage>
  );
}

const PART_NUMERALS = { 1: 'I', 2: 'II', 3: 'III' } as const;

function ExamDetails({ exam }: { exam: ExamDetail }) {
  const { t, i18n } = useTranslation();
  // Points in the reader's notation: 0,25 in Vietnamese, 0.25 in English.
  const points = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en' : 'vi-VN');
  const { user } = useCurrentUser();
  const mine = useMyExamAttempts(exam.id);
  const { pathname } = useLocation();
  const me = mine.data ?? null;
  const hasWindow = Boolean(exam.opensAt || exam.closesAt);
  const state = windowState(exam, Date.now());
  const isUsedUp =
    me !== null &&
    exam.attemptsAllowed !== null &&
    me.attemptsUsed >= exam.attemptsAllowed &&
    !me.hasOpenSession;
  const canStart = state !== 'upcoming' && state !== 'closed' && !isUsedUp && exam.questionCount > 0;

  return (
    <>
      <div className={detail.info}>
        <div className={detail.badges}>
          {exam.categories.map((category) => (
            <Link
              key={category.id}
              to={paths.examCategory(category.id, category.slug)}
              className={detail.tag}
            >
              {category.name}
            </Link>
          ))}
        </div>
        <h1 className={detail.title}>{exam.name}</h1>
        <dl className={detail.facts}>
          <dt>{t('exams.duration')}</dt>
          <dd>{t('exams.minutes', { count: exam.duration })}</dd>
          <dt>{t('exams.questions')}</dt>
          <dd>{exam.questionCount}</dd>
          <dt>{t('exams.totalPoint')}</dt>
          <dd>{points(exam.totalPoint)}</dd>
          <dt>{t('exams.attemptsAllowed')}</dt>
          <dd>{exam.attemptsAllowed === null ? t('exams.unlimited') : exam.attemptsAllowed}</dd>
          {exam.opensAt && (
            <>
              <dt>{t('exams.opensAt')}</dt>
              <dd>{formatDateTime(exam.opensAt)}</dd>
            </>
          )}
          {exam.closesAt && (
            <>
              <dt>{t('exams.closesAt')}</dt>
              <dd>{formatDateTime(exam.closesAt)}</dd>
            </>
          )}
          <dt>{t('exams.results')}</dt>
          <dd>{t(`exams.resultsShown.${exam.resultsShown}`)}</dd>
        </dl>
        {hasWindow && <WindowCountdown exam={exam} />}
        {me && (
          <p className={styles.attempts}>
            {exam.attemptsAllowed === null
              ? t('exams.attemptsUsedUnlimited', { used: me.attemptsUsed })
              : t('exams.attemptsUsed', { used: me.attemptsUsed, allowed: exam.attemptsAllowed })}
          </p>
        )}
        <div className={detail.actions}>
          {!user ? (
            <Link to={withRedirect('/dang-nhap', pathname)} className={buttons.primary}>
              {t('exams.loginToStart')}
            </Link>
          ) : canStart ? (
            <Link to={paths.examTake(exam.id, exam.slug)} className={buttons.primary}>
              {me?.hasOpenSession ? t('exams.resume') : t('exams.start')}
            </Link>
          ) : (
            <span className={detail.notice}>
              {state === 'upcoming'
                ? t('error.EXAM_NOT_OPEN_YET')
                : state === 'closed'
                  ? t('error.EXAM_CLOSED')
                  : isUsedUp
                    ? t('error.EXAM_ATTEMPTS_EXHAUSTED')
                    : t('error.EXAM_HAS_NO_QUESTIONS')}
            </span>
          )}
        </div>
        {user && (exam.hasDocument || exam.hasAnswer) && <ExamFiles exam={exam} />}
      </div>

      <section className={styles.block} aria-labelledby="exam-parts">
        <h2 id="exam-parts" className={styles.blockTitle}>
          {t('exams.structure')}
        </h2>
        <ul className={styles.parts}>
          {exam.parts.map((part) => (
            <li key={part.part} className={styles.part}>
              <div className={styles.partName}>{t('exams.partName', { part: PART_NUMERALS[part.part] })}</div>
              <div className={styles.muted}>{t(`exams.type.${part.type}`)}</div>
              <div className={styles.partCount}>{t('exams.questionCount', { count: part.count })}</div>
              <div className={styles.muted}>
                {part.type === 'TRUE_FALSE'
                  ? t('exams.scoringTrueFalse', {
                      shares: exam.scoring.trueFalse.slice(1).map(points).join(' / '),
                    })
                  : t('exams.scoringEach', {
                      points: points(part.type === 'CHOICE' ? exam.scoring.choice : exam.scoring.short),
                    })}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {exam.description && (
        <section className={styles.block} aria-labelledby="exam-rules">
          <h2 id="exam-rules" className={styles.blockTitle}>
            {t('exams.rules')}
          </h2>
          <RichContent html={exam.description} />
        </section>
      )}

      <ExamRanking
        examId={exam.id}
        hiddenUntil={exam.resultsShown === 'AFTER_CLOSE' ? exam.closesAt : null}
      />
    </>
  );
}

/** The paper and its solutions: the server decides (after submitting; solutions once results show). */
function ExamFiles({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation();
  const download = useDownloadExamDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const start = (type: ExamFileType) => {
    setFailure(null);
    download.mutate(
      { id: exam.id, type },
      {
        onError: (error) =>
          setFailure(isApiError(error) ? t(`error.${error.code}`) : t('error.UNKNOWN_ERROR')),
      },
    );
  };
  return (
    <div className={detail.actions}>
      {exam.hasDocument && (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => start('document')}
          disabled={download.isPending}
        >
          {t('exams.downloadPaper')}
        </button>
      )}
      {exam.hasAnswer && (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => start('answer')}
          disabled={download.isPending}
        >
          {t('exams.downloadAnswer')}
        </button>
      )}
      {failure && (
        <p className={detail.warning} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
