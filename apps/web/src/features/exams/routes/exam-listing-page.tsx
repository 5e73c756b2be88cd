import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useExams } from '@/features/exams/api/get-exams';
import { ExamCard } from '@/features/exams/components/exam-card';
import {
  EXAM_LIST_DEFAULT_SORT as DEFAULT_SORT,
  examListQuery,
  EXAM_LIST_PAGE_SIZE as PAGE_SIZE,
} from '@/features/exams/routes/prefetch';
import { ListingLayout } from '@/shared/catalogue/listing-layout';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { useListingState } from '@/shared/catalogue/use-listing-state';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { CardGrid } from '@/shared/ui/product-card';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** `danh-muc/de-thi` and `danh-muc/de-thi/{id}/{slug}`: exams, newest first, by category. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryId = routeId(params.id);
  const { state } = useListingState(DEFAULT_SORT);
  const query = examListQuery(state, categoryId);
  const { data, error, isPending, isPlaceholderData, refetch } = useExams(query);
  const categories = data?.extra?.categories ?? [];
  useDocumentTitle(categories.find((item) => item.id === categoryId)?.name);

  let results: ReactNode;
  if (error) {
    results = (
      <ErrorState
        message={isApiError(error) ? t(`error.${error.code}`) : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else if (isPending) {
    results = <CardGridSkeleton count={6} shape="landscape" />;
  } else if (data.data.length === 0) {
    results = <EmptyState title={t('catalogue.empty.title')} text={t('catalogue.empty.filtered')} />;
  } else {
    results = (
      <div
        aria-busy={isPlaceholderData}
        style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        <CardGrid variant="wide">
          {data.data.map((exam, index) => (
            <ExamCard key={exam.id} exam={exam} priority={index < 2} />
          ))}
        </CardGrid>
      </div>
    );
  }

  return (
    <ListingLayout
      title={t('page.examCategory.title')}
      basePath={paths.examCategory()}
      categoryPath={paths.examCategory}
      categories={categories}
      activeCategoryId={categoryId}
      defaultSort={DEFAULT_SORT}
      hasPriceFilter={false}
      total={data?.pagination.total}
      pageSize={PAGE_SIZE}
    >
      {results}
    </ListingLayout>
  );
}
