import { inflateRawSync } from 'node:zlib';
import { XLSX_SHEET_NAME } from '@tutor/contract/constants';
import { columnName, crc32, isValidSheetName, writeXlsx, zip } from '@tutor/contract/xlsx-writer';
import { describe, expect, it } from 'vitest';
import { exportFileName, exportRows, toExportCell } from './export-rows';

/** Reads a zip through its central directory, as a spreadsheet program does, checking each CRC. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = bytes.length - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const localAt = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(localAt, true)).toBe(0x04034b50);
    const dataAt = localAt + 30 + view.getUint16(localAt + 26, true) + view.getUint16(localAt + 28, true);
    const raw = bytes.subarray(dataAt, dataAt + size);
    const data = method === 8 ? new Uint8Array(inflateRawSync(raw)) : raw;
    expect(crc32(data), name).toBe(crc);
    files.set(name, new TextDecoder().decode(data));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

type User = {
  id: number;
  username: string;
  createdAt: string;
  role: { name: string } | null;
  active: boolean;
};

const users: User[] = [
  { id: 1, username: 'quantrivien', createdAt: '07/03/2025', role: { name: 'Quản trị viên' }, active: true },
  { id: 2, username: 'hocsinh01', createdAt: '08/03/2025', role: null, active: false },
];
const columns = [
  { title: 'ID', value: (u: User) => u.id },
  { title: 'Tên đăng nhập', value: (u: User) => u.username },
  { title: 'Vai trò', value: (u: User) => u.role?.name },
  { title: 'Ngày tạo', value: (u: User) => u.createdAt },
  { title: 'Hoạt động', value: (u: User) => u.active },
];

describe('exportRows', () => {
  it('writes a header of column titles, then one row per record', () => {
    expect(exportRows(columns, users)).toEqual([
      ['ID', 'Tên đăng nhập', 'Vai trò', 'Ngày tạo', 'Hoạt động'],
      [1, 'quantrivien', 'Quản trị viên', '07/03/2025', true],
      [2, 'hocsinh01', null, '08/03/2025', false],
    ]);
  });

  it('gives just the header for an empty list', () => {
    expect(exportRows(columns, [])).toEqual([['ID', 'Tên đăng nhập', 'Vai trò', 'Ngày tạo', 'Hoạt động']]);
  });

  it('turns other values into cells a sheet can hold', () => {
    expect(toExportCell(undefined)).toBeNull();
    expect(toExportCell(Number.NaN)).toBeNull();
    expect(toExportCell(['a', 2, null])).toBe('a, 2, ');
    expect(toExportCell(new Date('2025-03-07T00:00:00Z'))).toBe('2025-03-07T00:00:00.000Z');
    expect(toExportCell({ a: 1 })).toBe('{"a":1}');
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('users', new Date(2025, 2, 7, 23, 59))).toBe('users-2025-03-07.xlsx');
    expect(exportFileName('người dùng/../x', new Date(2025, 0, 1))).toBe('người-dùng-x-2025-01-01.xlsx');
    expect(exportFileName('', new Date(2025, 0, 1))).toBe('export-2025-01-01.xlsx');
  });
});

describe('xlsx writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('names columns like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('refuses sheet names Excel refuses', () => {
    expect(isValidSheetName(XLSX_SHEET_NAME)).toBe(true);
    expect(isValidSheetName('a/b')).toBe(false);
    expect(isValidSheetName('x'.repeat(32))).toBe(false);
    expect(isValidSheetName('')).toBe(false);
  });

  it('writes a zip whose entries read back intact', async () => {
    const text = 'Xin chào '.repeat(200);
    const bytes = await zip([
      { name: 'a.txt', data: new TextEncoder().encode(text) },
      { name: 'b/c.txt', data: new TextEncoder().encode('') },
    ]);
    const files = unzip(bytes);
    expect(files.get('a.txt')).toBe(text);
    expect(files.get('b/c.txt')).toBe('');
  });

  it('writes a workbook with ONE sheet named data holding the rows', async () => {
    const rows = exportRows(columns, [...users, { ...users[0]!, id: 3, username: 'a<b>&"c"\u0001' }]);
    const files = unzip(await writeXlsx(rows, XLSX_SHEET_NAME));
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const workbook = files.get('xl/workbook.xml') ?? '';
    expect(workbook.match(/<sheet /g)).toHaveLength(1);
    expect(workbook).toContain('<sheet name="data" sheetId="1" r:id="rId1"/>');

    const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet.match(/<row /g)).toHaveLength(4);
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">ID</t></is></c>');
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">quantrivien</t></is></c>');
    expect(sheet).toContain('<c r="A2"><v>1</v></c>');
    expect(sheet).toContain('<c r="E3" t="b"><v>0</v></c>');
    // An empty cell is left out rather than written as an empty string.
    expect(sheet).not.toContain('r="C3"');
    expect(sheet).toContain('a&lt;b&gt;&amp;&quot;c&quot;</t>');
    expect(sheet).not.toContain('\u0001');
    expect(sheet).toContain('Quản trị viên');
  });

  it('refuses an invalid sheet name', async () => {
    await expect(writeXlsx([], 'a*b')).rejects.toThrow(/sheet name/);
  });
});
