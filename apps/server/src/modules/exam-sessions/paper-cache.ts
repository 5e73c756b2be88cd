import type { DbOrTx } from '../../db/client';
import { loadQuestions, type StoredQuestion } from './paper-questions';
import { type ExamTarget, loadTarget, type TargetRef } from './targets';

/*
 * The paper every student of an exam reads: the exam (or lesson) row with its question ids, and the
 * questions with their options. It is the same for all of them, and at a mock exam's start thousands
 * ask for it within seconds (the exam burst: 2,000 papers in 5 s, four of the paper's six statements
 * being these reads). So it is kept per process for `ttlMs` (EXAM_PAPER_CACHE_MS), one load at a time
 * per key (the first caller's load is shared by those arriving meanwhile), failures never kept.
 *
 * What a cached paper may be: at most `ttlMs` old, for the paper a student sees. Grading and results
 * never read from here (closing.ts and the histories load the keys fresh), so an answer key corrected
 * during an exam grades everyone by the corrected key. Callers must not mutate what they get.
 */

/** More entries than this (exams with a rush at the same moment) and the stale ones go. */
const MAX_ENTRIES = 500;

export type PaperCache = {
  target(db: DbOrTx, ref: TargetRef): Promise<ExamTarget>;
  /** In the order given; ids that name nothing are left out (as `loadQuestions`). */
  questions(db: DbOrTx, ids: readonly number[]): Promise<StoredQuestion[]>;
};

export function createPaperCache(ttlMs: number): PaperCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();

  function recent<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { until: now + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > MAX_ENTRIES) {
      for (const [name, entry] of entries) if (entry.until <= now) entries.delete(name);
      // Still full of fresh ones: drop the oldest (a Map keeps insertion order).
      for (const name of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(name);
      }
    }
    return value;
  }

  return {
    target: (db, ref) => recent(`target:${ref.kind}:${ref.id}`, () => loadTarget(db, ref)),
    async questions(db, ids) {
      // Each student's session orders the questions its own way (shuffle): one entry for the set.
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      const loaded = await recent(`questions:${sorted.join(',')}`, () => loadQuestions(db, sorted));
      const byId = new Map(loaded.map((question) => [question.id, question]));
      return ids.flatMap((id) => {
        const question = byId.get(id);
        return question ? [question] : [];
      });
    },
  };
}
