import type { EmbedLive } from '@tutor/contract/embed-lives';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useDeleteEmbedLive,
  useDeleteManyEmbedLives,
} from '@/features/embed-lives/admin/api/delete-embed-live';
import { useEmbedLives } from '@/features/embed-lives/admin/api/get-embed-lives';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import styles from './embed-lives-list-page.module.css';

const SORT_FIELDS = ['createdAt', 'title'] as const;
const FILTER_KEYS = ['status'] as const;

/** /admin/embed-lives: the live streams of the home page (the two newest ACTIVE ones are shown). */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useEmbedLives(list.query);
  const deleteOne = useDeleteEmbedLive();
  const deleteMany = useDeleteManyEmbedLives();

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
  ];

  return (
    <AdminListPage<EmbedLive>
      title={t('adminPage.embedLives.list')}
      resource="embed-live"
      basePath="/admin/embed-lives"
      addLabel={t('admin.content.add')}
      deleteOne={(row) => deleteOne.mutateAsync(row.id)}
      name="embed-lives"
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder={t('admin.content.search')}
      deleteMany={(ids) => deleteMany.mutateAsync(ids)}
      hasStatusFilter
    />
  );
}
