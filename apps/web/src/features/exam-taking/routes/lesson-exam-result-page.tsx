import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExamResult } from '@/features/exam-taking/components/exam-result';
import { HistoryImages } from '@/features/exam-taking/components/history-images';
import { type ExamTarget, examPagePaths } from '@/features/exam-taking/model/exam-target';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { NotFoundState } from '@/shared/ui/empty-state';

/** `ket-qua-thi/{courseId}/{lessonId}/{slug}/{id}`: a lesson exam's result, its ranking and my working. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const courseId = routeId(params.courseId);
  const lessonId = routeId(params.lessonId);
  const historyId = routeId(params.id);
  const slug = params.slug ?? '';
  const target = useMemo<ExamTarget | null>(
    () => (courseId && lessonId ? { kind: 'lesson', id: lessonId, slug, courseId } : null),
    [courseId, lessonId, slug],
  );
  if (target?.kind !== 'lesson' || historyId === null)
    return <NotFoundState backTo={paths.myCourses} backLabel={t('examTaking.back')} />;
  return (
    <ExamResult
      target={target}
      historyId={historyId}
      backTo={`${examPagePaths.lesson(target.courseId, target.id, slug)}?muc=exam`}
      backLabel={t('examTaking.result.backToLesson')}
    >
      <HistoryImages historyId={historyId} />
    </ExamResult>
  );
}
