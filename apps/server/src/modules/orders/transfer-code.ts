import { randomInt } from 'node:crypto';
import {
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_PREFIX,
} from '@tutor/contract/constants';

/*
 * The code a buyer writes in a bank transfer's note, and finding it again in what the bank reports.
 * Banks mangle notes: they upper-case or lower-case them, cut them at 19–25 characters, insert spaces or
 * hyphens, and prepend their own words ("MBVCB.1234.TH7K…"). The code is therefore short (10 characters),
 * drawn from an alphabet without look-alikes, and found by a pattern that tolerates case and separators.
 */

/** `length` characters drawn uniformly (crypto) from the unambiguous alphabet (no 0/O, 1/I). */
export function randomCode(length: number, alphabet = TRANSFER_CODE_ALPHABET): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A fresh transfer code, e.g. `TH7KQ3MX9P`; uniqueness is the `orders_transfer_code_key` index's job. */
export function newTransferCode(): string {
  return TRANSFER_CODE_PREFIX + randomCode(TRANSFER_CODE_LENGTH);
}

const SEPARATORS = /[\s\-_.]/g;
// A lookahead, so candidates may overlap: in `THXXTH7KQ3MX9P` the false `THXXTH7KQ3` must not hide the real code.
const CODE_PATTERN = new RegExp(
  `(?=(${TRANSFER_CODE_PREFIX}[${TRANSFER_CODE_ALPHABET}]{${TRANSFER_CODE_LENGTH}}))`,
  'g',
);

/**
 * The transfer codes in a bank note, in order of appearance, normalised (`th 7kq3-mx9p` → `TH7KQ3MX9P`).
 * Separators are removed first, so a code split by the bank is found; the caller tries each candidate
 * against the orders (a note may hold words that happen to look like a code).
 */
export function findTransferCodes(note: string): string[] {
  const squeezed = note.toUpperCase().replace(SEPARATORS, '');
  return [...new Set([...squeezed.matchAll(CODE_PATTERN)].map((match) => match[1] as string))];
}
