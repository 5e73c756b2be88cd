import type { CreateExamBody } from '@tutor/contract/exams';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCreateExam } from '@/features/exams/admin/api/save-exam';
import { ExamForm } from '@/features/exams/admin/components/exam-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const listState = useLocation().state as unknown;
  const back = useBackToList('/admin/exams');
  const createExam = useCreateExam();
  return (
    <>
      <PageHeader title={t('adminPage.exams.create')} backTo={back.href} />
      <ExamForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          const created = await createExam.mutateAsync(body as CreateExamBody);
          message.success(t('admin.notice.createSuccess'));
          // PDFs attach to a stored exam: continue on its edit page.
          await navigate(`/admin/exams/${created.id}/edit`, { replace: true, state: listState });
        }}
      />
    </>
  );
}
