import { ANSWER_SLOTS } from '@tutor/contract/constants';

/*
 * PHẦN III of the THPT sheet: a value written in 4 boxes, one character each: a digit, a minus sign
 * (first box only) or a decimal comma (once). A dot typed on a phone's keypad is the comma.
 */

/** The boxes from what the student typed: characters that cannot be written on the sheet are dropped. */
export function slotsFromText(text: string): string[] {
  const slots: string[] = [];
  for (const raw of text) {
    if (slots.length === ANSWER_SLOTS) break;
    const char = raw === '.' ? ',' : raw;
    if (/[0-9]/.test(char)) slots.push(char);
    else if (char === '-' && slots.length === 0) slots.push(char);
    else if (char === ',' && !slots.includes(',')) slots.push(char);
  }
  while (slots.length < ANSWER_SLOTS) slots.push('');
  return slots;
}

/** The value as the student reads it: `-1,5`. Blank boxes inside are skipped (the sheet reads left to right). */
export function textFromSlots(slots: readonly string[]): string {
  return slots.join('');
}

/** The leading minus switched on or off (the ± key, for phone keypads that have no minus). */
export function toggleMinus(slots: readonly string[]): string[] {
  const text = textFromSlots(slots);
  return slotsFromText(text.startsWith('-') ? text.slice(1) : `-${text}`);
}
