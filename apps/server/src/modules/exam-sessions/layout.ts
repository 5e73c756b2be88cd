import { PART_OF_TYPE } from '@tutor/contract/exam-grading';
import type { SessionLayout } from '../../db/schema';
import type { StoredQuestion } from './paper-questions';

/** What laying a paper out needs of a question: its type and its answers' ids, by position. */
export type QuestionShape = Pick<StoredQuestion, 'id' | 'type'> & { answers: readonly { id: number }[] };

/*
 * The order a session shows, fixed when it opens and kept on the server (the browser never learns the
 * mapping). Shuffling is seeded per session, so the same session always lays out the same way (a test
 * can rebuild it) while two students see different orders.
 */

/** A small deterministic generator (mulberry32) from a 32-bit seed. */
export function random32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a session token (FNV-1a). */
export function seedOf(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The paper in part order (PHẦN I, II, III; within a part, the exam's order), questions shuffled within
 * their part and CHOICE options shuffled when the exam says so.
 */
export function buildLayout(
  paper: readonly QuestionShape[],
  options: { shuffleQuestions: boolean; shuffleOptions: boolean; seed: number },
): SessionLayout {
  const next = random32(options.seed);
  const parts = [1, 2, 3].map((part) => paper.filter((question) => PART_OF_TYPE[question.type] === part));
  const questionIds = parts.flatMap((inPart) =>
    (options.shuffleQuestions ? shuffled(inPart, next) : inPart).map((question) => question.id),
  );
  const optionOrder: Record<string, number[]> = {};
  const types: SessionLayout['types'] = {};
  for (const question of paper) {
    types[String(question.id)] = question.type;
    if (question.type !== 'CHOICE') continue;
    const ids = question.answers.map((answer) => answer.id);
    optionOrder[String(question.id)] = options.shuffleOptions ? shuffled(ids, next) : ids;
  }
  return { questionIds, optionOrder, types };
}
