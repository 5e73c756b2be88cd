import type { Notification } from '@tutor/contract/notifications';
import { describe, expect, it } from 'vitest';
import en from '@/features/notifications/i18n/en.json';
import vi from '@/features/notifications/i18n/vi.json';
import { createI18n } from '@/shared/i18n/i18n';
import { notificationText } from './notification-text';

const translators = {
  vi: createI18n('vi', { namespaces: ['notifications'], messages: vi }).t,
  en: createI18n('en', { namespaces: ['notifications'], messages: en }).t,
};

function notice(kind: Notification['kind'], data: Notification['data'], title = '', body = '') {
  return { kind, data, title, body };
}

describe('notificationText', () => {
  it('writes an order status notice from its data in the reader’s language (spec §4 messages)', () => {
    const pending = notice('ORDER_STATUS', { orderId: 42, status: 'PENDING' });
    expect(notificationText(pending, translators.vi)).toEqual({
      title: 'Đơn hàng #42',
      body: 'Đơn hàng đã được ghi nhận, đang chờ quản trị viên duyệt.',
    });
    expect(notificationText(pending, translators.en)).toEqual({
      title: 'Order #42',
      body: 'Your order was received and is waiting for admin approval.',
    });
    expect(
      notificationText(notice('ORDER_STATUS', { orderId: 42, status: 'PROCESS' }), translators.en).body,
    ).toBe('Your order is waiting for admin approval.');
    expect(
      notificationText(notice('ORDER_STATUS', { orderId: 7, status: 'DONE' }), translators.vi).body,
    ).toBe('Đơn hàng đã hoàn tất. Cảm ơn bạn, mời bạn vào học ngay!');
    expect(
      notificationText(notice('ORDER_STATUS', { orderId: 7, status: 'CANCELLED' }), translators.en).body,
    ).toBe('Your order was cancelled.');
  });

  it('falls back to a sentence, never a raw key, for an unknown status', () => {
    const odd = notificationText(notice('ORDER_STATUS', { orderId: 3, status: 'REFUNDED' }), translators.vi);
    expect(odd.body).toBe('Trạng thái đơn hàng đã thay đổi.');
  });

  it('names the course of an enrollment, and the course or combo of an activation', () => {
    const enrollment = notice('ENROLLMENT', { courseId: 5, courseName: 'Toán 12 nâng cao' });
    expect(notificationText(enrollment, translators.vi)).toEqual({
      title: 'Khoá học đã được mở',
      body: 'Bạn đã có thể học khoá "Toán 12 nâng cao".',
    });
    expect(notificationText(enrollment, translators.en).body).toBe('You can now study "Toán 12 nâng cao".');
    expect(notificationText(notice('ENROLLMENT', {}), translators.en).body).toBe(
      'You were added to a new course.',
    );
    expect(notificationText(notice('ACTIVATION', { courseName: 'Hình học' }), translators.en)).toEqual({
      title: 'Activation successful',
      body: 'Your activation code opened the course "Hình học".',
    });
    expect(
      notificationText(notice('ACTIVATION', { comboName: 'Combo luyện thi' }), translators.vi).body,
    ).toBe('Mã kích hoạt đã mở combo "Combo luyện thi".');
  });

  it('shows a staff message as written, whatever the language, and never interprets it', () => {
    const message = notice('MESSAGE', {}, 'Lịch học bù {{x}}', '<b>Thứ bảy</b> 8h');
    expect(notificationText(message, translators.en)).toEqual({
      title: 'Lịch học bù {{x}}',
      body: '<b>Thứ bảy</b> 8h',
    });
    expect(notificationText(notice('MESSAGE', {}, '', 'Chỉ có nội dung'), translators.en).title).toBe(
      'Message from the centre',
    );
  });

  it('keeps the two catalogues in step', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix];
    expect(keys(en).sort()).toEqual(keys(vi).sort());
  });
});
