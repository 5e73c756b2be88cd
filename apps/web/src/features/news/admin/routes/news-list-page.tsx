import { NEWS_STATES, type NewsState } from '@tutor/contract/constants';
import { formatDate } from '@tutor/contract/format';
import type { AdminNews } from '@tutor/contract/news';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteManyNewsList, useDeleteNews } from '@/features/news/admin/api/delete-news';
import { useNewsList } from '@/features/news/admin/api/get-news-list';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, pictureColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['createdAt', 'title', 'publishedAt'] as const;
const FILTER_KEYS = ['state'] as const;

const STATE_COLORS: Record<NewsState, string> = { draft: 'default', publish: 'green', remove: 'red' };

/** /admin/news: articles in every state, searchable by title and summary. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useNewsList(list.query);
  const deleteOne = useDeleteNews();
  const deleteMany = useDeleteManyNewsList();

  const columns: AdminColumn<AdminNews>[] = [
    pictureColumn(t('admin.content.image'), (row) => row.image),
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
  ];

  return (
    <AdminListPage<AdminNews>
      title={t('adminPage.news.list')}
      resource="news"
      basePath="/admin/news"
      addLabel={t('admin.content.add')}
      deleteOne={(row) => deleteOne.mutateAsync(row.id)}
      name="news"
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder={t('admin.content.search')}
      deleteMany={(ids) => deleteMany.mutateAsync(ids)}
      filters={
        <FilterSelect
          list={list}
          name="state"
          label={t('admin.news.state')}
          placeholder={t('admin.news.allStates')}
          options={NEWS_STATES.map((state) => ({ value: state, label: t(`admin.news.states.${state}`) }))}
        />
      }
    />
  );
}
