import { formatDateTime } from '@tutor/contract/format';
import { useTranslation } from 'react-i18next';
import { useExamRanks } from '@/features/exams/api/get-exam-ranks';
import { Avatar } from '@/shared/ui/avatar';
import styles from './exam-page.module.css';

const RANKS_SHOWN = 10;

function minutesAndSeconds(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The exam's ranking, read in the browser (it changes with every submission). Until the ranking call
 * answers (or when it fails or is empty) the block says there is no ranking yet, so the page never
 * breaks because of it. A mock exam whose results show after it closes keeps its ranking hidden until
 * then (the server refuses it), so the block says when it will show instead of asking.
 */
export function ExamRanking({ examId, hiddenUntil }: { examId: number; hiddenUntil: string | null }) {
  const { t } = useTranslation();
  const isHidden = hiddenUntil !== null && new Date(hiddenUntil).getTime() > Date.now();
  const ranks = useExamRanks(examId, !isHidden);
  const rows = ranks.data?.data.slice(0, RANKS_SHOWN) ?? [];
  return (
    <section className={styles.block} aria-labelledby="exam-ranking">
      <h2 id="exam-ranking" className={styles.blockTitle}>
        {t('exams.ranking.title')}
      </h2>
      {isHidden && hiddenUntil ? (
        <p className={styles.muted}>{t('exams.ranking.hidden', { date: formatDateTime(hiddenUntil) })}</p>
      ) : ranks.isPending ? (
        <p className={styles.muted}>{t('exams.ranking.loading')}</p>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('exams.ranking.empty')}</p>
      ) : (
        <ol className={styles.ranks}>
          {rows.map((row) => (
            <li key={`${row.rank}-${row.user.id}`} className={styles.rank}>
              <span className={styles.rankNumber}>{row.rank}</span>
              <Avatar src={row.user.avatar} initials={initialsOf(row.user.name)} size={28} />
              <span className={styles.rankName}>{row.user.name}</span>
              <span className={styles.rankScore}>{row.score.toLocaleString('vi-VN')}</span>
              <span className={styles.muted}>{minutesAndSeconds(row.timeTaken)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
