import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import type { AdminImage } from '@tutor/contract/images';
import { Alert, Button, Empty, Input, Modal, Pagination, Select, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { folderOptions } from './folder-paths';
import { thumbnailUrl, useImages, useUploadImage } from './media-library-api';
import styles from './media-picker.module.css';

const PAGE_SIZE = 24;

type MediaLibraryModalProps = {
  open: boolean;
  multiple: boolean;
  /** Ids chosen so far (marked in the grid). */
  selected: readonly number[];
  /** A click on a picture (or a fresh upload); the picker decides what that does to its value. */
  onPick: (image: AdminImage) => void;
  onClose: () => void;
};

/** The media library in a dialog: search, folder filter, paging, and an upload that selects its result. */
export function MediaLibraryModal({ open, multiple, selected, onPick, onClose }: MediaLibraryModalProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [folderId, setFolderId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const images = useImages(
    {
      q: q || undefined,
      folderId,
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
      sort: 'createdAt',
      order: 'desc',
    },
    open,
  );
  const folders = useExtraData(['folders']);
  const upload = useUploadImage();

  const onUpload = (file: File) => {
    upload.mutate(
      { file, fields: { folderId: folderId ?? null } },
      {
        onSuccess: (image) => {
          setPage(1);
          onPick(image);
        },
      },
    );
    // Handled here: antd must not post the file itself.
    return false;
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('admin.mediaPicker.title')}
      width={920}
      // The grid scrolls inside the dialog, so its button stays on screen in a short window (800 px).
      centered
      styles={{ body: { maxHeight: 'calc(100dvh - 190px)', overflowY: 'auto' } }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {multiple ? t('admin.mediaPicker.done') : t('admin.form.cancel')}
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder={t('admin.mediaPicker.search')}
          aria-label={t('admin.mediaPicker.search')}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          className={styles.search}
        />
        <Select
          allowClear
          className={styles.folder}
          placeholder={t('admin.mediaPicker.allFolders')}
          aria-label={t('admin.mediaPicker.folder')}
          value={folderId}
          onChange={(value?: number) => {
            setFolderId(value);
            setPage(1);
          }}
          loading={folders.isLoading}
          options={folderOptions(folders.data?.folders ?? [])}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Upload accept="image/*" showUploadList={false} beforeUpload={onUpload} disabled={upload.isPending}>
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('admin.mediaPicker.upload')}
          </Button>
        </Upload>
      </div>
      {images.isError && <Alert type="error" showIcon title={t('admin.table.loadFailed')} />}
      <Spin spinning={images.isFetching}>
        {images.data && images.data.data.length === 0 ? (
          <Empty description={t('admin.table.empty')} />
        ) : (
          <ul className={styles.grid}>
            {(images.data?.data ?? []).map((image) => {
              const isSelected = selected.includes(image.id);
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    className={isSelected ? `${styles.tile} ${styles.selected}` : styles.tile}
                    aria-pressed={isSelected}
                    title={image.name}
                    onClick={() => onPick(image)}
                  >
                    <img src={thumbnailUrl(image)} alt={image.alt} loading="lazy" />
                    <span className={styles.tileName}>{image.name}</span>
                    {isSelected && <CheckCircleFilled className={styles.check} />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      <Pagination
        className={styles.pagination}
        size="small"
        current={page}
        pageSize={PAGE_SIZE}
        total={images.data?.pagination.total ?? 0}
        showSizeChanger={false}
        onChange={setPage}
        hideOnSinglePage
      />
    </Modal>
  );
}
