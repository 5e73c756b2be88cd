import type { AdminImage } from '@tutor/contract/images';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteImage,
  useDeleteImages,
  useUnlinkImageCategory,
} from '@/features/images/admin/api/image-api';
import styles from '@/features/images/admin/components/image-form.module.css';
import { formatBytes } from '@/features/images/admin/components/image-values';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { folderOptions, folderPaths } from '@/shared/admin/media-picker/folder-paths';
import { thumbnailUrl, useImages } from '@/shared/admin/media-picker/media-library-api';

const SORT_FIELDS = ['createdAt', 'name', 'bytes'] as const;
const FILTER_KEYS = ['folderId', 'categoryId'] as const;
const LISTS = ['folders', 'categories'] as const;

/** /admin/images: the media library as a table, filtered by folder and image category. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useImages(list.query);
  const lists = useExtraData(LISTS).data;
  const folders = useMemo(() => lists?.folders ?? [], [lists?.folders]);
  const paths = useMemo(() => folderPaths(folders), [folders]);
  const categories = useMemo(
    () => (lists?.categories ?? []).filter((category) => category.type === 'IMAGE'),
    [lists?.categories],
  );
  const categoryNames = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const deleteImage = useDeleteImage();
  const deleteImages = useDeleteImages();
  const unlink = useUnlinkImageCategory();

  const folderOf = (image: AdminImage) => (image.folderId === null ? '' : (paths.get(image.folderId) ?? ''));
  const categoriesOf = (image: AdminImage) =>
    image.categoryIds.map((id) => categoryNames.get(id) ?? `#${id}`).join(', ');

  const columns: AdminColumn<AdminImage>[] = [
    {
      key: 'thumbnail',
      title: t('admin.images.thumbnail'),
      exportValue: (image) => image.url,
      render: (image) => (
        // The name is in the next cell: the thumbnail itself is decorative for a screen reader.
        <img className={styles.thumb} src={thumbnailUrl(image)} alt="" loading="lazy" />
      ),
    },
    { key: 'name', title: t('admin.images.name'), sortField: 'name', render: (image) => image.name },
    {
      key: 'size',
      title: t('admin.images.size'),
      sortField: 'bytes',
      exportValue: (image) => `${image.width}x${image.height} ${image.bytes}`,
      render: (image) => `${image.width} × ${image.height} · ${formatBytes(image.bytes)}`,
    },
    { key: 'folder', title: t('admin.images.folder'), exportValue: folderOf, render: folderOf },
    {
      key: 'categories',
      title: t('admin.images.categories'),
      exportValue: categoriesOf,
      render: (image) => (
        <span className={styles.categories}>
          {image.categoryIds.map((categoryId) => (
            <Tag
              key={categoryId}
              closable
              closeIcon
              onClose={(event) => {
                // The table refreshes from the server; antd must not hide the tag by itself first.
                event.preventDefault();
                unlink.mutate({ imageId: image.id, categoryId });
              }}
            >
              {categoryNames.get(categoryId) ?? `#${categoryId}`}
            </Tag>
          ))}
        </span>
      ),
    },
    createdAtColumn(t('admin.images.createdAt')),
  ];

  return (
    <AdminListPage<AdminImage>
      title={t('adminPage.images.list')}
      resource="image"
      basePath="/admin/images"
      addLabel={t('admin.images.add')}
      deleteOne={(image) => deleteImage.mutateAsync(image.id)}
      name="images"
      list={list}
      result={result}
      columns={columns}
      rowKey={(image) => image.id}
      rowLabel={(image) => image.name}
      searchPlaceholder={t('admin.images.search')}
      deleteMany={(ids) => deleteImages.mutateAsync(ids)}
      filters={
        <>
          <FilterSelect
            list={list}
            name="folderId"
            label={t('admin.images.folder')}
            placeholder={t('admin.images.allFolders')}
            isSearchable
            options={folderOptions(folders)}
          />
          <FilterSelect
            list={list}
            name="categoryId"
            label={t('admin.images.categories')}
            placeholder={t('admin.images.allCategories')}
            isSearchable
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
        </>
      }
    />
  );
}
