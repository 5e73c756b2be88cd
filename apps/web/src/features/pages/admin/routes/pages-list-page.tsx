import { formatDate, formatDateTime } from '@tutor/contract/format';
import type { AdminPage } from '@tutor/contract/pages';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePages } from '@/features/pages/admin/api/get-pages';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['code', 'title', 'createdAt'] as const;
const FILTER_KEYS = [] as const;

/** /admin/pages: the site's fixed pages (about, contact…); they are edited, never added or removed. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = usePages(list.query);

  const columns: AdminColumn<AdminPage>[] = [
    {
      key: 'code',
      title: t('admin.pages.code'),
      sortField: 'code',
      exportValue: (row) => row.code,
      render: (row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    { key: 'title', title: t('admin.content.title'), sortField: 'title', render: (row) => row.title },
    {
      key: 'attachment',
      title: t('admin.content.attachment'),
      exportValue: (row) => row.attachmentName,
      render: (row) =>
        row.attachmentUrl ? (
          <a href={row.attachmentUrl} target="_blank" rel="noreferrer">
            {row.attachmentName || t('admin.content.attachment')}
          </a>
        ) : null,
    },
    {
      key: 'updatedAt',
      title: t('admin.pages.updatedAt'),
      exportValue: (row) => formatDateTime(row.updatedAt),
      render: (row) => formatDate(row.updatedAt),
    },
  ];

  return (
    <AdminListPage<AdminPage>
      title={t('adminPage.pages.list')}
      resource="menu"
      basePath="/admin/pages"
      name="pages"
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder={t('admin.content.search')}
    />
  );
}
