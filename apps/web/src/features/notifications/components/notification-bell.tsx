import type { Notification } from '@tutor/contract/notifications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllRead, useMarkRead } from '@/features/notifications/api/mark-read';
import { Icon, type IconProps } from '@/shared/ui/icons';
import { useDisclosure } from '@/shared/ui/use-disclosure';
import styles from './notification-bell.module.css';
import { NotificationItem } from './notification-item';
import { useNotificationTexts } from './use-notification-texts';

/** The latest few; `/thong-bao` pages through the rest. */
const BELL_PAGE = { offset: 0, limit: 8 };

function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Icon>
  );
}

/** What the badge shows: the count, capped so it fits the bell. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The signed-in user's bell in the site header: the unread count (polled on focus and every minute while
 * the tab is visible), opening the latest notifications; a click marks one read and follows its link.
 * Loaded as its own chunk after sign-in, so it costs a visitor's first load nothing.
 */
export default function NotificationBell() {
  const isReady = useNotificationTexts();
  const { t } = useTranslation();
  const { isOpen, root, panelId, toggle, close } = useDisclosure();
  const headingId = useId();
  const list = useNotifications(BELL_PAGE);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = list.data?.extra.unread ?? 0;

  if (!isReady) return <span className={styles.placeholder} aria-hidden="true" />;

  const onOpenItem = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    if (!notification.link) return;
    close();
  };

  const items = list.data?.data ?? [];
  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={
          unread > 0 ? t('notification.bellLabel', { count: unread }) : t('notification.bellLabelNone')
        }
        onClick={toggle}
      >
        <BellIcon size={22} />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {isOpen && (
        <section id={panelId} className={styles.panel} aria-labelledby={headingId}>
          <div className={styles.head}>
            <h2 id={headingId} className={styles.heading}>
              {t('notification.heading')}
            </h2>
            {unread > 0 && (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => markAllRead.mutate()}
                disabled={markAllRead.isPending}
              >
                {t('notification.markAllRead')}
              </button>
            )}
          </div>
          {list.isError && !list.data ? (
            <div className={styles.state} role="alert">
              <p>{t('notification.loadError')}</p>
              <button type="button" className={styles.textButton} onClick={() => void list.refetch()}>
                {t('notification.retry')}
              </button>
            </div>
          ) : items.length === 0 ? (
            <p className={styles.state}>{list.isPending ? '…' : t('notification.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={onOpenItem} />
                </li>
              ))}
            </ul>
          )}
          <Link to="/thong-bao" className={styles.seeAll}>
            {t('notification.seeAll')}
          </Link>
        </section>
      )}
    </div>
  );
}
