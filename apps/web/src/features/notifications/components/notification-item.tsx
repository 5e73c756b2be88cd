import type { Notification } from '@tutor/contract/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkTarget } from '@/shared/ui/link-target';
import { TimeAgo } from '@/shared/ui/time-ago';
import styles from './notification-item.module.css';
import { notificationText } from './notification-text';

type NotificationItemProps = {
  notification: Notification;
  /** Called on a click, before the link is followed: the caller marks it read. */
  onOpen: (notification: Notification) => void;
};

/**
 * One notification: its text in the reader's language, when, and whether it is unread. The whole row is
 * the link to what it is about (the order, the course); one without a link is a button that marks it read.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const { title, body } = notificationText(notification, t);
  const isUnread = notification.readAt === null;
  const target = linkTarget(notification.link);
  const className = isUnread ? `${styles.item} ${styles.unread}` : styles.item;
  const content = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>
          {title}
          {isUnread && <span className={styles.visuallyHidden}> ({t('notification.unread')})</span>}
        </span>
        {body && <span className={styles.body}>{body}</span>}
        <span className={styles.time}>
          <TimeAgo date={notification.createdAt} />
        </span>
      </span>
    </>
  );
  const open = () => onOpen(notification);
  if (target?.kind === 'route')
    return (
      <Link to={target.to} className={className} onClick={open} data-unread={isUnread}>
        {content}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a
        href={target.href}
        className={className}
        onClick={open}
        rel="noopener noreferrer"
        data-unread={isUnread}
      >
        {content}
      </a>
    );
  return (
    <button type="button" className={className} onClick={open} data-unread={isUnread}>
      {content}
    </button>
  );
}
