import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useBooks } from '@/features/books/api/get-books';
import {
  bookListQuery,
  BOOK_LIST_DEFAULT_SORT as DEFAULT_SORT,
  BOOK_LIST_PAGE_SIZE as PAGE_SIZE,
} from '@/features/books/routes/prefetch';
import { BookCard } from '@/shared/catalogue/catalogue-cards';
import { ListingLayout } from '@/shared/catalogue/listing-layout';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { useListingState } from '@/shared/catalogue/use-listing-state';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { CardGrid } from '@/shared/ui/product-card';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** `danh-muc/sach` and `danh-muc/sach/{id}/{slug}`: books by name, with category, price and sort filters. */
/** Cards in the first row on a phone (two columns): their covers load eagerly, with priority. */
const FIRST_ROW = 2;

export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryId = routeId(params.id);
  const { state } = useListingState(DEFAULT_SORT);
  const { data, error, isPending, isPlaceholderData, refetch } = useBooks(bookListQuery(state, categoryId));
  const categories = data?.extra?.categories ?? [];
  const category = categories.find((item) => item.id === categoryId);
  useDocumentTitle(category?.name);

  let results: React.ReactNode;
  if (error) {
    results = (
      <ErrorState
        message={isApiError(error) ? t(`error.${error.code}`) : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else if (isPending) {
    results = <CardGridSkeleton count={8} />;
  } else if (data.data.length === 0) {
    results = <EmptyState title={t('catalogue.empty.title')} text={t('catalogue.empty.filtered')} />;
  } else {
    results = (
      <div
        aria-busy={isPlaceholderData}
        style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        <CardGrid>
          {data.data.map((book, index) => (
            // The first row's covers (two on a phone) are the page's largest paint: fetched at once.
            <BookCard key={book.id} book={book} priority={index < FIRST_ROW} />
          ))}
        </CardGrid>
      </div>
    );
  }

  return (
    <ListingLayout
      title={t('page.bookCategory.title')}
      basePath={paths.bookCategory()}
      categoryPath={paths.bookCategory}
      categories={categories}
      activeCategoryId={categoryId}
      defaultSort={DEFAULT_SORT}
      hasPriceFilter
      total={data?.pagination.total}
      pageSize={PAGE_SIZE}
    >
      {results}
    </ListingLayout>
  );
}
