import { PlusOutlined } from '@ant-design/icons';
import type { Banner } from '@tutor/contract/banners';
import { BANNER_ORIENTATIONS, STATUSES } from '@tutor/contract/constants';
import { App, Button, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteBanner, useDeleteManyBanners } from '@/features/banners/admin/api/delete-banner';
import { useBanners } from '@/features/banners/admin/api/get-banners';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useBanners(list.query);
  const deleteOne = useDeleteBanner();
  const deleteMany = useDeleteManyBanners();
  const confirmDelete = useConfirmDelete();

  const onDelete = (row: Banner) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteOne.mutateAsync(row.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

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
    actionsColumn<Banner>(t, {
      name: (row) => row.title,
      onEdit: (row) => void navigate(`/admin/banners/${row.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.banners.list')} />
      <AdminTable<Banner>
        name="banners"
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title}
        searchPlaceholder={t('admin.content.search')}
        deleteMany={(ids) => deleteMany.mutateAsync(ids)}
        filters={
          <Space wrap>
            <Select
              className={styles.filter}
              allowClear
              placeholder={t('admin.content.allOrientations')}
              aria-label={t('admin.content.orientation')}
              value={list.state.filters.orientation}
              onChange={(orientation?: string) => list.change({ filters: { orientation } })}
              options={BANNER_ORIENTATIONS.map((value) => ({
                value,
                label: t(`admin.content.orientations.${value}`),
              }))}
            />
            <Select
              className={styles.filter}
              allowClear
              placeholder={t('admin.content.allStatuses')}
              aria-label={t('admin.content.status')}
              value={list.state.filters.status}
              onChange={(status?: string) => list.change({ filters: { status } })}
              options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
            />
          </Space>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/admin/banners/create', { state: fromList })}
          >
            {t('admin.content.add')}
          </Button>
        }
      />
    </>
  );
}
