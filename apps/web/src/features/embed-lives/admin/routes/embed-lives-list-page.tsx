import { PlusOutlined } from '@ant-design/icons';
import { STATUSES } from '@tutor/contract/constants';
import type { EmbedLive } from '@tutor/contract/embed-lives';
import { App, Button, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useDeleteEmbedLive,
  useDeleteManyEmbedLives,
} from '@/features/embed-lives/admin/api/delete-embed-live';
import { useEmbedLives } from '@/features/embed-lives/admin/api/get-embed-lives';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import styles from './embed-lives-list-page.module.css';

const SORT_FIELDS = ['createdAt', 'title'] as const;
const FILTER_KEYS = ['status'] as const;

/** /admin/embed-lives: the live streams of the home page (the two newest ACTIVE ones are shown). */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useEmbedLives(list.query);
  const deleteOne = useDeleteEmbedLive();
  const deleteMany = useDeleteManyEmbedLives();
  const confirmDelete = useConfirmDelete();

  const onDelete = (row: EmbedLive) =>
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

  const columns: AdminColumn<EmbedLive>[] = [
    { key: 'title', title: t('admin.content.title'), sortField: 'title', render: (row) => row.title },
    {
      key: 'embedUrl',
      title: t('admin.embedLives.embedUrl'),
      exportValue: (row) => row.embedUrl,
      render: (row) => (
        <Typography.Text className={styles.url} ellipsis={{ tooltip: row.embedUrl }}>
          {row.embedUrl}
        </Typography.Text>
      ),
    },
    statusColumn(t, t('admin.content.status')),
    createdAtColumn(t('admin.content.createdAt')),
    actionsColumn<EmbedLive>(t, {
      name: (row) => row.title,
      onEdit: (row) => void navigate(`/admin/embed-lives/${row.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.embedLives.list')} />
      <AdminTable<EmbedLive>
        name="embed-lives"
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
            onClick={() => void navigate('/admin/embed-lives/create', { state: fromList })}
          >
            {t('admin.content.add')}
          </Button>
        }
      />
    </>
  );
}
