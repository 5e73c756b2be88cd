import type { Notification } from '@tutor/contract/notifications';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type NotificationText = { title: string; body: string };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const ORDER_STATUSES = new Set(['PENDING', 'PROCESS', 'DONE', 'CANCELLED']);

/**
 * What a notification says, in the reader's language. System notices carry data, not text (the server
 * writes `{ orderId, status }`, `{ courseId, courseName }`, `{ courseName | comboName }`), so a student
 * switching to English reads them in English; a staff message (MESSAGE) is shown as written. A field
 * missing from the data (an older or foreign writer) falls back to a general sentence, never a raw key.
 */
export function notificationText(
  notification: Pick<Notification, 'kind' | 'title' | 'body' | 'data'>,
  t: Translate,
): NotificationText {
  const { data } = notification;
  switch (notification.kind) {
    case 'ORDER_STATUS': {
      const status = textOf(data.status);
      return {
        title: t('notification.orderStatus.title', { orderId: data.orderId ?? '' }),
        body: t(`notification.orderStatus.${ORDER_STATUSES.has(status) ? status : 'other'}`),
      };
    }
    case 'ENROLLMENT': {
      const courseName = textOf(data.courseName);
      return {
        title: t('notification.enrollment.title'),
        body: courseName
          ? t('notification.enrollment.body', { courseName })
          : t('notification.enrollment.bodyUnnamed'),
      };
    }
    case 'ACTIVATION': {
      const courseName = textOf(data.courseName);
      const comboName = textOf(data.comboName);
      return {
        title: t('notification.activation.title'),
        body: comboName
          ? t('notification.activation.combo', { comboName })
          : courseName
            ? t('notification.activation.course', { courseName })
            : t('notification.activation.other'),
      };
    }
    default:
      return {
        title: notification.title || t('notification.message.title'),
        body: notification.body,
      };
  }
}
