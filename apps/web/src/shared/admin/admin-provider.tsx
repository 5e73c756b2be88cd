import { LoadingOutlined } from '@ant-design/icons';
import { parseLanguage } from '@tutor/contract/i18n';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const antdLocales = { vi: viVN, en: enUS };

// Same teal and font as the storefront's CSS variables, so both areas feel like one product.
const theme = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    // Ant Design's greys for secondary text, hints, breadcrumbs and placeholders (black at 45 % and 25 %)
    // read at 3.3:1 and 1.8:1; these keep the same order of emphasis at 4.5:1 or more on white and on the
    // page's #f5f7f9 (WCAG AA, checked by axe in the admin accessibility journey).
    colorTextSecondary: '#595959',
    colorTextTertiary: '#5f6368',
    colorTextDescription: '#5f6368',
    colorTextPlaceholder: '#6b6f73',
    // A field's error message in Ant Design's red (#ff4d4f) reads at 3.3:1; this red keeps 4.5:1 or more.
    colorError: '#c62828',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#0b3b37', headerBg: '#ffffff', bodyBg: '#f5f7f9', triggerBg: '#08302c' },
    Menu: {
      darkItemBg: '#0b3b37',
      darkSubMenuItemBg: '#082f2c',
      darkItemSelectedBg: '#0f766e',
      darkPopupBg: '#0b3b37',
    },
  },
};

/**
 * A busy button shows this icon without Ant Design's width animation: that animation waits for a
 * `transitionend` that never comes when a call ends before the icon has grown, leaving the icon (and its
 * label "loading") in the button for good, so a screen reader kept announcing "loading Gửi" after the
 * send had finished. Hidden from assistive technology: the button's name stays what it does.
 */
const button = { loadingIcon: <LoadingOutlined aria-hidden /> };

/**
 * Ant Design's locale, theme and `App` context (message, modal and notification that follow them) for
 * the admin layout and for the bare admin login page, which sits outside that layout.
 */
export function AdminProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocales[parseLanguage(i18n.language)]} theme={theme} button={button}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
