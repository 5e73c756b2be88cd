/*
 * The VietQR payload (NAPAS's profile of the EMVCo merchant-presented QR): what a Vietnamese banking app
 * reads to fill in a transfer. Every field is ID (2 digits) + length (2 digits) + value, and the last is a
 * CRC over everything before it, its own ID and length included. Built locally from configuration: no
 * third-party QR service learns our buyers' orders or amounts.
 *
 *   00 payload format "01" · 01 initiation "11" static / "12" dynamic (one payment, with an amount)
 *   38 merchant account: 00 GUID A000000727 (NAPAS) · 01 beneficiary (00 BIN, 01 account) · 02 QRIBFTTA
 *   53 currency 704 (VND) · 54 amount · 58 country VN · 62 additional data: 08 purpose (the note)
 *   63 CRC-16/CCITT-FALSE, 4 upper-case hex digits
 */

export const NAPAS_GUID = 'A000000727';
/** Inter-bank fund transfer 24/7 to an account. */
export const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';
const COUNTRY_VN = 'VN';
/** Banks accept up to 25 characters in the purpose field, printable ASCII only. */
export const PURPOSE_MAX = 25;

/** One EMVCo data object. Values are ASCII, so the length in characters is the length in bytes. */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export type VietQrInput = {
  /** The bank's 6-digit NAPAS BIN. */
  bin: string;
  /** 1–19 letters or digits. */
  accountNumber: string;
  /** Integer VND; a dynamic code (one payment) carries it, a static one may leave it out. */
  amount?: number;
  /** The transfer's note (our transfer code): printable ASCII, at most 25 characters. */
  purpose?: string;
  /** Default: dynamic when an amount is given, static otherwise. */
  initiation?: 'static' | 'dynamic';
};

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The payload string to draw as a QR code. Refuses input a bank app would reject rather than mangle it. */
export function vietQrPayload(input: VietQrInput): string {
  const { bin, accountNumber, amount, purpose = '' } = input;
  if (!/^\d{6}$/.test(bin)) throw new RangeError('the BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber))
    throw new RangeError('the account must be 1–19 letters or digits');
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13))
    throw new RangeError('the amount must be a positive whole number of VND');
  if (purpose.length > PURPOSE_MAX || !PRINTABLE_ASCII.test(purpose))
    throw new RangeError(`the purpose must be at most ${PURPOSE_MAX} printable ASCII characters`);
  const initiation = input.initiation ?? (amount === undefined ? 'static' : 'dynamic');

  const beneficiary = tlv('00', bin) + tlv('01', accountNumber);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT);
  const body =
    tlv('00', '01') +
    tlv('01', initiation === 'dynamic' ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', CURRENCY_VND) +
    (amount === undefined ? '' : tlv('54', String(amount))) +
    tlv('58', COUNTRY_VN) +
    (purpose === '' ? '' : tlv('62', tlv('08', purpose))) +
    '6304';
  return body + crc16(body);
}

/** The data objects of a payload, in order (nested templates are left as their text). For tests and tools. */
export function readTlv(text: string): Array<{ id: string; value: string }> {
  const fields: Array<{ id: string; value: string }> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new SyntaxError(`malformed EMVCo data at ${at}`);
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** Whether a payload's last field is a CRC that matches the rest. */
export function hasValidCrc(payload: string): boolean {
  return /6304[0-9A-F]{4}$/.test(payload) && crc16(payload.slice(0, -4)) === payload.slice(-4);
}
