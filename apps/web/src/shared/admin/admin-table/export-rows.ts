/*
 * Spec §9: an admin list exports the rows it shows as an xlsx file with one sheet named `data`. This
 * turns rows into the sheet's cells (a header row of column titles, then one row per record) without
 * knowing anything about the file format, so it is tested alone and the writer stays a lazy chunk.
 */

export type { ExportCell } from '@tutor/contract/xlsx-writer';

import type { ExportCell } from '@tutor/contract/xlsx-writer';

export type ExportColumn<Row> = {
  /** The header cell: the column's title in the interface language. */
  title: string;
  /** The cell of one row; dates and enums should already be the text a person reads. */
  value: (row: Row) => unknown;
};

/** A cell value a spreadsheet can hold: finite numbers and booleans stay typed, the rest becomes text. */
export function toExportCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map((item) => toExportCell(item) ?? '').join(', ');
  return JSON.stringify(value);
}

export function exportRows<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): ExportCell[][] {
  return [
    columns.map((column) => column.title),
    ...rows.map((row) => columns.map((column) => toExportCell(column.value(row)))),
  ];
}

/** `users-2025-03-07.xlsx`: the list's name and the local date, so repeated exports sort by day. */
export function exportFileName(base: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const safe = base.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${date}.xlsx`;
}
