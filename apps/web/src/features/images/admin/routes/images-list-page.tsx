import { PlusOutlined } from '@ant-design/icons';
import type { AdminImage } from '@tutor/contract/images';
import { App, Button, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useDeleteImage,
  useDeleteImages,
  useUnlinkImageCategory,
} from '@/features/images/admin/api/image-api';
import styles from '@/features/images/admin/components/image-form.module.css';
import { formatBytes } from '@/features/images/admin/components/image-values';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useFromListState } from '@/shared/admin/list-navigation';
import { folderOptions, folderPaths } from '@/shared/admin/media-picker/folder-paths';
import { thumbnailUrl, useImages } from '@/shared/admin/media-picker/media-library-api';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';

const SORT_FIELDS = ['createdAt', 'name', 'bytes'] as const;
const FILTER_KEYS = ['folderId', 'categoryId'] as const;
const LISTS = ['folders', 'categories'] as const;

const asId = (value: string | undefined) => (value ? Number(value) : undefined);

/** /admin/images: the media library as a table, filtered by folder and image category. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
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
  const confirmDelete = useConfirmDelete();

  const onDelete = (image: AdminImage) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteImage.mutateAsync(image.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

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
    actionsColumn<AdminImage>(t, {
      name: (image) => image.name,
      onEdit: (image) => void navigate(`/admin/images/${image.id}/edit`, { state: fromList }),
      onDelete,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.images.list')} />
      <AdminTable<AdminImage>
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
            <Select
              style={{ minWidth: 200 }}
              allowClear
              placeholder={t('admin.images.allFolders')}
              aria-label={t('admin.images.folder')}
              value={asId(list.state.filters.folderId)}
              onChange={(folderId?: number) => list.change({ filters: { folderId: folderId?.toString() } })}
              options={folderOptions(folders)}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Select
              style={{ minWidth: 200 }}
              allowClear
              placeholder={t('admin.images.allCategories')}
              aria-label={t('admin.images.categories')}
              value={asId(list.state.filters.categoryId)}
              onChange={(categoryId?: number) =>
                list.change({ filters: { categoryId: categoryId?.toString() } })
              }
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/admin/images/create', { state: fromList })}
          >
            {t('admin.images.add')}
          </Button>
        }
      />
    </>
  );
}
