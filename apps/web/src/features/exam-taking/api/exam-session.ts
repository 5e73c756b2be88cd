import type {
  OpenExamSessionResponse,
  SaveExamAnswersBody,
  SaveExamAnswersResponse,
  SessionPaper,
  SubmitExamBody,
  SubmitExamResponse,
} from '@tutor/contract/exam-sessions';
import { browserHttpDeps, createApiClient, siteApi } from '@/api/http-client';
import { type ExamTarget, enginePaths } from '@/features/exam-taking/model/exam-target';

/*
 * The calls of one exam session (exam-sessions contract). They are made by the take-exam screen's own
 * state machine rather than TanStack Query: each answer moves the session on (a token, a deadline, a
 * saved sheet), nothing here is cached data to share between screens.
 */

/**
 * Autosaves go through a client that does not open the "server is down" modal: the screen shows its own
 * "not saved, retrying" indicator and retries, the student keeps working meanwhile.
 */
const quietApi = createApiClient('/api', { ...browserHttpDeps, serverDown: () => undefined });

/**
 * A save sent as the page goes away (tab hidden, closed): `keepalive` lets the browser finish the request
 * after the page is gone.
 */
const keepAliveFetch = (url: string, init: RequestInit) =>
  globalThis.fetch(url, { ...init, keepalive: true });

/** `POST …/exam-sessions`: opens the student's one session or resumes it. */
export function openSession(target: ExamTarget) {
  return siteApi.post<OpenExamSessionResponse>(enginePaths.openSession(target), undefined, { silent: true });
}

/** `GET …/exam-questions/{token}`: the paper without keys, the server's saved sheet and clock. */
export function getPaper(target: ExamTarget, token: string) {
  return siteApi.get<SessionPaper>(enginePaths.paper(target, token), { silent: true });
}

/** `PUT …/exam-answers/{token}`: the whole sheet and the save counter. */
export function saveAnswers(
  target: ExamTarget,
  token: string,
  body: SaveExamAnswersBody,
  { isLeaving = false } = {},
) {
  return quietApi.put<SaveExamAnswersResponse>(enginePaths.autosave(target, token), body, {
    silent: true,
    ...(isLeaving ? { transport: keepAliveFetch } : {}),
  });
}

/** `POST …/exam-histories/{token}` (lessons: `lesson-exam-histories`): graded once per key. */
export function submitAnswers(target: ExamTarget, token: string, body: SubmitExamBody) {
  return siteApi.post<SubmitExamResponse>(enginePaths.submit(target, token), body, { silent: true });
}
