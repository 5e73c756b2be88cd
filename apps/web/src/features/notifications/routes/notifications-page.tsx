import type { Notification } from '@tutor/contract/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllRead, useMarkRead } from '@/features/notifications/api/mark-read';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import detail from '@/shared/catalogue/detail.module.css';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './notifications-page.module.css';

const PAGE_SIZE = 20;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/thong-bao`: every notification of mine, newest first, twenty a page, the unread ones marked. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, error, refetch } = useNotifications({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = data?.extra.unread ?? 0;

  const onOpen = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
  };

  let body: React.ReactNode;
  if (error && !data) {
    body = (
      <ErrorState
        message={isApiError(error) ? t(`error.${error.code}`) : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton height="240px" />;
  } else if (data.data.length === 0) {
    body = <EmptyState title={t('notification.empty')} text={t('notification.emptyText')} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {data.data.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={Math.ceil(data.pagination.total / PAGE_SIZE)}
          hrefOf={(n) => (n > 1 ? `/thong-bao?page=${n}` : '/thong-bao')}
        />
      </>
    );
  }

  return (
    <Container className={detail.page}>
      <div className={styles.header}>
        <h1 className={detail.title}>{t('page.notifications.title')}</h1>
        {unread > 0 && (
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => markAllRead.mutate()}
            disabled={markAllRead.isPending}
          >
            {t('notification.markAllRead')}
          </button>
        )}
      </div>
      {body}
    </Container>
  );
}
