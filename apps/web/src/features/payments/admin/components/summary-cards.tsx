import { formatVnd } from '@tutor/contract/format';
import type { PaySummary } from '@tutor/contract/payments';
import { Button, Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './pay.module.css';

type Figure = keyof PaySummary;

/** Today's and this month's revenue (transfers matched to orders) and the transfers waiting for staff. */
export function SummaryCards({
  summary,
  onShowUnmatched,
}: {
  summary: PaySummary | undefined;
  onShowUnmatched: () => void;
}) {
  const { t } = useTranslation();
  const card = (key: Figure) => {
    const figure = summary?.[key];
    return (
      <Card size="small" className={styles.card} key={key}>
        {figure ? (
          <>
            <Statistic title={t(`payments.summary.${key}`)} value={formatVnd(figure.amount)} />
            <span className={styles.count}>{t('payments.summary.transfers', { count: figure.count })}</span>
            {key === 'unmatched' && figure.count > 0 && (
              <Button size="small" className={styles.show} onClick={onShowUnmatched}>
                {t('payments.summary.showUnmatched')}
              </Button>
            )}
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )}
      </Card>
    );
  };
  return (
    <section className={styles.cards} aria-label={t('payments.summary.label')}>
      {(['today', 'month', 'unmatched'] as const).map(card)}
    </section>
  );
}
