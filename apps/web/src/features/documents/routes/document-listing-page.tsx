import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useDocuments } from '@/features/documents/api/get-documents';
import {
  DOCUMENT_LIST_DEFAULT_SORT as DEFAULT_SORT,
  documentListQuery,
  DOCUMENT_LIST_PAGE_SIZE as PAGE_SIZE,
} from '@/features/documents/routes/prefetch';
import { DocumentCard } from '@/shared/catalogue/catalogue-cards';
import { ListingLayout } from '@/shared/catalogue/listing-layout';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { useListingState } from '@/shared/catalogue/use-listing-state';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { CardGrid } from '@/shared/ui/product-card';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** `danh-muc/tai-lieu` and `danh-muc/tai-lieu/{id}/{slug}`: documents, newest first, by category. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryId = routeId(params.id);
  const { state } = useListingState(DEFAULT_SORT);
  const query = documentListQuery(state, categoryId);
  const { data, error, isPending, isPlaceholderData, refetch } = useDocuments(query);
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
          {data.data.map((document) => (
            <DocumentCard key={document.id} document={document} />
          ))}
        </CardGrid>
      </div>
    );
  }

  return (
    <ListingLayout
      title={t('page.documentCategory.title')}
      basePath={paths.documentCategory()}
      categoryPath={paths.documentCategory}
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
