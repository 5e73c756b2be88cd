import { paths } from '@/shared/catalogue/paths';

/*
 * One screen for two kinds of exam (issue 11: one engine): a catalogue exam (`/exams/{id}/…`) and a
 * lesson's timed exam (`/lessons/{id}/…`). Everything that differs between them is named here: the
 * calls' paths, the local storage key of the draft, and the pages' addresses.
 */

export type ExamTarget =
  | { kind: 'exam'; id: number; slug: string }
  | { kind: 'lesson'; id: number; slug: string; courseId: number };

const base = (target: ExamTarget) => `/${target.kind === 'exam' ? 'exams' : 'lessons'}/${target.id}`;

/** Paths under /api of the session engine's calls for this target (exam-sessions contract). */
export const enginePaths = {
  openSession: (target: ExamTarget) => `${base(target)}/exam-sessions`,
  paper: (target: ExamTarget, token: string) => `${base(target)}/exam-questions/${token}`,
  status: (target: ExamTarget) => `${base(target)}/exam-status`,
  autosave: (target: ExamTarget, token: string) => `${base(target)}/exam-answers/${token}`,
  submit: (target: ExamTarget, token: string) =>
    `${base(target)}/${target.kind === 'exam' ? 'exam-histories' : 'lesson-exam-histories'}/${token}`,
  ranks: (target: ExamTarget) =>
    `${base(target)}/${target.kind === 'exam' ? 'exam-ranks' : 'lesson-exam-ranks'}`,
  history: (kind: ExamTarget['kind'], historyId: number) =>
    `/${kind === 'exam' ? 'exam-histories' : 'lesson-exam-histories'}/${historyId}`,
};

/** Storefront addresses of spec §2 for the exam screens (the shared `paths` where they are named). */
export const examPagePaths = {
  exam: paths.exam,
  take: (target: ExamTarget) =>
    target.kind === 'exam'
      ? paths.examTake(target.id, target.slug)
      : `/lam-bai-thi/${target.courseId}/${target.id}/${target.slug || 'bai-thi'}`,
  result: (target: ExamTarget, historyId: number) =>
    target.kind === 'exam'
      ? `/de-thi/${target.id}/${historyId}/${target.slug || 'de-thi'}/ket-qua`
      : `/ket-qua-thi/${target.courseId}/${target.id}/${target.slug || 'bai-thi'}/${historyId}`,
  lesson: paths.lesson,
};
