import type { BookDetail } from '@tutor/contract/books';
import type { CategoryRef } from '@tutor/contract/categories';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useBook, useSameCategoryBooks } from '@/features/books/api/get-book';
import { BookGallery } from '@/features/books/components/book-gallery';
import { BookPreview, BookTrailer } from '@/features/books/components/book-media';
import { BuyBar } from '@/features/books/components/buy-bar';
import { ORDER_FORM_ID, OrderForm } from '@/features/books/components/order-form';
import { BookCard, SaleStatusBadge } from '@/shared/catalogue/catalogue-cards';
import detail from '@/shared/catalogue/detail.module.css';
import { DetailPage } from '@/shared/catalogue/detail-page';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import buttons from '@/shared/ui/button.module.css';
import { Price } from '@/shared/ui/price';
import { CardGrid } from '@/shared/ui/product-card';
import { RichContent } from '@/shared/ui/rich-content';
import { SectionHeader } from '@/shared/ui/section-header';
import { showToast } from '@/shared/ui/toast-store';

/** Books of the book's first category, with a "see all" link to that category's listing. */
export function SameCategoryBooks({ bookId, category }: { bookId: number; category: CategoryRef | null }) {
  const { t } = useTranslation();
  const { data } = useSameCategoryBooks(bookId, category?.id ?? null);
  if (!data || data.data.length === 0) return null;
  return (
    <section className={detail.section} aria-labelledby="same-category">
      <SectionHeader
        id="same-category"
        title={t('book.sameCategory')}
        more={{ to: paths.bookCategory(category?.id, category?.slug), label: t('catalogue.viewAll') }}
      />
      <CardGrid isRow>
        {data.data.map((book) => (
          <BookCard key={book.id} book={book} />
        ))}
      </CardGrid>
    </section>
  );
}

/** `sach/{id}/{slug}`: a book with its pictures, trailer, preview, same-category books and order form. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useBook(id);
  return (
    <DetailPage
      id={id}
      query={query}
      canonicalPath={(book) => paths.book(book.id, book.slug)}
      title={(book) => book.name}
      back={{ to: paths.bookCategory(), label: t('book.backToList') }}
    >
      {(book) => <BookDetails book={book} />}
    </DetailPage>
  );
}

function BookDetails({ book }: { book: BookDetail }) {
  const { t } = useTranslation();
  const firstCategory = book.categories[0] ?? null;
  return (
    <>
      <div className={detail.top}>
        <BookGallery
          images={book.images.length > 0 ? book.images : book.cover ? [book.cover] : []}
          name={book.name}
        />
        <div className={detail.info}>
          <div className={detail.badges}>
            <SaleStatusBadge status={book.saleStatus} />
            {book.categories.map((category) => (
              <Link
                key={category.id}
                to={paths.bookCategory(category.id, category.slug)}
                className={detail.tag}
              >
                {category.name}
              </Link>
            ))}
          </div>
          <h1 className={detail.title}>{book.name}</h1>
          <dl className={detail.facts}>
            {book.author && (
              <>
                <dt>{t('book.author')}</dt>
                <dd>{book.author}</dd>
              </>
            )}
            {book.pages > 0 && (
              <>
                <dt>{t('book.pages')}</dt>
                <dd>{t('book.pageCount', { count: book.pages })}</dd>
              </>
            )}
          </dl>
          <Price value={book.salePrice} original={book.coverPrice} size="lg" />
          {book.summary && <p className={detail.summary}>{book.summary}</p>}
          {book.saleStatus === 'OUTOFSTOCK' ? (
            <p className={detail.warning}>{t('book.outOfStock')}</p>
          ) : (
            <>
              {book.saleStatus === 'UPCOMING' && <p className={detail.notice}>{t('book.upcomingNote')}</p>}
              {book.saleStatus === 'AVAILABLE' && (
                <button
                  type="button"
                  className={buttons.secondary}
                  // The cart store loads on the click: the book page's first load has no room for it.
                  onClick={() =>
                    void import('@/shared/cart/cart-store').then((cart) => {
                      cart.addToBrowserCart({
                        id: book.id,
                        type: 'BOOK',
                        salePrice: book.salePrice,
                        name: book.name,
                        slug: book.slug,
                      });
                      showToast({ tone: 'success', messageKey: 'book.added' });
                    })
                  }
                >
                  {t('book.addToCart')}
                </button>
              )}
              <OrderForm bookId={book.id} />
            </>
          )}
        </div>
      </div>
      {book.content && (
        <section className={detail.section} aria-labelledby="book-content">
          <h2 id="book-content" className={detail.sectionTitle}>
            {t('book.content')}
          </h2>
          <RichContent html={book.content} />
        </section>
      )}
      {book.trailerUrl && <BookTrailer url={book.trailerUrl} title={book.name} />}
      {book.previewPdfUrl && <BookPreview url={book.previewPdfUrl} title={book.name} />}
      {book.tags.length > 0 && (
        <ul className={`${detail.tags} ${detail.section}`} aria-label={t('catalogue.tags')}>
          {book.tags.map((tag) => (
            <li key={tag.id} className={detail.tag}>
              #{tag.name}
            </li>
          ))}
        </ul>
      )}
      <SameCategoryBooks bookId={book.id} category={firstCategory ?? null} />
      {book.saleStatus !== 'OUTOFSTOCK' && (
        <BuyBar price={book.salePrice} original={book.coverPrice} formId={ORDER_FORM_ID} />
      )}
    </>
  );
}
