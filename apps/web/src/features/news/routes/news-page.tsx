import { formatDate } from '@tutor/contract/format';
import type { NewsDetail } from '@tutor/contract/news';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useDownloadNewsAttachment, useNews } from '@/features/news/api/get-news';
import detail from '@/shared/catalogue/detail.module.css';
import { DetailPage } from '@/shared/catalogue/detail-page';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import buttons from '@/shared/ui/button.module.css';
import { DownloadIcon } from '@/shared/ui/catalogue-icons';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { RichContent } from '@/shared/ui/rich-content';
import { Skeleton } from '@/shared/ui/skeleton';
import { TimeAgo } from '@/shared/ui/time-ago';
import styles from './news-page.module.css';

/** `tin-tuc/{id}/{slug}`: one news item with its rich content and attachment. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useNews(id);
  return (
    <DetailPage
      id={id}
      query={query}
      canonicalPath={(news) => paths.news(news.id, news.slug)}
      title={(news) => news.title}
      back={{ to: paths.newsList, label: t('news.backToList') }}
      skeleton={<ArticleSkeleton />}
    >
      {(news) => <NewsArticle news={news} />}
    </DetailPage>
  );
}

/** The article card's silhouette: title, date, then lines of text. */
function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
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
  );
}

function NewsArticle({ news }: { news: NewsDetail }) {
  const { t } = useTranslation();
  const download = useDownloadNewsAttachment();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const date = news.publishedAt ?? news.createdAt;
  return (
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
  );
}
