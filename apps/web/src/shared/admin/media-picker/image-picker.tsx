import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import type { ImageRef } from '@tutor/contract/media';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailUrl, useImages } from './media-library-api';
import { MediaLibraryModal } from './media-library-modal';
import styles from './media-picker.module.css';
import { type PickerValue, pick, selectedIds, toValue, without } from './selection';

export type ImagePickerProps = {
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  multiple?: boolean;
  id?: string;
};

/**
 * A form control for pictures of the media library (an antd Form.Item child): thumbnails of the chosen
 * pictures with remove buttons, and a dialog of the library to choose or upload more. The value is the
 * image id (or ids with `multiple`).
 */
export function ImagePicker({ value, onChange, multiple = false, id }: ImagePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Pictures met in the dialog this session, so a fresh pick shows without another request.
  const [known, setKnown] = useState<ReadonlyMap<number, ImageRef>>(new Map());
  const ids = selectedIds(value as PickerValue);
  const missing = ids.filter((imageId) => !known.has(imageId));
  // The stored value of an edit form: one request for all of its pictures.
  const loaded = useImages({ ids: [...missing].sort((a, b) => a - b), limit: 200 }, missing.length > 0);
  const refs = useMemo(() => {
    const byId = new Map(known);
    for (const image of loaded.data?.data ?? []) byId.set(image.id, image);
    return ids.map((imageId) => byId.get(imageId)).filter((image): image is ImageRef => Boolean(image));
  }, [ids, known, loaded.data]);

  const change = (next: number[]) => onChange?.(toValue(next, multiple));

  return (
    <div id={id} className={styles.picker}>
      {refs.length > 0 && (
        <ul className={styles.chosen}>
          {refs.map((image) => (
            <li key={image.id} className={styles.thumb}>
              <img src={thumbnailUrl(image)} alt={image.alt} title={image.name} />
              <Button
                size="small"
                shape="circle"
                danger
                className={styles.remove}
                icon={<CloseOutlined />}
                aria-label={t('admin.mediaPicker.remove', { name: image.name })}
                onClick={() => change(without(ids, image.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <Button icon={<PictureOutlined />} onClick={() => setOpen(true)}>
        {ids.length > 0 && !multiple ? t('admin.mediaPicker.change') : t('admin.mediaPicker.choose')}
      </Button>
      <MediaLibraryModal
        open={open}
        multiple={multiple}
        selected={ids}
        onClose={() => setOpen(false)}
        onPick={(image) => {
          setKnown((previous) => new Map(previous).set(image.id, image));
          change(pick(ids, image.id, multiple));
          if (!multiple) setOpen(false);
        }}
      />
    </div>
  );
}
