import type { ExamSheet, ScoringTable } from '@tutor/contract/exam-grading';
import { arrayQueryOf, type Db } from '../../db/client';
import type { SessionLayout } from '../../db/schema';
import { sqlStatement } from '../../lib/prepared-statement';
import type { AuthContext } from '../../plugins/auth';
import type { QuestionShape } from './layout';
import type { PaperRow } from './paper-questions';
import { type ExamTarget, examTarget, type TargetRef } from './targets';

export type { QuestionShape };

/*
 * The statements of the exam burst's hot calls (bench/README.md, "Exam burst"): opening a session, its
 * paper and the autosave. Thousands of students make these calls within seconds, and the server's CPU
 * per call is mostly spent per statement (building it, one system call to send it, parsing its rows),
 * so each call is as few statements as its rules allow, written as SQL text and sent as named
 * prepared statements with rows as arrays (`arrayQueryOf`): nothing is built per call, PostgreSQL
 * plans each once per connection. Everything else in the engine stays with Drizzle.
 */

/** The caller's open session on the target, as the opening needs it. */
export type OpenSessionRow = { token: string; deadline: Date };

const OPENING_EXAM = sqlStatement(
  'exam_opening',
  `select e.name, e.slug, e.duration, e.total_point, e.scoring, e.opens_at, e.closes_at, e.attempts_allowed,
          e.shuffle_questions, e.shuffle_options, e.results_shown, e.status,
          coalesce((select json_agg(json_build_object('id', q.id, 'type', q.type, 'answers',
                             coalesce((select json_agg(json_build_object('id', a.id) order by a.position)
                                         from question_answers a where a.question_id = q.id), '[]'::json))
                           order by l.position, l.question_id)
                      from exam_questions l join questions q on q.id = l.question_id
                     where l.exam_id = e.id), '[]'::json),
          s.token, s.deadline
     from exams e
     left join exam_sessions s on s.exam_id = e.id and s.user_id = $2 and s.closed_at is null
    where e.id = $1`,
);

/**
 * Everything opening a session on an exam reads, in one statement: the exam, its paper's shape in the
 * exam's order, and the caller's open session there (at most one: the partial unique index).
 * Undefined when there is no such exam.
 */
export async function readExamOpening(
  db: Db,
  auth: AuthContext,
  examId: number,
): Promise<{ target: ExamTarget; paper: QuestionShape[]; open: OpenSessionRow | null } | undefined> {
  const [row] = await arrayQueryOf(db)(OPENING_EXAM, [examId, auth.userId]);
  if (!row) return undefined;
  const paper = row[12] as QuestionShape[];
  const target = examTarget(
    {
      id: examId,
      name: row[0] as string,
      slug: row[1] as string,
      duration: row[2] as number,
      totalPoint: row[3] as number,
      scoring: row[4] as ScoringTable,
      opensAt: row[5] as Date | null,
      closesAt: row[6] as Date | null,
      attemptsAllowed: row[7] as number | null,
      shuffleQuestions: row[8] as boolean,
      shuffleOptions: row[9] as boolean,
      resultsShown: row[10] as string,
      status: row[11] as string,
    },
    paper.map((question) => question.id),
  );
  const open = row[13] === null ? null : { token: row[13] as string, deadline: row[14] as Date };
  return { target, paper, open };
}

const INSERT_SESSION = sqlStatement(
  'exam_session_insert',
  `insert into exam_sessions (token, user_id, exam_id, lesson_id, course_id, layout, started_at, deadline, answers)
   values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb)
   on conflict do nothing
   returning id`,
);

/**
 * Inserts an open session unless the caller already has one there (the partial unique index decides,
 * whoever inserts first): the new session's id, or undefined when another was there first.
 */
export async function insertOpenSession(
  db: Db,
  session: {
    token: string;
    userId: number;
    ref: TargetRef;
    courseId: number | null;
    layout: SessionLayout;
    startedAt: Date;
    deadline: Date;
    answers: ExamSheet;
  },
): Promise<number | undefined> {
  const [row] = await arrayQueryOf(db)(INSERT_SESSION, [
    session.token,
    session.userId,
    session.ref.kind === 'EXAM' ? session.ref.id : null,
    session.ref.kind === 'LESSON' ? session.ref.id : null,
    session.courseId,
    JSON.stringify(session.layout),
    session.startedAt,
    session.deadline,
    JSON.stringify(session.answers),
  ]);
  return row ? Number(row[0]) : undefined;
}

