import { EMPTY_SHEET } from '@tutor/contract/exam-grading';
import type { PaperQuestion } from '@tutor/contract/exam-sessions';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  chosenOption,
  fitSheetToPaper,
  isAnswered,
  markStatement,
  writeShortSlots,
} from './sheet';

const choice = (id: number, optionIds: number[]): PaperQuestion => ({
  id,
  type: 'CHOICE',
  part: 1,
  content: '',
  options: optionIds.map((optionId, i) => ({ id: optionId, label: 'ABCD'[i] ?? 'A', content: '' })),
  statements: [],
});
const trueFalse: PaperQuestion = {
  id: 30,
  type: 'TRUE_FALSE',
  part: 2,
  content: '',
  options: [],
  statements: [],
};
const short: PaperQuestion = { id: 40, type: 'SHORT', part: 3, content: '', options: [], statements: [] };
const q1 = choice(1, [11, 12, 13, 14]);
const q2 = choice(2, [21, 22, 23, 24]);

describe('the answer sheet', () => {
  it('keeps one chosen option per question in `answered`, joined by "-"', () => {
    let sheet = chooseOption(EMPTY_SHEET, q1, 12);
    sheet = chooseOption(sheet, q2, 24);
    expect(sheet.answered).toBe('12-24');
    sheet = chooseOption(sheet, q1, 13);
    expect(sheet.answered).toBe('24-13');
    expect(chosenOption(sheet, q1)).toBe(13);
    sheet = chooseOption(sheet, q1, null);
    expect(sheet.answered).toBe('24');
    expect(isAnswered(sheet, q1)).toBe(false);
  });

  it('keeps 4 T/F slots per statement group and drops a group left blank', () => {
    let sheet = markStatement(EMPTY_SHEET, 30, 2, 'T');
    expect(sheet.trueFalseAnswered).toEqual({ 30: ['', '', 'T', ''] });
    expect(isAnswered(sheet, trueFalse)).toBe(true);
    sheet = markStatement(sheet, 30, 2, '');
    expect(sheet.trueFalseAnswered).toEqual({});
  });

  it('keeps 4 boxes per short answer', () => {
    const sheet = writeShortSlots(EMPTY_SHEET, 40, ['-', '2', '', '']);
    expect(sheet.shortAnswerAnswered).toEqual({ 40: ['-', '2', '', ''] });
    expect(isAnswered(sheet, short)).toBe(true);
    expect(writeShortSlots(sheet, 40, ['', '', '', '']).shortAnswerAnswered).toEqual({});
  });

  it('fits a stored sheet to the paper: unknown options, questions and types are dropped', () => {
    const fitted = fitSheetToPaper(
      {
        answered: '12-99-13',
        trueFalseAnswered: { 30: ['T', '', '', ''], 40: ['T', '', '', ''], 77: ['F', '', '', ''] },
        shortAnswerAnswered: { 40: ['1', '', '', ''], 30: ['2', '', '', ''] },
      },
      [q1, q2, trueFalse, short],
    );
    expect(fitted).toEqual({
      answered: '13',
      trueFalseAnswered: { 30: ['T', '', '', ''] },
      shortAnswerAnswered: { 40: ['1', '', '', ''] },
    });
  });

  it('drops slots with values the sheet does not take (an edited draft)', () => {
    const fitted = fitSheetToPaper(
      {
        answered: '',
        trueFalseAnswered: { 30: ['X', '', '', ''] },
        shortAnswerAnswered: { 40: ['12', '', '', ''] },
      },
      [trueFalse, short],
    );
    expect(fitted).toEqual({ answered: '', trueFalseAnswered: {}, shortAnswerAnswered: {} });
  });
});
