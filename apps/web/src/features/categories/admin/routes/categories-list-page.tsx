import { PlusOutlined } from '@ant-design/icons';
import { CATEGORY_TYPES, type Category } from '@tutor/contract/categories';
import { App, Button, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteCategories } from '@/features/categories/admin/api/delete-categories';
import { useDeleteCategory } from '@/features/categories/admin/api/delete-category';
import { useCategories } from '@/features/categories/admin/api/get-categories';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';

const SORT_FIELDS = ['createdAt', 'name', 'position'] as const;
const FILTER_KEYS = ['type'] as const;

/** One colour per kind, so a mixed list reads at a glance. */
const TYPE_COLORS: Record<Category['type'], string> = {
  BOOK: 'blue',
  COURSE: 'green',
  DOCUMENT: 'orange',
  EXAM: 'purple',
  IMAGE: 'magenta',
};

/** /admin/categories: every kind of category, filtered by type (spec §6: login only). */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useCategories(list.query);
  const deleteCategory = useDeleteCategory();
  const deleteCategories = useDeleteCategories();
  const confirmDelete = useConfirmDelete();

  const onDelete = (category: Category) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteCategory.mutateAsync(category.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

  const columns: AdminColumn<Category>[] = [
    {
      key: 'name',
      title: t('admin.categories.name'),
      sortField: 'name',
      render: (category) => category.name,
    },
    {
      key: 'type',
      title: t('admin.categories.type'),
      exportValue: (category) => t(`admin.categories.types.${category.type}`),
      render: (category) => (
        <Tag color={TYPE_COLORS[category.type]}>{t(`admin.categories.types.${category.type}`)}</Tag>
      ),
    },
    { key: 'slug', title: t('admin.categories.slug'), render: (category) => category.slug },
    {
      key: 'position',
      title: t('admin.categories.position'),
      sortField: 'position',
      align: 'right',
      render: (category) => category.position,
    },
    statusColumn(t, t('admin.categories.status')),
    createdAtColumn(t('admin.categories.createdAt')),
    actionsColumn<Category>(t, {
      name: (category) => category.name,
      onEdit: (category) => void navigate(`/admin/categories/${category.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.categories.list')} />
      <AdminTable<Category>
        name="categories"
        list={list}
        result={result}
        columns={columns}
        rowKey={(category) => category.id}
        rowLabel={(category) => category.name}
        searchPlaceholder={t('admin.categories.search')}
        deleteMany={(ids) => deleteCategories.mutateAsync(ids)}
        filters={
          <Select
            style={{ minWidth: 180 }}
            allowClear
            placeholder={t('admin.categories.allTypes')}
            aria-label={t('admin.categories.type')}
            value={list.state.filters.type}
            onChange={(type?: string) => list.change({ filters: { type } })}
            options={CATEGORY_TYPES.map((type) => ({
              value: type,
              label: t(`admin.categories.types.${type}`),
            }))}
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/admin/categories/create', { state: fromList })}
          >
            {t('admin.categories.add')}
          </Button>
        }
      />
    </>
  );
}
