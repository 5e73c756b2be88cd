import { EMPTY_SHEET } from '@tutor/contract/exam-grading';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  type ExamDraft,
  newSubmitKey,
  readDraft,
  reconcileDraft,
  type ServerSheet,
  writeDraft,
} from './draft-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const exam = { kind: 'exam', id: 7 } as const;
const lesson = { kind: 'lesson', id: 7 } as const;

function draft(overrides: Partial<ExamDraft> = {}): ExamDraft {
  return {
    answered: '101-205',
    trueFalseAnswered: { 31: ['T', 'F', '', 'T'] },
    shortAnswerAnswered: { 41: ['-', '1', ',', '5'] },
    token: 'tok_AAAAAAAAAAAAAAAA',
    flags: [31],
    baseSavedAt: '2026-11-24T03:00:00.000Z',
    isDirty: false,
    seq: 4,
    submitKey: null,
    ...overrides,
  };
}

const server = (overrides: Partial<ServerSheet> = {}): ServerSheet => ({
  token: 'tok_AAAAAAAAAAAAAAAA',
  answers: { answered: '101', trueFalseAnswered: {}, shortAnswerAnswered: { 41: ['2', '', '', ''] } },
  savedAt: '2026-11-24T03:00:00.000Z',
  seq: 4,
  ...overrides,
});

describe('exam draft storage (spec §3/§4)', () => {
  it('keeps one draft per exam and one per lesson, in the engine sheet shape', () => {
    const storage = memoryStorage();
    writeDraft(storage, exam, draft());
    writeDraft(storage, lesson, draft({ answered: '9' }));
    expect(draftKey(exam)).not.toBe(draftKey(lesson));
    expect(readDraft(storage, exam)?.answered).toBe('101-205');
    expect(readDraft(storage, lesson)?.answered).toBe('9');
    const stored = JSON.parse(storage.data.get(draftKey(exam)) ?? '{}');
    expect(stored).toMatchObject({
      answered: '101-205',
      trueFalseAnswered: { 31: ['T', 'F', '', 'T'] },
      shortAnswerAnswered: { 41: ['-', '1', ',', '5'] },
    });
    clearDraft(storage, exam);
    expect(readDraft(storage, exam)).toBeNull();
    expect(readDraft(storage, lesson)).not.toBeNull();
  });

  it('drops a draft that is unreadable or not a sheet', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(exam), '{not json');
    expect(readDraft(storage, exam)).toBeNull();
    storage.setItem(draftKey(exam), JSON.stringify({ ...draft(), answered: 'A-B' }));
    expect(readDraft(storage, exam)).toBeNull();
    storage.setItem(draftKey(exam), JSON.stringify({ ...draft(), trueFalseAnswered: { 31: 'T' } }));
    expect(readDraft(storage, exam)).toBeNull();
    storage.setItem(draftKey(exam), JSON.stringify({ ...draft(), token: '' }));
    expect(readDraft(storage, exam)).toBeNull();
  });

  it('makes submit keys the engine accepts', () => {
    expect(newSubmitKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newSubmitKey(() => 'ab:cd/ef-gh_ij')).toBe('abcdef-gh_ij');
  });
});

describe('reconciling the draft with the server’s saved sheet', () => {
  it('takes the server’s sheet when this browser has no draft', () => {
    const { draft: shown, source } = reconcileDraft(null, server());
    expect(source).toBe('server');
    expect(shown).toMatchObject({ ...server().answers, isDirty: false, seq: 4, flags: [], submitKey: null });
  });

  it('takes the server’s sheet for a draft of another session (a new token clears)', () => {
    const { draft: shown, source } = reconcileDraft(
      draft({ isDirty: true, token: 'tok_OLDOLDOLDOLDOLDOLD' }),
      server(),
    );
    expect(source).toBe('server');
    expect(shown.answered).toBe('101');
    expect(shown.flags).toEqual([]);
  });

  it('keeps unsaved local changes made on top of the save the server still holds', () => {
    const local = draft({ isDirty: true, seq: 6 });
    const { draft: shown, source } = reconcileDraft(local, server());
    expect(source).toBe('local');
    expect(shown.answered).toBe('101-205');
    expect(shown.isDirty).toBe(true);
    expect(shown.seq).toBe(6);
  });

  it('takes the server’s newer save (another device) over unsaved local changes', () => {
    const local = draft({ isDirty: true, baseSavedAt: '2026-11-24T02:59:00.000Z' });
    const { draft: shown, source } = reconcileDraft(local, server({ seq: 9 }));
    expect(source).toBe('server');
    expect(shown.answered).toBe('101');
    expect(shown.seq).toBe(9);
    // The flags and a pending submit key belong to this browser's attempt: they stay.
    expect(shown.flags).toEqual([31]);
  });

  it('takes the server’s sheet when nothing local is unsaved, keeping flags and the submit key', () => {
    const local = draft({ isDirty: false, submitKey: 'key-12345678' });
    const { draft: shown, source } = reconcileDraft(local, server());
    expect(source).toBe('server');
    expect(shown.shortAnswerAnswered).toEqual({ 41: ['2', '', '', ''] });
    expect(shown.submitKey).toBe('key-12345678');
    expect(shown.flags).toEqual([31]);
  });

  it('starts from an empty sheet before the first save', () => {
    const { draft: shown } = reconcileDraft(null, server({ answers: EMPTY_SHEET, savedAt: null, seq: 0 }));
    expect(shown).toMatchObject({ ...EMPTY_SHEET, baseSavedAt: null, seq: 0 });
  });
});
