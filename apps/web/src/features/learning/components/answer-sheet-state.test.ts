import type { LessonAnswerSlot } from '@tutor/contract/learning';
import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  clearDraft,
  draftKey,
  emptyDraft,
  readDraft,
  setAnswer,
  submission,
  timeSpentSeconds,
  toggleTrueFalse,
  trueFalseLetters,
  writeDraft,
} from './answer-sheet-state';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const slots: LessonAnswerSlot[] = [
  { id: 12, position: 2, kind: 'TRUE_FALSE', point: 1 },
  { id: 11, position: 1, kind: 'CHOICE', point: 1 },
  { id: 13, position: 3, kind: 'SHORT', point: 1 },
];

describe('answer sheet draft', () => {
  it('keeps the answers per lesson in local storage until cleared', () => {
    const storage = memoryStorage();
    const draft = setAnswer(emptyDraft(1_000, 'key-12345678'), 11, 'B');
    writeDraft(storage, 5, draft);
    expect(storage.data.has(draftKey(5))).toBe(true);
    expect(readDraft(storage, 5, 9_999)).toEqual(draft);
    // Another lesson has its own sheet.
    expect(readDraft(storage, 6, 9_999).answers).toEqual({});
    clearDraft(storage, 5);
    const fresh = readDraft(storage, 5, 9_999);
    expect(fresh.answers).toEqual({});
    expect(fresh.startedAt).toBe(9_999);
    expect(fresh.submitKey).not.toBe('key-12345678');
  });

  it('starts afresh from an unreadable draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(5), '{"answers":5}');
    expect(readDraft(storage, 5, 42).answers).toEqual({});
    storage.setItem(draftKey(5), 'not json');
    expect(readDraft(storage, 5, 42).startedAt).toBe(42);
  });

  it('toggles the four Đ/S statements of a true/false slot', () => {
    let value = toggleTrueFalse(undefined, 0, 'Đ');
    expect(value).toBe('Đ---');
    value = toggleTrueFalse(value, 3, 'S');
    expect(value).toBe('Đ---S');
    expect(trueFalseLetters(value)).toEqual(['Đ', '', '', 'S']);
    value = toggleTrueFalse(value, 3, 'S');
    value = toggleTrueFalse(value, 0, 'Đ');
    expect(value).toBe('');
    expect(trueFalseLetters('T-F-d-s')).toEqual(['Đ', 'S', 'Đ', 'S']);
  });

  it('sends every slot in order, blanks as empty, and counts what is answered', () => {
    let draft = emptyDraft(0, 'key-12345678');
    draft = setAnswer(draft, 11, 'C');
    draft = setAnswer(draft, 13, ' 2,5 ');
    draft = setAnswer(setAnswer(draft, 12, 'Đ-S-Đ-S'), 12, '');
    expect(submission(slots, draft)).toEqual([
      { lessonAnswerId: 11, answerUser: 'C' },
      { lessonAnswerId: 12, answerUser: '' },
      { lessonAnswerId: 13, answerUser: '2,5' },
    ]);
    expect(answeredCount(slots, draft)).toBe(2);
    expect(timeSpentSeconds(draft, 61_400)).toBe(61);
    expect(timeSpentSeconds({ ...draft, startedAt: 5_000 }, 0)).toBe(0);
  });
});
