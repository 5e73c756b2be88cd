import type { Tx } from '../../db/client';
import { bankTransfers } from '../../db/schema';
import { SEPAY } from './service';

/**
 * Demo data: transfers whose note names no order, as buyers really write them, so `/admin/pay` shows
 * staff what waits for them. Times are relative to the load, so "today" has money in it.
 */
export async function seedPayments(tx: Tx): Promise<void> {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
  const rows = [
    {
      id: 41_001,
      amount: 350_000,
      content: 'MBVCB.41001.Nguyen Van An chuyen tien mua sach',
      bank: 'Vietcombank',
      at: 1,
    },
    {
      id: 41_002,
      amount: 1_200_000,
      content: 'CT DEN:41002 hoc phi khoa toan 12 cho con',
      bank: 'MBBank',
      at: 26,
    },
    { id: 41_003, amount: 99_000, content: 'TRAN THI BINH chuyen khoan', bank: 'Techcombank', at: 50 },
  ];
  await tx.insert(bankTransfers).values(
    rows.map((row) => ({
      provider: SEPAY,
      reference: String(row.id),
      amount: row.amount,
      content: row.content,
      accountNumber: '1234567890',
      bank: row.bank,
      occurredAt: hoursAgo(row.at),
      raw: {
        id: row.id,
        gateway: row.bank,
        content: row.content,
        transferType: 'in',
        transferAmount: row.amount,
        referenceCode: `FT${row.id}`,
      },
    })),
  );
}
