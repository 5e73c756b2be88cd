import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExamScreen } from '@/features/exam-taking/components/exam-screen';
import { type ExamTarget, examPagePaths } from '@/features/exam-taking/model/exam-target';
import { paths } from '@/shared/catalogue/paths';
import { routeId } from '@/shared/catalogue/route-id';
import { NotFoundState } from '@/shared/ui/empty-state';

/** `de-thi/{id}/{slug}/lam-bai`: taking an exam of the catalogue (signed-in; rendered in the browser). */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const id = routeId(params.id);
  const slug = params.slug ?? '';
  const target = useMemo<ExamTarget | null>(() => (id ? { kind: 'exam', id, slug } : null), [id, slug]);
  if (!target) return <NotFoundState backTo={paths.examCategory()} backLabel={t('examTaking.back')} />;
  return <ExamScreen key={target.id} target={target} backTo={examPagePaths.exam(target.id, slug)} />;
}
