import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExamScreen } from '@/features/exam-taking/components/exam-screen';
import { type ExamTarget, examPagePaths } from '@/features/exam-taking/model/exam-target';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { NotFoundState } from '@/shared/ui/empty-state';

/** `lam-bai-thi/{courseId}/{id}/{slug}`: a lesson's timed exam, on the same screen and engine. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const courseId = routeId(params.courseId);
  const id = routeId(params.id);
  const slug = params.slug ?? '';
  const target = useMemo<ExamTarget | null>(
    () => (id && courseId ? { kind: 'lesson', id, slug, courseId } : null),
    [id, courseId, slug],
  );
  if (target?.kind !== 'lesson')
    return <NotFoundState backTo={paths.myCourses} backLabel={t('examTaking.back')} />;
  return (
    <ExamScreen
      key={target.id}
      target={target}
      backTo={`${examPagePaths.lesson(target.courseId, target.id, slug)}?muc=exam`}
    />
  );
}
