import { describe, expect, it } from 'vitest';
import { gradeSheet, gradeSlot, isPassed, isWellShaped, normaliseShort, type Slot } from './grading';

const slot = (kind: Slot['kind'], correct: string, point = 1): Slot => ({
  id: 1,
  position: 1,
  kind,
  correct,
  point,
});

describe('grading', () => {
  it('CHOICE: the exact letter, case and spaces ignored', () => {
    expect(gradeSlot(slot('CHOICE', 'B'), ' b ')).toEqual({ isCorrect: true, earned: 1 });
    expect(gradeSlot(slot('CHOICE', 'B'), 'C').isCorrect).toBe(false);
    expect(gradeSlot(slot('CHOICE', 'B'), '').earned).toBe(0);
  });

  it('TRUE_FALSE: per statement, 1 → 0.1, 2 → 0.25, 3 → 0.5, 4 → all of the point', () => {
    const key = slot('TRUE_FALSE', 'Đ-S-Đ-Đ', 2);
    expect(gradeSlot(key, 'S-Đ-S-S').earned).toBe(0);
    expect(gradeSlot(key, 'Đ-Đ-S-S').earned).toBeCloseTo(0.2);
    expect(gradeSlot(key, 'Đ-S-S-S').earned).toBeCloseTo(0.5);
    expect(gradeSlot(key, 'Đ-S-Đ-S').earned).toBeCloseTo(1);
    expect(gradeSlot(key, 'd-s-t-đ')).toEqual({ isCorrect: true, earned: 2 });
    expect(gradeSlot(key, 'Đ--Đ-').earned).toBeCloseTo(0.25 * 2);
  });

  it('SHORT: comma or dot decimals and spaces do not matter', () => {
    expect(normaliseShort(' 2,50 ')).toBe('2.5');
    expect(gradeSlot(slot('SHORT', '2,5'), '2.5').isCorrect).toBe(true);
    expect(gradeSlot(slot('SHORT', '-1/2'), ' -1/2').isCorrect).toBe(true);
    expect(gradeSlot(slot('SHORT', '1 000'), '1000').isCorrect).toBe(true);
    expect(gradeSlot(slot('SHORT', '3'), '4').isCorrect).toBe(false);
  });

  it('scales the earned share to the total point and counts unanswered slots as wrong', () => {
    const slots: Slot[] = [
      { id: 1, position: 1, kind: 'CHOICE', correct: 'A', point: 1 },
      { id: 2, position: 2, kind: 'SHORT', correct: '5', point: 3 },
    ];
    const graded = gradeSheet(slots, new Map([[2, '5']]), 10);
    expect(graded).toMatchObject({ score: 7.5, correctCount: 1, totalCount: 2 });
    expect(graded.answers[0]).toEqual({ lessonAnswerId: 1, answerUser: '', isCorrect: false, earned: 0 });
    expect(gradeSheet([], new Map(), 10).score).toBe(0);
  });

  it('checks answer shapes and the pass rule', () => {
    expect(isWellShaped('CHOICE', 'E')).toBe(false);
    expect(isWellShaped('TRUE_FALSE', 'Đ-S-Đ')).toBe(false);
    expect(isWellShaped('TRUE_FALSE', '')).toBe(true);
    expect(isPassed(5, 5)).toBe(true);
    expect(isPassed(10, 0)).toBe(false);
  });
});
