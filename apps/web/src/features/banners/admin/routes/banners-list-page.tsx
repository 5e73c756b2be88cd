import type { Banner } from '@tutor/contract/banners';
import { BANNER_ORIENTATIONS } from '@tutor/contract/constants';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteBanner, useDeleteManyBanners } from '@/features/banners/admin/api/delete-banner';
import { useBanners } from '@/features/banners/admin/api/get-banners';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, pictureColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['position', 'createdAt', 'title'] as const;
const FILTER_KEYS = ['status', 'orientation'] as const;

/** /admin/banners: advertising pictures, wide or tall, in the order visitors see them. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useBanners(list.query);
  const deleteOne = useDeleteBanner();
  const deleteMany = useDeleteManyBanners();

  const columns: AdminColumn<Banner>[] = [
    pictureColumn(t('admin.content.image'), (row) => row.image),
    { key: 'title', title: t('admin.content.title'), sortField: 'title', render: (row) => row.title },
    {
      key: 'orientation',
      title: t('admin.content.orientation'),
      exportValue: (row) => t(`admin.content.orientations.${row.orientation}`),
      render: (row) => (
        <Tag color={row.orientation === 'VERTICAL' ? 'geekblue' : 'cyan'}>
          {t(`admin.content.orientations.${row.orientation}`)}
        </Tag>
      ),
    },
    { key: 'link', title: t('admin.content.link'), render: (row) => row.link },
    {
      key: 'position',
      title: t('admin.content.position'),
      sortField: 'position',
      align: 'right',
      render: (row) => row.position,
    },
    statusColumn(t, t('admin.content.status')),
    createdAtColumn(t('admin.content.createdAt')),
  ];

  return (
    <AdminListPage<Banner>
      title={t('adminPage.banners.list')}
      resource="banner"
      basePath="/admin/banners"
      addLabel={t('admin.content.add')}
      deleteOne={(row) => deleteOne.mutateAsync(row.id)}
      name="banners"
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder={t('admin.content.search')}
      deleteMany={(ids) => deleteMany.mutateAsync(ids)}
      hasStatusFilter
      filters={
        <Space wrap>
          <FilterSelect
            list={list}
            name="orientation"
            label={t('admin.content.orientation')}
            placeholder={t('admin.content.allOrientations')}
            options={BANNER_ORIENTATIONS.map((value) => ({
              value,
              label: t(`admin.content.orientations.${value}`),
            }))}
          />
        </Space>
      }
    />
  );
}
