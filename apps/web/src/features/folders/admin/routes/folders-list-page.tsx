import type { Folder } from '@tutor/contract/folders';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteFolder } from '@/features/folders/admin/api/delete-folder';
import { useDeleteFolders } from '@/features/folders/admin/api/delete-folders';
import { useFolders } from '@/features/folders/admin/api/get-folders';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { folderOptions, folderPaths } from '@/shared/admin/media-picker/folder-paths';

const SORT_FIELDS = ['createdAt', 'name'] as const;
const FILTER_KEYS = ['parentId'] as const;
const FOLDERS = ['folders'] as const;

/** /admin/folders: the media library's folder tree, one row per folder with its parent's path. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useFolders(list.query);
  const loaded = useExtraData(FOLDERS).data?.folders;
  const all = useMemo(() => loaded ?? [], [loaded]);
  const paths = useMemo(() => folderPaths(all), [all]);
  const deleteFolder = useDeleteFolder();
  const deleteFolders = useDeleteFolders();

  const parentPath = (folder: Folder) => (folder.parentId === null ? '' : (paths.get(folder.parentId) ?? ''));
  const columns: AdminColumn<Folder>[] = [
    { key: 'name', title: t('admin.folders.name'), sortField: 'name', render: (folder) => folder.name },
    { key: 'parent', title: t('admin.folders.parent'), exportValue: parentPath, render: parentPath },
    createdAtColumn(t('admin.folders.createdAt')),
  ];

  return (
    <AdminListPage<Folder>
      title={t('adminPage.folders.list')}
      resource="folder"
      basePath="/admin/folders"
      addLabel={t('admin.folders.add')}
      deleteOne={(folder) => deleteFolder.mutateAsync(folder.id)}
      name="folders"
      list={list}
      result={result}
      columns={columns}
      rowKey={(folder) => folder.id}
      rowLabel={(folder) => folder.name}
      searchPlaceholder={t('admin.folders.search')}
      deleteMany={(ids) => deleteFolders.mutateAsync(ids)}
      filters={
        <FilterSelect
          list={list}
          name="parentId"
          label={t('admin.folders.parent')}
          placeholder={t('admin.folders.anyParent')}
          isSearchable
          options={folderOptions(all)}
        />
      }
    />
  );
}
