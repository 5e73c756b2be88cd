import type { CategoryRef } from '@tutor/contract/categories';
import { PRICE_RANGE_MAX, PRICE_RANGE_MIN } from '@tutor/contract/constants';
import { formatPrice } from '@tutor/contract/format';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import buttons from '@/shared/ui/button.module.css';
import { FilterIcon } from '@/shared/ui/catalogue-icons';
import { Container } from '@/shared/ui/container';
import { Pagination } from '@/shared/ui/pagination';
import { isSortOption, pageCount, SORT_OPTIONS, type SortOption } from './list-query-state';
import styles from './listing-layout.module.css';
import { useListingState } from './use-listing-state';

type ListingLayoutProps = {
  title: string;
  /** The listing without a category, e.g. '/danh-muc/sach'. */
  basePath: string;
  categoryPath: (id: number, slug: string) => string;
  categories: readonly CategoryRef[];
  activeCategoryId: number | null;
  defaultSort: SortOption;
  hasPriceFilter: boolean;
  /** Total items of the current filter, once known. */
  total: number | undefined;
  pageSize: number;
  children: ReactNode;
};

/** Digits only, so "1.000.000" typed with the separators reads as one million. */
function amountFrom(text: string): number | null {
  const digits = text.replace(/[.\s,]/g, '');
  if (digits === '') return null;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

function PriceFilter({ listing }: { listing: ReturnType<typeof useListingState> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, hrefFor } = listing;
  const id = useId();
  const [min, setMin] = useState(state.price ? formatPrice(state.price[0]) : '');
  const [max, setMax] = useState(state.price ? formatPrice(state.price[1]) : '');
  const [error, setError] = useState<string | null>(null);

  // Back/forward changes the address under the form: show what the address says.
  const priceKey = state.price?.join(',') ?? '';
  useEffect(() => {
    const [from, to] = priceKey ? priceKey.split(',') : ['', ''];
    setMin(from ? formatPrice(from) : '');
    setMax(to ? formatPrice(to) : '');
    setError(null);
  }, [priceKey]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const from = amountFrom(min) ?? PRICE_RANGE_MIN;
    const to = amountFrom(max) ?? PRICE_RANGE_MAX;
    if (Number.isNaN(from) || Number.isNaN(to) || from > PRICE_RANGE_MAX || to > PRICE_RANGE_MAX) {
      setError(t('catalogue.filters.priceOutOfRange', { max: formatPrice(PRICE_RANGE_MAX) }));
      return;
    }
    if (from > to) {
      setError(t('catalogue.filters.priceOrder'));
      return;
    }
    setError(null);
    const isDefault = from === PRICE_RANGE_MIN && to === PRICE_RANGE_MAX;
    void navigate(hrefFor({ price: isDefault ? null : [from, to] }));
  }

  return (
    <form className={styles.priceForm} onSubmit={apply} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.groupTitle}>{t('catalogue.filters.price')}</legend>
        <div className={styles.priceInputs}>
          <label className={styles.priceLabel} htmlFor={`${id}-min`}>
            {t('catalogue.filters.from')}
          </label>
          <input
            id={`${id}-min`}
            className={styles.input}
            inputMode="numeric"
            placeholder={formatPrice(PRICE_RANGE_MIN)}
            value={min}
            onChange={(event) => setMin(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <label className={styles.priceLabel} htmlFor={`${id}-max`}>
            {t('catalogue.filters.to')}
          </label>
          <input
            id={`${id}-max`}
            className={styles.input}
            inputMode="numeric"
            placeholder={formatPrice(PRICE_RANGE_MAX)}
            value={max}
            onChange={(event) => setMax(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.priceActions}>
          <button type="submit" className={`${buttons.primary} ${buttons.small}`}>
            {t('catalogue.filters.apply')}
          </button>
          {state.price && (
            <Link to={hrefFor({ price: null })} className={`${buttons.ghost} ${buttons.small}`}>
              {t('catalogue.filters.clear')}
            </Link>
          )}
        </div>
      </fieldset>
    </form>
  );
}

const isPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;

/**
 * A catalogue listing page: title and sort on top, the category list and price filter beside the grid
 * (a collapsible panel on phones), pagination below. Every choice is a link or a navigation, so the
 * state lives in the address.
 */
export function ListingLayout({
  title,
  basePath,
  categoryPath,
  categories,
  activeCategoryId,
  defaultSort,
  hasPriceFilter,
  total,
  pageSize,
  children,
}: ListingLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listing = useListingState(defaultSort);
  const { state, hrefFor } = listing;
  // Open beside the grid on wide screens; folded above the grid on phones, so the results come first.
  // The server cannot tell a phone: until the browser decides (null), the stylesheet folds it on phones.
  const [isFilterOpen, setFilterOpen] = useState<boolean | null>(null);
  useEffect(() => setFilterOpen((isOpen) => isOpen ?? !isPhone()), []);
  const sortId = useId();
  const activeCategory = categories.find((category) => category.id === activeCategoryId);
  // Changing category keeps the sort and price but starts again at page 1.
  const keep = (path: string) => hrefFor({}, path);

  const sortOptions = (Object.keys(SORT_OPTIONS) as SortOption[]).filter(
    (option) => hasPriceFilter || !option.startsWith('price'),
  );

  return (
    <Container className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{activeCategory ? activeCategory.name : title}</h1>
          {total !== undefined && (
            <p className={styles.count}>{t('catalogue.resultCount', { count: total })}</p>
          )}
        </div>
        <div className={styles.sort}>
          <label htmlFor={sortId} className={styles.sortLabel}>
            {t('catalogue.sort.label')}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={state.sort}
            onChange={(event) => {
              if (isSortOption(event.target.value)) void navigate(hrefFor({ sort: event.target.value }));
            }}
          >
            {sortOptions.map((option) => (
              <option key={option} value={option}>
                {t(`catalogue.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.body}>
        <aside className={styles.sidebar} aria-label={t('catalogue.filters.label')}>
          <details
            className={styles.panel}
            open={isFilterOpen ?? true}
            data-auto-fold={isFilterOpen === null ? '' : undefined}
            onToggle={(event) => setFilterOpen(event.currentTarget.open)}
          >
            <summary className={styles.panelToggle}>
              <FilterIcon size={18} />
              {t('catalogue.filters.label')}
            </summary>
            <nav aria-label={t('catalogue.filters.categories')}>
              <h2 className={styles.groupTitle}>{t('catalogue.filters.categories')}</h2>
              <ul className={styles.categories}>
                <li>
                  <Link
                    to={keep(basePath)}
                    className={
                      activeCategoryId === null ? `${styles.category} ${styles.active}` : styles.category
                    }
                    aria-current={activeCategoryId === null ? 'page' : undefined}
                  >
                    {t('catalogue.filters.allCategories')}
                  </Link>
                </li>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={keep(categoryPath(category.id, category.slug))}
                      className={
                        category.id === activeCategoryId
                          ? `${styles.category} ${styles.active}`
                          : styles.category
                      }
                      aria-current={category.id === activeCategoryId ? 'page' : undefined}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {hasPriceFilter && <PriceFilter listing={listing} />}
          </details>
        </aside>
        <div className={styles.results}>
          {children}
          {total !== undefined && (
            <Pagination
              page={state.page}
              pageCount={pageCount(total, pageSize)}
              hrefOf={(page) => hrefFor({ page })}
            />
          )}
        </div>
      </div>
    </Container>
  );
}
