import { PlusOutlined } from '@ant-design/icons';
import type { Folder } from '@tutor/contract/folders';
import { App, Button, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteFolder } from '@/features/folders/admin/api/delete-folder';
import { useDeleteFolders } from '@/features/folders/admin/api/delete-folders';
import { useFolders } from '@/features/folders/admin/api/get-folders';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useFromListState } from '@/shared/admin/list-navigation';
import { folderOptions, folderPaths } from '@/shared/admin/media-picker/folder-paths';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';

const SORT_FIELDS = ['createdAt', 'name'] as const;
const FILTER_KEYS = ['parentId'] as const;
const FOLDERS = ['folders'] as const;

/** /admin/folders: the media library's folder tree, one row per folder with its parent's path. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useFolders(list.query);
  const loaded = useExtraData(FOLDERS).data?.folders;
  const all = useMemo(() => loaded ?? [], [loaded]);
  const paths = useMemo(() => folderPaths(all), [all]);
  const deleteFolder = useDeleteFolder();
  const deleteFolders = useDeleteFolders();
  const confirmDelete = useConfirmDelete();

  const onDelete = (folder: Folder) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteFolder.mutateAsync(folder.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

  const parentPath = (folder: Folder) => (folder.parentId === null ? '' : (paths.get(folder.parentId) ?? ''));
  const columns: AdminColumn<Folder>[] = [
    { key: 'name', title: t('admin.folders.name'), sortField: 'name', render: (folder) => folder.name },
    { key: 'parent', title: t('admin.folders.parent'), exportValue: parentPath, render: parentPath },
    createdAtColumn(t('admin.folders.createdAt')),
    actionsColumn<Folder>(t, {
      name: (folder) => folder.name,
      onEdit: (folder) => void navigate(`/admin/folders/${folder.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.folders.list')} />
      <AdminTable<Folder>
        name="folders"
        list={list}
        result={result}
        columns={columns}
        rowKey={(folder) => folder.id}
        rowLabel={(folder) => folder.name}
        searchPlaceholder={t('admin.folders.search')}
        deleteMany={(ids) => deleteFolders.mutateAsync(ids)}
        filters={
          <Select
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('admin.folders.anyParent')}
            aria-label={t('admin.folders.parent')}
            value={list.state.filters.parentId ? Number(list.state.filters.parentId) : undefined}
            onChange={(parentId?: number) =>
              list.change({ filters: { parentId: parentId === undefined ? undefined : String(parentId) } })
            }
            options={folderOptions(all)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/admin/folders/create', { state: fromList })}
          >
            {t('admin.folders.add')}
          </Button>
        }
      />
    </>
  );
}
