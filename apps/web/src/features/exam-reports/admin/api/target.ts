import { useParams } from 'react-router';
import { useRouteId } from '@/shared/admin/list-navigation';

/**
 * What a sessions or report page is about, from its route: an exam (`exams/:examId/…`) or a lesson's
 * timed exam (`courses/…/lessons/:lessonId/…`). The server serves both at parallel paths.
 */
export type ExamTarget = { kind: 'exam' | 'lesson'; id: number };

/** The route's target; id 0 when the address holds no valid id (the page shows not found, asks nothing). */
export function useExamTarget(): ExamTarget {
  const { examId } = useParams();
  const exam = useRouteId('examId');
  const lesson = useRouteId('lessonId');
  if (examId !== undefined) return { kind: 'exam', id: exam ?? 0 };
  return { kind: 'lesson', id: lesson ?? 0 };
}

/** `/exams/{id}` or `/lessons/{id}` under the admin API. */
export const basePath = (target: ExamTarget) =>
  target.kind === 'exam' ? `/exams/${target.id}` : `/lessons/${target.id}`;

/** The report's path: `report` for an exam, `exam-report` for a lesson (spec §7). */
export const reportPath = (target: ExamTarget) =>
  `${basePath(target)}/${target.kind === 'exam' ? 'report' : 'exam-report'}`;

/** The admin page a target's pages go back to. */
export function useBackPath(target: ExamTarget): string {
  const { courseId, thematicId } = useParams();
  if (target.kind === 'exam') return '/admin/exams';
  return `/admin/courses/${courseId}/thematics/${thematicId}/lessons`;
}
