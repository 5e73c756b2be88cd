import { describe, expect, it } from 'vitest';
import { crc16, hasValidCrc, readTlv, vietQrPayload } from './vietqr';

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('matches the catalogue check value and the published vectors', () => {
    // The check value of CRC-16/CCITT-FALSE (a.k.a. CRC-16/IBM-3740) over "123456789".
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    expect(crc16('A')).toBe('B915');
  });
});

describe('vietQrPayload', () => {
  // Published VietQR strings, each as a bank app reads it, from open-source VietQR generators' tests and
  // READMEs (github.com/subiz/vietqr); the CRC of each was computed by their authors, not by us.
  it('reproduces a published static code (no amount, no note)', () => {
    expect(vietQrPayload({ bin: '970423', accountNumber: '0099999999' })).toBe(
      '00020101021138540010A00000072701240006970423011000999999990208QRIBFTTA53037045802VN6304CBB4',
    );
  });

  it('reproduces published dynamic codes with an amount and a note', () => {
    expect(
      vietQrPayload({
        bin: '970422',
        accountNumber: '0023457923442',
        amount: 40123,
        purpose: 'test text string',
      }),
    ).toBe(
      '00020101021238570010A00000072701270006970422011300234579234420208QRIBFTTA53037045405401235802VN62200816test text string6304D9C6',
    );
    expect(
      vietQrPayload({
        bin: '970415',
        accountNumber: '0011001932418',
        amount: 120000,
        purpose: 'ung ho lu lut',
      }),
    ).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });

  it('puts the transfer code in the purpose field of a dynamic code, with a valid CRC', () => {
    const payload = vietQrPayload({
      bin: '970436',
      accountNumber: '1234567890',
      amount: 1_250_000,
      purpose: 'TH7KQ3MX9P',
    });
    expect(hasValidCrc(payload)).toBe(true);
    const fields = Object.fromEntries(readTlv(payload).map((f) => [f.id, f.value]));
    expect(fields).toMatchObject({ '00': '01', '01': '12', '53': '704', '54': '1250000', '58': 'VN' });
    expect(readTlv(fields['38'] as string)).toEqual([
      { id: '00', value: 'A000000727' },
      { id: '01', value: '00069704360110' + '1234567890' },
      { id: '02', value: 'QRIBFTTA' },
    ]);
    expect(readTlv(fields['62'] as string)).toEqual([{ id: '08', value: 'TH7KQ3MX9P' }]);
    // One changed character breaks the CRC.
    expect(hasValidCrc(payload.replace('1250000', '1250001'))).toBe(false);
  });

  it('refuses what a bank app would reject instead of producing a broken code', () => {
    const ok = { bin: '970436', accountNumber: '1234567890' };
    expect(() => vietQrPayload({ ...ok, bin: '97043' })).toThrow(/BIN/);
    expect(() => vietQrPayload({ ...ok, accountNumber: '12345678901234567890' })).toThrow(/account/);
    expect(() => vietQrPayload({ ...ok, amount: 0 })).toThrow(/amount/);
    expect(() => vietQrPayload({ ...ok, amount: 10.5 })).toThrow(/amount/);
    expect(() => vietQrPayload({ ...ok, purpose: 'chuyển khoản' })).toThrow(/purpose/);
    expect(() => vietQrPayload({ ...ok, purpose: 'x'.repeat(26) })).toThrow(/purpose/);
  });
});