const SESSION_PAPER = sqlStatement(
  'exam_session_paper',
  `select s.id, s.layout, s.deadline, s.answers, s.saved_at, s.answer_seq, s.closed_at, s.closed_by,
          coalesce(e.name, l.name), coalesce(e.duration, l.exam_time), coalesce(e.total_point, l.total_point),
          e.scoring,
          coalesce((select json_agg(json_build_object('id', q.id, 'type', q.type, 'content', q.content, 'answers',
                             coalesce((select json_agg(json_build_object('id', a.id, 'position', a.position,
                                                'label', a.label, 'content', a.content, 'isCorrect', a.is_correct)
                                                order by a.position)
                                         from question_answers a where a.question_id = q.id), '[]'::json)))
                      from questions q
                     where q.id in (select value::bigint
                                      from jsonb_array_elements_text(s.layout -> 'questionIds'))), '[]'::json)
     from exam_sessions s
     left join exams e on e.id = s.exam_id
     left join lessons l on l.id = s.lesson_id
    where s.token = $1 and s.user_id = $2 and (s.exam_id is not null) = $3 and coalesce(s.exam_id, s.lesson_id) = $4`,
);

/** The session as the paper call reads it; `questions` unordered, with their keys (server-side only). */
export type SessionPaperRow = {
  id: number;
  layout: SessionLayout;
  deadline: Date;
  answers: ExamSheet;
  savedAt: Date | null;
  answerSeq: number;
  closedAt: Date | null;
  closedBy: string | null;
  target: { name: string; duration: number; totalPoint: number; scoring: ScoringTable | null };
  questions: PaperRow[];
};

/**
 * The caller's session with this token on this target, its target's name and points, and its paper
 * (the questions of its layout with their answers) in one statement. Undefined when the token names no
 * session of theirs there (the same answer whatever the reason: a token cannot be probed).
 */
export async function readSessionPaper(
  db: Db,
  auth: AuthContext,
  ref: TargetRef,
  token: string,
): Promise<SessionPaperRow | undefined> {
  const [row] = await arrayQueryOf(db)(SESSION_PAPER, [token, auth.userId, ref.kind === 'EXAM', ref.id]);
  if (!row) return undefined;
  return {
    id: Number(row[0]),
    layout: row[1] as SessionLayout,
    deadline: row[2] as Date,
    answers: row[3] as ExamSheet,
    savedAt: row[4] as Date | null,
    answerSeq: row[5] as number,
    closedAt: row[6] as Date | null,
    closedBy: row[7] as string | null,
    target: {
      name: row[8] as string,
      duration: row[9] as number,
      totalPoint: row[10] as number,
      scoring: row[11] as ScoringTable | null,
    },
    questions: row[12] as SessionPaperRow['questions'],
  };
}

const SAVE_SHEET = sqlStatement(
  'exam_session_save',
  `update exam_sessions set answers = $1::jsonb, answer_seq = $2, saved_at = $3, updated_at = $3
    where id = $4 and closed_at is null and answer_seq <= $2 and deadline > $5
   returning saved_at, deadline`,
);

/**
 * The autosave's one write: stored only while the session is open, before `cutoff` (its deadline plus
 * the grace), and not older than the stored save. Undefined when it matched nothing.
 */
export async function saveSheet(
  db: Db,
  save: { sessionId: number; sheet: ExamSheet; seq: number; now: Date; cutoff: Date },
): Promise<{ savedAt: Date; deadline: Date } | undefined> {
  const [row] = await arrayQueryOf(db)(SAVE_SHEET, [
    JSON.stringify(save.sheet),
    save.seq,
    save.now,
    save.sessionId,
    save.cutoff,
  ]);
  return row ? { savedAt: row[0] as Date, deadline: row[1] as Date } : undefined;
}
