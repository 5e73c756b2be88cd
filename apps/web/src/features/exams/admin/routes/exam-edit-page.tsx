import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExam } from '@/features/exams/admin/api/get-exam';
import { useUpdateExam } from '@/features/exams/admin/api/save-exam';
import { ExamFiles } from '@/features/exams/admin/components/exam-files';
import { ExamForm } from '@/features/exams/admin/components/exam-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/exams');
  const exam = useExam(id);
  const updateExam = useUpdateExam();
  return (
    <>
      <PageHeader
        title={t('adminPage.exams.edit')}
        backTo={back.href}
        extra={
          id !== null && (
            <Link to={`/admin/exams/${id}/exam-questions`}>
              <Button>{t('adminPage.exams.questions')}</Button>
            </Link>
          )
        }
      />
      <QueryState query={exam} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <>
            <ExamForm
              key={loaded.updatedAt}
              exam={loaded}
              onCancel={() => void back.goBack()}
              onSubmit={async (body) => {
                await updateExam.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
                message.success(t('admin.notice.updateSuccess'));
                await back.goBack();
              }}
            />
            <ExamFiles exam={loaded} />
          </>
        )}
      </QueryState>
    </>
  );
}
