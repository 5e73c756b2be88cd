import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useCourses } from '@/features/courses/api/get-courses';
import {
  courseListQuery,
  COURSE_LIST_DEFAULT_SORT as DEFAULT_SORT,
  COURSE_LIST_PAGE_SIZE as PAGE_SIZE,
} from '@/features/courses/routes/prefetch';
import { CourseCard } from '@/shared/catalogue/catalogue-cards';
import { ListingLayout } from '@/shared/catalogue/listing-layout';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { useListingState } from '@/shared/catalogue/use-listing-state';
import { EmptyState, ErrorState } from '@/shared/ui/empty-state';
import { CardGrid } from '@/shared/ui/product-card';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

/** Cards in the first row on a phone (one landscape column): its cover loads eagerly, with priority. */
const FIRST_ROW = 1;

/** `danh-muc/khoa-hoc` and `danh-muc/khoa-hoc/{id}/{slug}`: online courses, with category, price and sort filters. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const categoryId = routeId(params.id);
  const { state } = useListingState(DEFAULT_SORT);
  const { data, error, isPending, isPlaceholderData, refetch } = useCourses(
    courseListQuery(state, categoryId),
  );
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
    results = <CardGridSkeleton count={6} />;
  } else if (data.data.length === 0) {
    results = <EmptyState title={t('catalogue.empty.title')} text={t('catalogue.empty.filtered')} />;
  } else {
    results = (
      <div
        aria-busy={isPlaceholderData}
        style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
      >
        <CardGrid variant="wide">
          {data.data.map((course, index) => (
            <CourseCard key={course.id} course={course} priority={index < FIRST_ROW} />
          ))}
        </CardGrid>
      </div>
    );
  }

  return (
    <ListingLayout
      title={t('page.courseCategory.title')}
      basePath={paths.courseCategory()}
      categoryPath={paths.courseCategory}
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
