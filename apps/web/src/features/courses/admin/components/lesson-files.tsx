import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import type { AdminLessonDetail, LessonFileField } from '@tutor/contract/learning';
import { App, Button, Card, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemoveLessonFile, useUploadLessonFile } from '@/features/courses/admin/api/outline';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import styles from './course-admin.module.css';

/** The lesson PDF and the answer PDF of a stored lesson: each uploads (or is removed) on its own, at once. */
export function LessonFiles({ lesson, canEdit }: { lesson: AdminLessonDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const upload = useUploadLessonFile(lesson.courseId);
  const remove = useRemoveLessonFile(lesson.courseId);

  const row = (field: LessonFileField, label: string, hasFile: boolean, name: string) => (
    <div className={styles.fileRow} data-lesson-file={field}>
      <span className={styles.fileLabel}>
        <FilePdfOutlined /> {label}
      </span>
      {hasFile ? (
        <Typography.Text>{name || label}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('courseAdmin.lessons.noFile')}</Typography.Text>
      )}
      {canEdit && (
        <>
          <Upload
            accept=".pdf,application/pdf"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              upload
                .mutateAsync({ id: lesson.id, field, file })
                .then(() => message.success(t('courseAdmin.lessons.uploaded')))
                .catch((error: unknown) => {
                  // The HTTP client has already shown the server's reason (not a PDF, too large).
                  if (!isServerError(error)) throw error;
                });
              // The file goes through our own client (token refresh, error toasts), not antd's uploader.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending && upload.variables?.field === field}>
              {hasFile ? t('courseAdmin.lessons.replace') : t('courseAdmin.lessons.upload')}
            </Button>
          </Upload>
          {hasFile && (
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('courseAdmin.lessons.removeFileOf', { name: name || label })}
              onClick={() =>
                modal.confirm({
                  title: t('courseAdmin.lessons.removeFileOf', { name: name || label }),
                  okText: t('courseAdmin.common.delete'),
                  okButtonProps: { danger: true },
                  cancelText: t('courseAdmin.common.cancel'),
                  onOk: async () => {
                    await remove.mutateAsync({ id: lesson.id, field });
                    message.success(t('courseAdmin.lessons.fileRemoved'));
                  },
                })
              }
            />
          )}
        </>
      )}
    </div>
  );

  return (
    <Card className={styles.card} title={t('courseAdmin.lessons.files')}>
      {row('document', t('courseAdmin.lessons.document'), lesson.hasDocument, lesson.documentName)}
      {row('answer', t('courseAdmin.lessons.answerFile'), lesson.hasAnswerFile, lesson.answerName)}
    </Card>
  );
}
