import type { Banner } from '@tutor/contract/banners';
import { BANNER_ORIENTATIONS } from '@tutor/contract/constants';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteBanner, useDeleteManyBanners } from '@/features/banners/admin/api/delete-banner';
import { useBanners } from '@/features/banners/admin/api/get-banners';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import styles from './banners-list-page.module.css';

const SORT_FIELDS = ['position', 'createdAt', 'title'] as const;
const FILTER_KEYS = ['status', 'orientation'] as const;

/** The smallest stored width that still looks sharp in a 96 px cell. */
function thumbnail(row: Banner): string | undefined {
  return row.image?.variants[0]?.url ?? row.image?.url;
}

/** /admin/banners: advertising pictures, wide or tall, in the order visitors see them. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useBanners(list.query);
  const deleteOne = useDeleteBanner();
  const deleteMany = useDeleteManyBanners();

  const columns: AdminColumn<Banner>[] = [
    {
      key: 'image',
      title: t('admin.content.image'),
      exportValue: (row) => row.image?.url ?? '',
      render: (row) =>
        thumbnail(row) ? (
          <img className={styles.thumb} src={thumbnail(row)} alt={row.image?.alt ?? ''} loading="lazy" />
        ) : null,
    },
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
