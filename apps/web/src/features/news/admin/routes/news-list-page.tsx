import { PlusOutlined } from '@ant-design/icons';
import { NEWS_STATES, type NewsState } from '@tutor/contract/constants';
import { formatDate } from '@tutor/contract/format';
import type { AdminNews } from '@tutor/contract/news';
import { App, Button, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteManyNewsList, useDeleteNews } from '@/features/news/admin/api/delete-news';
import { useNewsList } from '@/features/news/admin/api/get-news-list';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import styles from './news-list-page.module.css';

const SORT_FIELDS = ['createdAt', 'title', 'publishedAt'] as const;
const FILTER_KEYS = ['state'] as const;

const STATE_COLORS: Record<NewsState, string> = { draft: 'default', publish: 'green', remove: 'red' };

/** /admin/news: articles in every state, searchable by title and summary. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useNewsList(list.query);
  const deleteOne = useDeleteNews();
  const deleteMany = useDeleteManyNewsList();
  const confirmDelete = useConfirmDelete();

  const onDelete = (row: AdminNews) =>
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

  const columns: AdminColumn<AdminNews>[] = [
    {
      key: 'image',
      title: t('admin.content.image'),
      exportValue: (row) => row.image?.url ?? '',
      render: (row) => {
        const src = row.image?.variants[0]?.url ?? row.image?.url;
        return src ? (
          <img className={styles.thumb} src={src} alt={row.image?.alt ?? ''} loading="lazy" />
        ) : null;
      },
    },
    { key: 'title', title: t('admin.content.title'), sortField: 'title', render: (row) => row.title },
    {
      key: 'state',
      title: t('admin.news.state'),
      exportValue: (row) => t(`admin.news.states.${row.state}`),
      render: (row) => <Tag color={STATE_COLORS[row.state]}>{t(`admin.news.states.${row.state}`)}</Tag>,
    },
    {
      key: 'publishedAt',
      title: t('admin.news.publishedAt'),
      sortField: 'publishedAt',
      exportValue: (row) => (row.publishedAt ? formatDate(row.publishedAt) : ''),
      render: (row) => (row.publishedAt ? formatDate(row.publishedAt) : ''),
    },
    createdAtColumn(t('admin.content.createdAt')),
    actionsColumn<AdminNews>(t, {
      name: (row) => row.title,
      onEdit: (row) => void navigate(`/admin/news/${row.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.news.list')} />
      <AdminTable<AdminNews>
        name="news"
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
            placeholder={t('admin.news.allStates')}
            aria-label={t('admin.news.state')}
            value={list.state.filters.state}
            onChange={(state?: string) => list.change({ filters: { state } })}
            options={NEWS_STATES.map((state) => ({ value: state, label: t(`admin.news.states.${state}`) }))}
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/admin/news/create', { state: fromList })}
          >
            {t('admin.content.add')}
          </Button>
        }
      />
    </>
  );
}
