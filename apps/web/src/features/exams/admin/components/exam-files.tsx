import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import type { AdminExamDetail, ExamFileType } from '@tutor/contract/exams';
import { App, Button, Card, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadExamFile } from '@/features/exams/admin/api/upload-exam-file';
import styles from '@/shared/admin/admin-form/form-layout.module.css';

/** The paper and the solutions of a stored exam: what is attached, and an upload that saves at once. */
export function ExamFiles({ exam }: { exam: AdminExamDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadExamFile();
  const row = (type: ExamFileType, name: string) => (
    <Space wrap key={type}>
      <FilePdfOutlined />
      <Typography.Text strong>
        {t(type === 'document' ? 'examAdmin.documentFile' : 'examAdmin.answerFile')}:
      </Typography.Text>
      {name ? (
        <Typography.Text>{name}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('examAdmin.noFile')}</Typography.Text>
      )}
      <Upload
        accept=".pdf,application/pdf"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          upload.mutate(
            { id: exam.id, type, file },
            { onSuccess: () => void message.success(t('examAdmin.uploaded')) },
          );
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending && upload.variables?.type === type}>
          {name ? t('examAdmin.replace') : t('examAdmin.upload')}
        </Button>
      </Upload>
    </Space>
  );
  return (
    <Card className={styles.card} title={t('examAdmin.files')}>
      <Space direction="vertical">
        {row('document', exam.documentName)}
        {row('answer', exam.answerName)}
        <Typography.Text type="secondary">{t('examAdmin.fileHint')}</Typography.Text>
      </Space>
    </Card>
  );
}
