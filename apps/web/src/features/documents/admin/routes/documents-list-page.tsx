import type { AdminDocument } from '@tutor/contract/documents';
import { formatVnd } from '@tutor/contract/format';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteDocument } from '@/features/documents/admin/api/delete-document';
import { useDeleteDocuments } from '@/features/documents/admin/api/delete-documents';
import { useDocuments } from '@/features/documents/admin/api/get-documents';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';

const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
const FILTER_KEYS = ['categoryId', 'status'] as const;
const CATEGORIES = ['categories'] as const;

/** /admin/documents: free or paid, whether a PDF is attached, categories and downloads. */
export function Component() {
  const { t } = useTranslation();
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'DOCUMENT');

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useDocuments(list.query);
  const deleteDocument = useDeleteDocument();
  const deleteDocuments = useDeleteDocuments();

  const priceLabel = (document: AdminDocument) =>
    document.isFree ? t('admin.documents.free') : formatVnd(document.salePrice);

  const columns: AdminColumn<AdminDocument>[] = [
    { key: 'name', title: t('admin.documents.name'), sortField: 'name', render: (document) => document.name },
    {
      key: 'salePrice',
      title: t('admin.documents.salePrice'),
      sortField: 'salePrice',
      align: 'right',
      exportValue: priceLabel,
      render: (document) =>
        document.isFree ? <Tag color="green">{t('admin.documents.free')}</Tag> : priceLabel(document),
    },
    {
      key: 'file',
      title: t('admin.documents.file'),
      exportValue: (document) => document.fileName,
      render: (document) =>
        document.hasFile ? document.fileName : <Tag color="red">{t('admin.documents.noFile')}</Tag>,
    },
    {
      key: 'categories',
      title: t('admin.documents.categories'),
      exportValue: (document) => document.categories.map((category) => category.name).join(', '),
      render: (document) => (
        <Space size={[0, 4]} wrap>
          {document.categories.map((category) => (
            <Tag key={category.id}>{category.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'downloads',
      title: t('admin.documents.downloadsTitle'),
      align: 'right',
      render: (document) => document.downloads,
    },
    statusColumn(t, t('admin.documents.status')),
    createdAtColumn(t('admin.documents.createdAt')),
  ];

  return (
    <AdminListPage<AdminDocument>
      title={t('adminPage.documents.list')}
      resource="document"
      basePath="/admin/documents"
      addLabel={t('admin.documents.add')}
      deleteOne={(document) => deleteDocument.mutateAsync(document.id)}
      name="documents"
      list={list}
      result={result}
      columns={columns}
      rowKey={(document) => document.id}
      rowLabel={(document) => document.name}
      searchPlaceholder={t('admin.documents.search')}
      deleteMany={(ids) => deleteDocuments.mutateAsync(ids)}
      hasStatusFilter
      filters={
        <FilterSelect
          list={list}
          name="categoryId"
          label={t('admin.documents.categories')}
          placeholder={t('admin.documents.allCategories')}
          isSearchable
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      }
    />
  );
}
