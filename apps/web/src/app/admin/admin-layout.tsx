import { parseLanguage } from '@tutor/contract/i18n';
import { ConfigProvider, Layout, Typography } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { LogoMark } from '../../shared/ui/logo-mark';
import { findRouteHandle } from '../route-handle';
import styles from './admin-layout.module.css';

const antdLocales = { vi: viVN, en: enUS };

// Same teal and font as the storefront's CSS variables, so both areas feel like one product.
const theme = {
  token: {
    colorPrimary: '#0f766e',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * The admin area's frame. This module is the door to Ant Design: the router reaches it only through a
 * dynamic import, so antd never enters a storefront chunk. The side menu, user menu and guard come later.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const handle = findRouteHandle(useMatches());
  return (
    <ConfigProvider locale={antdLocales[parseLanguage(i18n.language)]} theme={theme}>
      <Layout className={styles.layout}>
        <Layout.Header className={styles.header}>
          <Link to="/admin" className={styles.brand} aria-label={t('admin.brand')}>
            <LogoMark size={30} />
            <span className={styles.brandName}>{t('app.siteName')}</span>
            <span className={styles.brandTag}>{t('admin.brand')}</span>
          </Link>
          {/* Not a heading: each admin page renders its own h1. */}
          <Typography.Text strong className={styles.title} ellipsis>
            {handle ? t(handle.title) : ''}
          </Typography.Text>
          <LanguageSwitcher />
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
