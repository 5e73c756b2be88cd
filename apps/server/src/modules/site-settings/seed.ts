import type { Tx } from '../../db/client';
import { writeSiteSettings } from './repository';

export async function seedSiteSettings(tx: Tx) {
  await writeSiteSettings(tx, {
    siteName: 'ToánHay',
    hotline: '0912 345 678',
    email: 'hotro@toanhay.vn',
    address: 'Số 12 Nguyễn Văn Bảo, phường Hạnh Thông, TP. Hồ Chí Minh',
    messengerUrl: 'https://m.me/toanhay.vn',
    chatAppId: '',
  });
}
