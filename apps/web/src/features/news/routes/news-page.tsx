import { formatDate } from '@tutor/contract/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useDownloadNewsAttachment, useNews } from '@/features/news/api/get-news';
import detail from '@/shared/catalogue/detail.module.css';
import { routeId } from '@/shared/catalogue/list-query-state';
import { paths } from '@/shared/catalogue/paths';
import buttons from '@/shared/ui/button.module.css';
import { DownloadIcon } from '@/shared/ui/catalogue-icons';
import { Container } from '@/shared/ui/container';
import { ErrorState, NotFoundState } from '@/shared/ui/empty-state';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { RichContent } from '@/shared/ui/rich-content';
import { Skeleton } from '@/shared/ui/skeleton';
import { TimeAgo } from '@/shared/ui/time-ago';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import styles from './news-page.module.css';

/** `tin-tuc/{id}/{slug}`: one news item with its rich content and attachment. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const id = routeId(params.id);
  const { data: news, error, isPending, refetch } = useNews(id);
  const download = useDownloadNewsAttachment();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const navigate = useNavigate();
  useDocumentTitle(news?.title);

  useEffect(() => {
    if (news && params.slug !== news.slug) void navigate(paths.news(news.id, news.slug), { replace: true });
  }, [news, params.slug, navigate]);

  if (id === null || (isApiError(error) && error.status === 404)) {
    return (
      <Container className={detail.page}>
        <NotFoundState backTo={paths.newsList} backLabel={t('news.backToList')} />
      </Container>
    );
  }
  if (error) {
    return (
      <Container className={detail.page}>
        <ErrorState
          message={isApiError(error) ? t(`error.${error.code}`) : undefined}
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }
  if (isPending || !news) {
    return (
      <Container className={detail.page}>
        <div
          className={`${detail.article} ${detail.articleCard}`}
          role="status"
          aria-label={t('catalogue.loading')}
        >
          <Skeleton height="34px" width="85%" />
          <div style={{ height: 16 }} />
          <Skeleton width="30%" />
          <div style={{ height: 24 }} />
          <Skeleton />
          <div style={{ height: 10 }} />
          <Skeleton />
          <div style={{ height: 10 }} />
          <Skeleton width="60%" />
        </div>
      </Container>
    );
  }

  const date = news.publishedAt ?? news.createdAt;
  return (
    <Container className={detail.page}>
      <article className={`${detail.article} ${detail.articleCard}`}>
        <h1 className={detail.title}>{news.title}</h1>
        <p className={detail.meta}>
          <span>{formatDate(date)}</span>
          <span aria-hidden="true">·</span>
          <TimeAgo date={date} />
        </p>
        {news.image && (
          <ResponsiveImage
            image={news.image}
            sizes="(max-width: 767px) 100vw, 760px"
            priority
            className={detail.cover}
            alt={news.image.alt || news.title}
          />
        )}
        {news.summary && (
          <p className={detail.summary} style={{ marginBottom: 18, fontWeight: 500 }}>
            {news.summary}
          </p>
        )}
        <RichContent html={news.content} />
        {news.attachmentUrl && (
          <div className={detail.section}>
            <button
              type="button"
              className={`${buttons.secondary} ${styles.attachment}`}
              disabled={download.isPending}
              onClick={() => {
                setDownloadError(null);
                download.mutate(
                  { id: news.id, fileName: news.attachmentName },
                  {
                    onError: (failure) =>
                      setDownloadError(
                        isApiError(failure) ? t(`error.${failure.code}`) : t('error.UNKNOWN_ERROR'),
                      ),
                  },
                );
              }}
            >
              <DownloadIcon size={18} />
              <span className={styles.attachmentName}>
                {t('news.attachment', { name: news.attachmentName || 'PDF' })}
              </span>
            </button>
            {downloadError && (
              <p className={detail.warning} role="alert" style={{ marginTop: 10 }}>
                {downloadError}
              </p>
            )}
          </div>
        )}
      </article>
    </Container>
  );
}
