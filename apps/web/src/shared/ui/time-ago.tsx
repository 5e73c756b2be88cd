import { formatDate, timeAgo } from '@tutor/contract/format';
import { parseLanguage } from '@tutor/contract/i18n';
import { useTranslation } from 'react-i18next';

/** '3 ngày trước', with the exact day in a tooltip and as the machine-readable date. */
export function TimeAgo({ date }: { date: string }) {
  const { i18n } = useTranslation();
  return (
    // The server's clock and the browser's may fall either side of a boundary ('59 phút' / '1 giờ').
    <time dateTime={date} title={formatDate(date)} suppressHydrationWarning>
      {timeAgo(date, new Date(), parseLanguage(i18n.language))}
    </time>
  );
}
