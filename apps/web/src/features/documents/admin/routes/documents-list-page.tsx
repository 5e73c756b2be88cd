import { PlusOutlined } from '@ant-design/icons';
import { STATUSES } from '@tutor/contract/constants';
import type { AdminDocument } from '@tutor/contract/documents';
import { formatPrice } from '@tutor/contract/format';
import { hasAllPermissions } from '@tutor/contract/permissions';
import { App, Button, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteDocument } from '@/features/documents/admin/api/delete-document';
import { useDeleteDocuments } from '@/features/documents/admin/api/delete-documents';
import { useDocuments } from '@/features/documents/admin/api/get-documents';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
const FILTER_KEYS = ['categoryId', 'status'] as const;
const CATEGORIES = ['categories'] as const;

/** /admin/documents: free or paid, whether a PDF is attached, categories and downloads. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, ['document:create']);
  const canEdit = hasAllPermissions(grantee, ['document:read', 'document:update']);
  const canDelete = hasAllPermissions(grantee, ['document:delete']);
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'DOCUMENT');

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useDocuments(list.query);
  const deleteDocument = useDeleteDocument();
  const deleteDocuments = useDeleteDocuments();
  const confirmDelete = useConfirmDelete();

  const onDelete = (document: AdminDocument) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteDocument.mutateAsync(document.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

  const priceLabel = (document: AdminDocument) =>
    document.isFree ? t('admin.documents.free') : `${formatPrice(document.salePrice)} ₫`;

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
    actionsColumn<AdminDocument>(t, {
      name: (document) => document.name,
      onEdit: canEdit
        ? (document) => void navigate(`/admin/documents/${document.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
    }),
  ];

  const filters = list.state.filters;
  return (
    <>
      <PageHeader title={t('adminPage.documents.list')} />
      <AdminTable<AdminDocument>
        name="documents"
        list={list}
        result={result}
        columns={columns}
        rowKey={(document) => document.id}
        rowLabel={(document) => document.name}
        searchPlaceholder={t('admin.documents.search')}
        deleteMany={canDelete ? (ids) => deleteDocuments.mutateAsync(ids) : undefined}
        filters={
          <>
            <Select
              style={{ minWidth: 170 }}
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('admin.documents.allCategories')}
              aria-label={t('admin.documents.categories')}
              value={filters.categoryId ? Number(filters.categoryId) : undefined}
              onChange={(id?: number) =>
                list.change({ filters: { categoryId: id ? String(id) : undefined } })
              }
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
            />
            <Select
              style={{ minWidth: 170 }}
              allowClear
              placeholder={t('admin.documents.allStatuses')}
              aria-label={t('admin.documents.status')}
              value={filters.status}
              onChange={(status?: string) => list.change({ filters: { status } })}
              options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
            />
          </>
        }
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/documents/create', { state: fromList })}
            >
              {t('admin.documents.add')}
            </Button>
          )
        }
      />
    </>
  );
}
