import { formatDateTime } from '@tutor/contract/format';
import type { Language } from '@tutor/contract/i18n';
import type { AdminOrderRow } from '@tutor/contract/orders';
import type { ExportCell } from '@tutor/contract/xlsx-writer';

/* The xlsx export of an order list: a header row in the caller's language, then one row per order. */

const HEADERS = {
  vi: [
    'Mã đơn',
    'Loại',
    'Trạng thái',
    'Ngày đặt',
    'Người mua',
    'Điện thoại',
    'Email',
    'Tài khoản',
    'Sản phẩm',
    'Số lượng',
    'Tổng tiền (VND)',
    'Đã trả (VND)',
    'Mã chuyển khoản',
    'Số ghế',
    'Đổi trạng thái lúc',
  ],
  en: [
    'Order',
    'Kind',
    'Status',
    'Ordered at',
    'Buyer',
    'Phone',
    'Email',
    'Account',
    'Items',
    'Quantity',
    'Total (VND)',
    'Paid (VND)',
    'Transfer code',
    'Seat',
    'Status changed at',
  ],
} as const satisfies Record<Language, readonly string[]>;

const KINDS = {
  vi: { SIMPLE: 'Đơn sách', COURSE: 'Khoá học', COMBO: 'Combo', GENERAL: 'Giỏ hàng' },
  en: { SIMPLE: 'Book', COURSE: 'Course', COMBO: 'Combo', GENERAL: 'Cart' },
} as const;

const STATUSES = {
  vi: { PENDING: 'Chờ thanh toán', PROCESS: 'Đang xử lý', DONE: 'Hoàn tất', CANCELLED: 'Đã huỷ' },
  en: { PENDING: 'Pending', PROCESS: 'Processing', DONE: 'Done', CANCELLED: 'Cancelled' },
} as const;

export function orderSheet(rows: readonly AdminOrderRow[], language: Language): ExportCell[][] {
  return [
    [...HEADERS[language]],
    ...rows.map((row) => [
      row.id,
      KINDS[language][row.kind],
      STATUSES[language][row.status],
      formatDateTime(row.createdAt),
      row.name,
      row.phone,
      row.email,
      row.username ?? '',
      row.summary,
      row.qty,
      row.total,
      row.paidAmount,
      row.transferCode,
      row.seatId,
      formatDateTime(row.statusChangedAt),
    ]),
  ];
}
