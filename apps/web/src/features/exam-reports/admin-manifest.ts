import { admin, read } from '@/app/route-builders';
import type { FeatureRoutes } from '@/app/route-handle';
import { examReportsAdminTexts } from './admin/i18n/texts';

const texts = [examReportsAdminTexts];
const lessonPath = '/courses/:courseId/thematics/:thematicId/lessons/:lessonId';
const sessionsPage = () => import('./admin/routes/exam-sessions-page');
const reportPage = () => import('./admin/routes/exam-report-page');

/**
 * The exam engine seen from the back office: the sessions of an exam or lesson exam, and their reports.
 * The report page alone imports the charting library, so no other admin chunk carries it.
 */
export const examReportsAdminRoutes: FeatureRoutes = {
  admin: [
    admin('/exams/:examId/report', 'adminPage.exams.report', {
      permissions: read('exam-report'),
      breadcrumb: ['adminPage.exams.list', 'adminPage.exams.report'],
      page: reportPage,
      texts,
    }),
    // Not in spec §2: the exam's sessions tab, at the lesson exam's path pattern; reading needs exam:read.
    admin('/exams/:examId/exam-sessions', 'examReports.pages.examSessions', {
      permissions: read('exam'),
      breadcrumb: ['adminPage.exams.list', 'examReports.pages.examSessions'],
      page: sessionsPage,
      texts,
    }),
    // Spec §6: "exam-session:update is needed for exam sessions".
    admin(`${lessonPath}/exam-sessions`, 'adminPage.courses.examSessions', {
      permissions: ['exam-session:update'],
      breadcrumb: ['adminPage.courses.list', 'adminPage.courses.lessons', 'adminPage.courses.examSessions'],
      page: sessionsPage,
      texts,
    }),
    // Not in spec §2: a lesson exam's report, beside its sessions (the server's /lessons/{id}/exam-report).
    admin(`${lessonPath}/exam-report`, 'examReports.pages.lessonExamReport', {
      permissions: read('exam-report'),
      breadcrumb: [
        'adminPage.courses.list',
        'adminPage.courses.lessons',
        'examReports.pages.lessonExamReport',
      ],
      page: reportPage,
      texts,
    }),
  ],
};
