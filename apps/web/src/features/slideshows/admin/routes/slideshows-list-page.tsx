import { PlusOutlined } from '@ant-design/icons';
import { STATUSES } from '@tutor/contract/constants';
import type { Slideshow } from '@tutor/contract/slideshows';
import { App, Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useDeleteManySlideshows,
  useDeleteSlideshow,
} from '@/features/slideshows/admin/api/delete-slideshow';
import { useSlideshows } from '@/features/slideshows/admin/api/get-slideshows';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import styles from './slideshows-list-page.module.css';

const SORT_FIELDS = ['position', 'createdAt', 'title'] as const;
const FILTER_KEYS = ['status'] as const;

/** The smallest stored width that still looks sharp in a 96 px cell. */
function thumbnail(row: Slideshow): string | undefined {
  return row.image?.variants[0]?.url ?? row.image?.url;
}

/** /admin/slideshows: the home carousel's pictures in the order visitors see them. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useSlideshows(list.query);
  const deleteOne = useDeleteSlideshow();
  const deleteMany = useDeleteManySlideshows();
  const confirmDelete = useConfirmDelete();

  const onDelete = (row: Slideshow) =>
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

  const columns: AdminColumn<Slideshow>[] = [
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
    actionsColumn<Slideshow>(t, {
      name: (row) => row.title,
      onEdit: (row) => void navigate(`/admin/slideshows/${row.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.slideshows.list')} />
      <AdminTable<Slideshow>
        name="slideshows"
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.title}
        searchPlaceholder={t('admin.content.search')}
        deleteMany={(ids) => deleteMany.mutateAsync(ids)}
        filters={
          <Select
            className={styles.filter}
            allowClear
            placeholder={t('admin.content.allStatuses')}
            aria-label={t('admin.content.status')}
            value={list.state.filters.status}
            onChange={(status?: string) => list.change({ filters: { status } })}
            options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/admin/slideshows/create', { state: fromList })}
          >
            {t('admin.content.add')}
          </Button>
        }
      />
    </>
  );
}
