import { PlusOutlined } from '@ant-design/icons';
import type { AdminBook } from '@tutor/contract/books';
import { BOOK_SALE_STATUSES, type BookSaleStatus, STATUSES } from '@tutor/contract/constants';
import { formatPrice } from '@tutor/contract/format';
import { hasAllPermissions } from '@tutor/contract/permissions';
import { App, Button, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteBook } from '@/features/books/admin/api/delete-book';
import { useDeleteBooks } from '@/features/books/admin/api/delete-books';
import { useBooks } from '@/features/books/admin/api/get-books';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useFromListState } from '@/shared/admin/list-navigation';
import { thumbnailUrl } from '@/shared/admin/media-picker/media-library-api';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import styles from './books-list-page.module.css';

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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, ['book:create']);
  const canEdit = hasAllPermissions(grantee, ['book:read', 'book:update']);
  const canDelete = hasAllPermissions(grantee, ['book:delete']);
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'BOOK');

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useBooks(list.query);
  const deleteBook = useDeleteBook();
  const deleteBooks = useDeleteBooks();
  const confirmDelete = useConfirmDelete();

  const onDelete = (book: AdminBook) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteBook.mutateAsync(book.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

  const columns: AdminColumn<AdminBook>[] = [
    {
      key: 'cover',
      title: t('admin.books.cover'),
      exportValue: (book) => book.cover?.url ?? '',
      render: (book) =>
        book.cover ? (
          <img className={styles.cover} src={thumbnailUrl(book.cover)} alt={book.cover.alt} loading="lazy" />
        ) : (
          <span className={styles.noCover} aria-hidden />
        ),
    },
    { key: 'name', title: t('admin.books.name'), sortField: 'name', render: (book) => book.name },
    {
      key: 'salePrice',
      title: t('admin.books.salePrice'),
      sortField: 'salePrice',
      align: 'right',
      exportValue: (book) => book.salePrice,
      render: (book) => `${formatPrice(book.salePrice)} ₫`,
    },
    {
      key: 'coverPrice',
      title: t('admin.books.coverPrice'),
      align: 'right',
      exportValue: (book) => book.coverPrice,
      render: (book) => `${formatPrice(book.coverPrice)} ₫`,
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
    actionsColumn<AdminBook>(t, {
      name: (book) => book.name,
      onEdit: canEdit
        ? (book) => void navigate(`/admin/books/${book.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
    }),
  ];

  const filters = list.state.filters;
  return (
    <>
      <PageHeader title={t('adminPage.books.list')} />
      <AdminTable<AdminBook>
        name="books"
        list={list}
        result={result}
        columns={columns}
        rowKey={(book) => book.id}
        rowLabel={(book) => book.name}
        searchPlaceholder={t('admin.books.search')}
        deleteMany={canDelete ? (ids) => deleteBooks.mutateAsync(ids) : undefined}
        filters={
          <>
            <Select
              className={styles.filter}
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('admin.books.allCategories')}
              aria-label={t('admin.books.categories')}
              value={filters.categoryId ? Number(filters.categoryId) : undefined}
              onChange={(id?: number) =>
                list.change({ filters: { categoryId: id ? String(id) : undefined } })
              }
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
            />
            <Select
              className={styles.filter}
              allowClear
              placeholder={t('admin.books.allSaleStatuses')}
              aria-label={t('admin.books.saleStatus')}
              value={filters.saleStatus}
              onChange={(saleStatus?: string) => list.change({ filters: { saleStatus } })}
              options={BOOK_SALE_STATUSES.map((value) => ({
                value,
                label: t(`admin.books.saleStatuses.${value}`),
              }))}
            />
            <Select
              className={styles.filter}
              allowClear
              placeholder={t('admin.books.allStatuses')}
              aria-label={t('admin.books.status')}
              value={filters.status}
              onChange={(status?: string) => list.change({ filters: { status } })}
              options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
            />
          </>
        }
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/books/create', { state: fromList })}
            >
              {t('admin.books.add')}
            </Button>
          )
        }
      />
    </>
  );
}
