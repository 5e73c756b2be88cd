import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { folderOptions } from '@/shared/admin/media-picker/folder-paths';

const LISTS = ['folders', 'categories'] as const;

/** Folder and categories of a picture: shared by the upload and the edit form. Only IMAGE categories. */
export function ImagePlacementFields() {
  const { t } = useTranslation();
  const lists = useExtraData(LISTS);
  const categories = (lists.data?.categories ?? []).filter((category) => category.type === 'IMAGE');
  return (
    <>
      <Form.Item name="folderId" label={t('admin.images.folder')}>
        <Select
          allowClear
          loading={lists.isLoading}
          placeholder={t('admin.images.noFolder')}
          options={folderOptions(lists.data?.folders ?? [])}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="categoryIds" label={t('admin.images.categories')}>
        <Select
          mode="multiple"
          allowClear
          loading={lists.isLoading}
          placeholder={t('admin.images.noCategories')}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </>
  );
}
