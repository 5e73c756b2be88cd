import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExamResult } from '@/features/exam-taking/components/exam-result';
import { type ExamTarget, examPagePaths } from '@/features/exam-taking/model/exam-target';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { NotFoundState } from '@/shared/ui/empty-state';

/** `de-thi/{examId}/{id}/{slug}/ket-qua`: one of my attempts at an exam, and the exam's ranking. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const examId = routeId(params.examId);
  const historyId = routeId(params.id);
  const slug = params.slug ?? '';
  const target = useMemo<ExamTarget | null>(
    () => (examId ? { kind: 'exam', id: examId, slug } : null),
    [examId, slug],
  );
  if (!target || historyId === null)
    return <NotFoundState backTo={paths.examCategory()} backLabel={t('examTaking.back')} />;
  return (
    <ExamResult
      target={target}
      historyId={historyId}
      backTo={examPagePaths.exam(target.id, slug)}
      backLabel={t('examTaking.result.backToExam')}
    />
  );
}
