import { InboxOutlined } from '@ant-design/icons';
import { Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './image-form.module.css';
import { precheckImage } from './image-values';

type ImageFileInputProps = {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
};

/** Reads a picture's pixel size in the browser; undefined when it cannot be decoded here. */
function decodeSize(url: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

/**
 * The file of a new picture (a Form.Item control): drop or choose one, see it before sending. Files the
 * browser already knows the server would refuse (not a picture, too small) are turned away here.
 */
export function ImageFileInput({ id, value, onChange }: ImageFileInputProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ url: string; width?: number; height?: number }>();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview({ url });
    let active = true;
    void decodeSize(url).then((size) => {
      if (active && size) setPreview({ url, ...size });
    });
    return () => {
      active = false;
      URL.revokeObjectURL(url);
    };
  }, [value]);

  const choose = async (file: File) => {
    const url = URL.createObjectURL(file);
    const size = await decodeSize(url);
    URL.revokeObjectURL(url);
    const code = precheckImage(file, size?.width, size?.height);
    setProblem(code && t(`error.${code}`));
    if (!code) onChange?.(file);
  };

  return (
    <div id={id} className={styles.fileInput}>
      <Upload.Dragger
        accept="image/*"
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          void choose(file);
          // The form sends the file with the other fields; antd must not post it on its own.
          return false;
        }}
      >
        {preview ? (
          <img className={styles.preview} src={preview.url} alt={value?.name ?? ''} />
        ) : (
          <p className={styles.dropHint}>
            <InboxOutlined className={styles.dropIcon} />
            <br />
            {t('admin.images.drop')}
          </p>
        )}
      </Upload.Dragger>
      {value && (
        <Typography.Text type="secondary">
          {value.name}
          {preview?.width ? ` · ${preview.width} × ${preview.height} px` : ''}
        </Typography.Text>
      )}
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </div>
  );
}
