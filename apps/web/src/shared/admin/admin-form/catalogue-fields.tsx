import type { CategoryType } from '@tutor/contract/categories';
import { STATUSES } from '@tutor/contract/constants';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { TagSelect } from '@/shared/admin/tag-select';
import styles from './form-layout.module.css';

const CATEGORIES = ['categories'] as const;

export type CatalogueFieldsProps = {
  /**
   * Where the labels are: `<texts>.name`, `.slug`, `.slugHint`, `.categories`, `.status`, `.tags`,
   * `.image` (or `.images` and `.imagesHint`), `.summary` and `.content`.
   */
  texts: `admin.${string}`;
  /** The categories to choose from; without it, no categories field. */
  categoryType?: CategoryType;
  /** The item's own fields in the grid, after name, slug and categories and before the status. */
  inGrid?: ReactNode;
  /** Tags, chosen or created inline. */
  tags?: boolean;
  /** `imageIds`: several pictures, the first the cover; `imageId`: one. */
  pictures: 'imageIds' | 'imageId';
  /** The item's own fields under the pictures, before the summary (a trailer link). */
  belowPictures?: ReactNode;
};

/**
 * The fields every catalogue item's admin form has (a book, a combo, a document): name, slug,
 * categories, status, tags, pictures, summary and rich-text content, with the item's own fields in
 * the places above. The form around it (`AdminFormCard`, `useSchemaForm`) stays the feature's.
 */
export function CatalogueFields({
  texts,
  categoryType,
  inGrid,
  tags,
  pictures,
  belowPictures,
}: CatalogueFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.grid}>
        <Form.Item name="name" label={t(`${texts}.name`)} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="slug" label={t(`${texts}.slug`)} extra={t(`${texts}.slugHint`)}>
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        {categoryType ? <CategoriesField type={categoryType} label={t(`${texts}.categories`)} /> : null}
        {inGrid}
        <Form.Item name="status" label={t(`${texts}.status`)}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
      </div>
      {tags ? (
        <Form.Item name="tagIds" label={t(`${texts}.tags`)}>
          <TagSelect />
        </Form.Item>
      ) : null}
      {pictures === 'imageIds' ? (
        <Form.Item name="imageIds" label={t(`${texts}.images`)} extra={t(`${texts}.imagesHint`)}>
          <ImagePicker multiple />
        </Form.Item>
      ) : (
        <Form.Item name="imageId" label={t(`${texts}.image`)}>
          <ImagePicker />
        </Form.Item>
      )}
      {belowPictures}
      <Form.Item name="summary" label={t(`${texts}.summary`)}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="content" label={t(`${texts}.content`)}>
        <RichTextEditor />
      </Form.Item>
    </>
  );
}

/** The categories of one type, an inactive one marked as such (an item may still be filed under it). */
function CategoriesField({ type, label }: { type: CategoryType; label: string }) {
  const { t } = useTranslation();
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter(
    (category) => category.type === type,
  );
  return (
    <Form.Item name="categoryIds" label={label}>
      <Select
        mode="multiple"
        allowClear
        optionFilterProp="label"
        options={categories.map((category) => ({
          value: category.id,
          label:
            category.status === 'ACTIVE' ? category.name : `${category.name} (${t('admin.status.INACTIVE')})`,
        }))}
      />
    </Form.Item>
  );
}
