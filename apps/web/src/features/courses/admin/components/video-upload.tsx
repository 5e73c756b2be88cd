import { UploadOutlined } from '@ant-design/icons';
import type { AdminVideo } from '@tutor/contract/videos';
import { App, Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadProgress, useUploadVideoFile } from '@/features/courses/admin/api/videos';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import styles from './course-admin.module.css';

/** Percent sent so far; 0 before the browser knows the size. */
export function progressPercent({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** The mp4 of an UPLOAD video, sent with a real progress bar (the browser's upload progress). */
export function VideoUpload({ video }: { video: AdminVideo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadVideoFile(video.lessonId);
  const [percent, setPercent] = useState<number | null>(null);
  const label = video.hasFile ? t('courseAdmin.videos.replaceMp4') : t('courseAdmin.videos.uploadMp4');
  return (
    <span className={styles.fileRow} style={{ margin: 0 }}>
      <Upload
        accept=".mp4,video/mp4"
        showUploadList={false}
        maxCount={1}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          setPercent(0);
          upload
            .mutateAsync({
              id: video.id,
              file,
              onProgress: (progress) => setPercent(progressPercent(progress)),
            })
            .then(() => message.success(t('courseAdmin.videos.uploaded')))
            .catch((error: unknown) => {
              // The HTTP client has already shown the server's reason (not an mp4, too large).
              if (!isServerError(error)) throw error;
            })
            .finally(() => setPercent(null));
          // The file goes through our own client (token refresh, error toasts), not antd's uploader.
          return false;
        }}
      >
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={upload.isPending}
          aria-label={`${label}: ${video.name}`}
        >
          {label}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          className={styles.progress}
          percent={percent}
          size="small"
          aria-label={t('courseAdmin.videos.uploading', { name: video.name })}
          data-upload-progress={percent}
        />
      )}
    </span>
  );
}
