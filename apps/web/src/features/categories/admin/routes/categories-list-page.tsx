import { CATEGORY_TYPES, type Category } from '@tutor/contract/categories';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteCategories } from '@/features/categories/admin/api/delete-categories';
import { useDeleteCategory } from '@/features/categories/admin/api/delete-category';
import { useCategories } from '@/features/categories/admin/api/get-categories';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['createdAt', 'name', 'position'] as const;
const FILTER_KEYS = ['type'] as const;

/** One colour per kind, so a mixed list reads at a glance. */
const TYPE_COLORS: Record<Category['type'], string> = {
  BOOK: 'blue',
  COURSE: 'green',
  DOCUMENT: 'orange',
  EXAM: 'purple',
  IMAGE: 'magenta',
  QUESTION: 'cyan',
};

/** /admin/categories: every kind of category, filtered by type (spec §6: login only). */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useCategories(list.query);
  const deleteCategory = useDeleteCategory();
  const deleteCategories = useDeleteCategories();

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
  ];

  return (
    <AdminListPage<Category>
      title={t('adminPage.categories.list')}
      resource="category"
      basePath="/admin/categories"
      addLabel={t('admin.categories.add')}
      deleteOne={(category) => deleteCategory.mutateAsync(category.id)}
      name="categories"
      list={list}
      result={result}
      columns={columns}
      rowKey={(category) => category.id}
      rowLabel={(category) => category.name}
      searchPlaceholder={t('admin.categories.search')}
      deleteMany={(ids) => deleteCategories.mutateAsync(ids)}
      filters={
        <FilterSelect
          list={list}
          name="type"
          label={t('admin.categories.type')}
          placeholder={t('admin.categories.allTypes')}
          options={CATEGORY_TYPES.map((type) => ({
            value: type,
            label: t(`admin.categories.types.${type}`),
          }))}
        />
      }
    />
  );
}
