import type { Tx } from '../../db/client';
import { writeSiteSettings } from './repository';

export async function seedSiteSettings(tx: Tx) {
  await writeSiteSettings(tx, {
    siteName: 'ToánHay',
    description:
      'Học toán trực tuyến cùng thầy cô giỏi: khoá học video, đề thi thử chấm điểm ngay, sách và tài liệu ôn thi cho học sinh THCS và THPT.',
    hotline: '0912 345 678',
    email: 'hotro@toanhay.vn',
    address: 'Số 12 Nguyễn Văn Bảo, phường Hạnh Thông, TP. Hồ Chí Minh',
    messengerUrl: 'https://m.me/toanhay.vn',
    chatAppId: '',
  });
}
