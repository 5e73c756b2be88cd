import type { AdminBook } from '@tutor/contract/books';
import { BOOK_SALE_STATUSES, type BookSaleStatus } from '@tutor/contract/constants';
import { formatVnd } from '@tutor/contract/format';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteBook } from '@/features/books/admin/api/delete-book';
import { useDeleteBooks } from '@/features/books/admin/api/delete-books';
import { useBooks } from '@/features/books/admin/api/get-books';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, pictureColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';

const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
const FILTER_KEYS = ['categoryId', 'saleStatus', 'status'] as const;
const CATEGORIES = ['categories'] as const;

export const SALE_STATUS_COLORS: Record<BookSaleStatus, string> = {
  UPCOMING: 'gold',
  AVAILABLE: 'green',
  OUTOFSTOCK: 'default',
};

/** /admin/books: cover, name, prices with dots, sale status and categories; filters by category and state. */
export function Component() {
  const { t } = useTranslation();
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'BOOK');
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useBooks(list.query);
  const deleteBook = useDeleteBook();
  const deleteBooks = useDeleteBooks();

  const columns: AdminColumn<AdminBook>[] = [
    pictureColumn(t('admin.books.cover'), (book) => book.cover, 'cover'),
    { key: 'name', title: t('admin.books.name'), sortField: 'name', render: (book) => book.name },
    {
      key: 'salePrice',
      title: t('admin.books.salePrice'),
      sortField: 'salePrice',
      align: 'right',
      exportValue: (book) => book.salePrice,
      render: (book) => formatVnd(book.salePrice),
    },
    {
      key: 'coverPrice',
      title: t('admin.books.coverPrice'),
      align: 'right',
      exportValue: (book) => book.coverPrice,
      render: (book) => formatVnd(book.coverPrice),
    },
    { key: 'quantity', title: t('admin.books.quantity'), align: 'right', render: (book) => book.quantity },
    {
      key: 'saleStatus',
      title: t('admin.books.saleStatus'),
      exportValue: (book) => t(`admin.books.saleStatuses.${book.saleStatus}`),
      render: (book) => (
        <Tag color={SALE_STATUS_COLORS[book.saleStatus]}>
          {t(`admin.books.saleStatuses.${book.saleStatus}`)}
        </Tag>
      ),
    },
    {
      key: 'categories',
      title: t('admin.books.categories'),
      exportValue: (book) => book.categories.map((category) => category.name).join(', '),
      render: (book) => (
        <Space size={[0, 4]} wrap>
          {book.categories.map((category) => (
            <Tag key={category.id}>{category.name}</Tag>
          ))}
        </Space>
      ),
    },
    statusColumn(t, t('admin.books.status')),
    createdAtColumn(t('admin.books.createdAt')),
  ];

  return (
    <AdminListPage<AdminBook>
      title={t('adminPage.books.list')}
      resource="book"
      basePath="/admin/books"
      addLabel={t('admin.books.add')}
      name="books"
      list={list}
      result={result}
      columns={columns}
      rowKey={(book) => book.id}
      rowLabel={(book) => book.name}
      searchPlaceholder={t('admin.books.search')}
      deleteOne={(book) => deleteBook.mutateAsync(book.id)}
      deleteMany={(ids) => deleteBooks.mutateAsync(ids)}
      hasStatusFilter
      filters={
        <>
          <FilterSelect
            list={list}
            name="categoryId"
            label={t('admin.books.categories')}
            placeholder={t('admin.books.allCategories')}
            isSearchable
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          <FilterSelect
            list={list}
            name="saleStatus"
            label={t('admin.books.saleStatus')}
            placeholder={t('admin.books.allSaleStatuses')}
            options={BOOK_SALE_STATUSES.map((value) => ({
              value,
              label: t(`admin.books.saleStatuses.${value}`),
            }))}
          />
        </>
      }
    />
  );
}
