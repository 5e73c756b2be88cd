import { FilePdfOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { AdminBookDetail, BookUploadField } from '@tutor/contract/books';
import { App, Button, Card, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadBookFile } from '@/features/books/admin/api/upload-book-file';
import styles from '@/shared/admin/admin-form/form-layout.module.css';

const ACCEPT: Record<BookUploadField, string> = {
  previewPdf: '.pdf,application/pdf',
  trailer: '.mp4,video/mp4',
};

/** The preview PDF and the trailer video of a stored book: each uploads on its own, at once. */
export function BookFiles({ book }: { book: AdminBookDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadBookFile();
  const isUploadedTrailer = book.trailerUrl.startsWith('/uploads/');

  const button = (field: BookUploadField, label: string) => (
    <Upload
      accept={ACCEPT[field]}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        upload.mutate(
          { id: book.id, field, file },
          { onSuccess: () => void message.success(t('admin.books.uploaded')) },
        );
        // The file goes through our own call (with the session's token), not antd's request.
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending && upload.variables?.field === field}>
        {label}
      </Button>
    </Upload>
  );

  return (
    <Card className={styles.card} title={t('admin.books.files')}>
      <Space direction="vertical" size="middle">
        <Space wrap>
          <FilePdfOutlined />
          {book.previewPdfUrl ? (
            <Typography.Link href={book.previewPdfUrl} target="_blank" rel="noreferrer">
              {t('admin.books.previewPdf')}
            </Typography.Link>
          ) : (
            <Typography.Text type="secondary">{t('admin.books.noPreviewPdf')}</Typography.Text>
          )}
          {button(
            'previewPdf',
            book.previewPdfUrl ? t('admin.books.replaceFile') : t('admin.books.uploadPdf'),
          )}
        </Space>
        <Space wrap>
          <VideoCameraOutlined />
          {isUploadedTrailer ? (
            <Typography.Link href={book.trailerUrl} target="_blank" rel="noreferrer">
              {t('admin.books.trailer')}
            </Typography.Link>
          ) : (
            <Typography.Text type="secondary">{t('admin.books.noUploadedTrailer')}</Typography.Text>
          )}
          {button('trailer', t('admin.books.uploadTrailer'))}
        </Space>
        <Typography.Text type="secondary">{t('admin.books.fileHint')}</Typography.Text>
      </Space>
    </Card>
  );
}
