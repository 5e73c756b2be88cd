import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsTexts } from '@/features/notifications/i18n/texts';
import { addNamespaces } from '@/shared/i18n/i18n';

/**
 * The bell is no page, so no route handle loads its texts: it loads them itself, once, and draws nothing
 * translated before they arrive (a raw key never shows). The `/thong-bao` page's handle loads them too.
 */
export function useNotificationTexts(): boolean {
  const { i18n } = useTranslation();
  const [isReady, setReady] = useState(() => i18n.exists('notification.bell'));
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    void addNamespaces(i18n, [notificationsTexts]).then(() => {
      if (isCurrent) setReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, isReady]);
  return isReady;
}
