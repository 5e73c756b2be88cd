import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { isServerError } from './admin-form/form-errors';

type AttachmentFieldProps = {
  url: string | null;
  name: string;
  isUploading: boolean;
  /** Sends the file; the server checks it by content (PDF only) and answers the updated record. */
  upload: (file: File) => Promise<unknown>;
};

/** The PDF attached to a news article or page: a link to the current one and a button that replaces it at once. */
export function AttachmentField({ url, name, isUploading, upload }: AttachmentFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Space wrap>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {name || url}
        </a>
      ) : (
        <span>{t('admin.content.noAttachment')}</span>
      )}
      <Upload
        accept="application/pdf,.pdf"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          upload(file)
            .then(() => message.success(t('admin.content.attachmentUploaded')))
            .catch((error: unknown) => {
              // The HTTP client has already shown the server's reason (wrong type, too large).
              if (!isServerError(error)) throw error;
            });
          // The file goes through our own client (token refresh, error toasts), not antd's uploader.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={isUploading}>
          {url ? t('admin.content.replaceAttachment') : t('admin.content.uploadAttachment')}
        </Button>
      </Upload>
    </Space>
  );
}
