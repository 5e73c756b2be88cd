import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import type { AdminDocumentDetail } from '@tutor/contract/documents';
import { App, Button, Card, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadDocumentFile } from '@/features/documents/admin/api/upload-document-file';
import styles from '@/shared/admin/admin-form/form-layout.module.css';

/** Size in the reader's language: "1,2 MB" / "1.2 MB". */
function fileSize(bytes: number, language: string) {
  const mb = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return mb >= 0.1 ? `${format.format(mb)} MB` : `${format.format(bytes / 1024)} KB`;
}

/** The PDF of a stored document: shows what is attached and uploads a new one at once. */
export function DocumentFile({ document }: { document: AdminDocumentDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadDocumentFile();
  return (
    <Card className={styles.card} title={t('admin.documents.file')}>
      <Space direction="vertical">
        <Space wrap>
          <FilePdfOutlined />
          {document.hasFile ? (
            <Typography.Text>
              {document.fileName} ({fileSize(document.fileBytes, i18n.language)}) ·{' '}
              {t('admin.documents.downloads', { count: document.downloads })}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('admin.documents.noFile')}</Typography.Text>
          )}
          <Upload
            accept=".pdf,application/pdf"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              upload.mutate(
                { id: document.id, file },
                { onSuccess: () => void message.success(t('admin.documents.uploaded')) },
              );
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {document.hasFile ? t('admin.documents.replaceFile') : t('admin.documents.uploadPdf')}
            </Button>
          </Upload>
        </Space>
        <Typography.Text type="secondary">{t('admin.documents.fileHint')}</Typography.Text>
      </Space>
    </Card>
  );
}
