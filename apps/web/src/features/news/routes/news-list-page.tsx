import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import { useNewsList } from '@/features/news/api/get-news';
import {
  NEWS_LIST_DEFAULT_SORT,
  newsListQuery,
  NEWS_LIST_PAGE_SIZE as PAGE_SIZE,
} from '@/features/news/routes/prefetch';
import { NewsCard } from '@/shared/catalogue/catalogue-cards';
import { pageCount } from '@/shared/catalogue/list-query-state';
import { paths } from '@/shared/catalogue/paths';
import { useListingState } from '@/shared/catalogue/use-listing-state';
import { Container } from '@/shared/ui/container';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { CardGrid } from '@/shared/ui/product-card';
import { SectionHeader } from '@/shared/ui/section-header';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import styles from './news-list-page.module.css';

/** `/tin-tuc`: published news, newest first, 20 a page, the page number in the address. */
export function Component() {
  const { t } = useTranslation();
  const { state, hrefFor } = useListingState(NEWS_LIST_DEFAULT_SORT);
  const { data, error, isPending, refetch } = useNewsList(newsListQuery(state));

  let body: ReactNode;
  if (error) {
    body = (
      <ErrorState
        message={isApiError(error) ? t(`error.${error.code}`) : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else if (isPending) {
    body = <CardGridSkeleton count={6} shape="landscape" />;
  } else if (data.data.length === 0) {
    body = <EmptyState title={t('news.empty')} />;
  } else {
    body = (
      <>
        <CardGrid variant="wide">
          {data.data.map((item) => (
            <NewsCard
              key={item.id}
              headingLevel="h2"
              news={{ ...item, publishedAt: item.publishedAt ?? item.createdAt }}
            />
          ))}
        </CardGrid>
        <Pagination
          page={state.page}
          pageCount={pageCount(data.pagination.total, PAGE_SIZE)}
          hrefOf={(page) => hrefFor({ page }, paths.newsList)}
        />
      </>
    );
  }

  return (
    <Container className={styles.page}>
      <SectionHeader id="news-title" level="h1" title={t('page.newsList.title')} />
      {body}
    </Container>
  );
}
