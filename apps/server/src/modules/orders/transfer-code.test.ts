import { TRANSFER_CODE_ALPHABET } from '@tutor/contract/constants';
import { describe, expect, it } from 'vitest';
import { findTransferCodes, newTransferCode } from './transfer-code';

describe('transfer codes', () => {
  it('are TH and 8 characters without look-alikes, short enough for any bank note', () => {
    const codes = Array.from({ length: 2000 }, newTransferCode);
    // Ten characters: well inside the 19 a bank keeps of a transfer's note.
    for (const code of codes) expect(code).toMatch(/^TH[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(TRANSFER_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('are found in what banks make of a note: any case, split by spaces, hyphens or dots, among other words', () => {
    expect(findTransferCodes('MBVCB.3245.TH7KQ3MX9P.CT tu 0123')).toEqual(['TH7KQ3MX9P']);
    expect(findTransferCodes('th7kq3mx9p chuyen tien')).toEqual(['TH7KQ3MX9P']);
    expect(findTransferCodes('TH 7KQ3-MX9P')).toEqual(['TH7KQ3MX9P']);
    expect(findTransferCodes('Nguyen Van A thanh toan don hang')).toEqual([]);
    // Words that look like a code do not hide the real one after them.
    expect(findTransferCodes('THXXTH7KQ3MX9P')).toEqual(['THXXTH7KQ3', 'TH7KQ3MX9P']);
    // A code with a look-alike (0 or O, 1 or I) is not one of ours.
    expect(findTransferCodes('TH7KQ3MX0P')).toEqual([]);
  });
});
