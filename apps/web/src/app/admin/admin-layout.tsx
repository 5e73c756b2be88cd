import {
  CloseOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { MOBILE_MEDIA_QUERY, SIDEBAR_WIDTH_PX } from '@tutor/contract/constants';
import { Breadcrumb, Button, Drawer, Layout, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { adminRoutes } from '@/app/admin-routes';
import { breadcrumbLinks } from '@/app/page-meta';
import { findRouteHandle } from '@/app/route-handle';
import { AdminProvider } from '@/shared/admin/admin-provider';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { LogoMark } from '@/shared/ui/logo-mark';
import { adminBreadcrumbs } from './admin-breadcrumbs';
import styles from './admin-layout.module.css';
import { adminMenu, filterMenu } from './admin-menu';
import { SideMenu } from './side-menu';
import { useMediaQuery } from './use-media-query';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { UserMenu } from './user-menu';

const COLLAPSED_WIDTH_PX = 64;
const crumbLinks = breadcrumbLinks(adminRoutes);

function Brand({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  return (
    // The visible words name the link; only the logo alone (a collapsed menu) needs a label of its own.
    <Link
      to="/admin"
      className={styles.brand}
      aria-label={isCompact ? `${t('app.siteName')} – ${t('admin.brand')}` : undefined}
    >
      <LogoMark size={32} />
      {!isCompact && (
        <span className={styles.brandText}>
          <span className={styles.brandName}>{t('app.siteName')}</span>
          <span className={styles.brandTag}>{t('admin.brand')}</span>
        </span>
      )}
    </Link>
  );
}

function AdminBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = adminBreadcrumbs(findRouteHandle(useMatches()), pathname, crumbLinks);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('admin.layout.breadcrumb')} className={styles.breadcrumbs}>
      <Breadcrumb
        items={crumbs.map((crumb, index) => {
          const label =
            index === 0 ? (
              <>
                <HomeOutlined /> {t(crumb.key)}
              </>
            ) : (
              t(crumb.key)
            );
          return { key: crumb.key, title: crumb.to ? <Link to={crumb.to}>{label}</Link> : label };
        })}
      />
    </nav>
  );
}

/**
 * The back office frame of spec §2: a side menu filtered by the user's permissions (248 px, collapsible,
 * the choice kept between visits; a drawer below 768 px), and a header with the language switcher and
 * the user's menu. The router reaches this module only through a dynamic import, so Ant Design never
 * enters a storefront chunk; the navigation guard has let only admin users this far.
 */
function AdminShell() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const [isCollapsed, setCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const menu = useMemo(() => filterMenu(adminMenu, userGrantee(user)), [user]);

  // A link chosen in the drawer navigates; the drawer must not stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggle = isMobile ? (
    <Button
      type="text"
      icon={<MenuOutlined />}
      className={styles.toggle}
      aria-label={t('admin.layout.openMenu')}
      aria-expanded={isDrawerOpen}
      onClick={() => setDrawerOpen(true)}
    />
  ) : (
    <Button
      type="text"
      icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      className={styles.toggle}
      aria-label={t(isCollapsed ? 'admin.layout.expand' : 'admin.layout.collapse')}
      aria-pressed={isCollapsed}
      data-testid="sidebar-toggle"
      onClick={() => setCollapsed(!isCollapsed)}
    />
  );

  return (
    <Layout className={styles.layout}>
      <a href="#admin-main" className={styles.skipLink}>
        {t('admin.layout.skipToContent')}
      </a>
      {!isMobile && (
        <Layout.Sider
          width={SIDEBAR_WIDTH_PX}
          collapsedWidth={COLLAPSED_WIDTH_PX}
          collapsed={isCollapsed}
          trigger={null}
          className={styles.sider}
          data-collapsed={isCollapsed}
        >
          <nav aria-label={t('admin.menu.label')} className={styles.siderInner}>
            <Brand isCompact={isCollapsed} />
            <SideMenu entries={menu} pathname={pathname} collapsed={isCollapsed} />
          </nav>
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer
          placement="left"
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDEBAR_WIDTH_PX}
          closable={false}
          className={styles.drawer}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('admin.menu.label')} className={styles.siderInner}>
            <div className={styles.drawerHead}>
              <Brand isCompact={false} />
              <Button
                type="text"
                icon={<CloseOutlined />}
                className={styles.drawerClose}
                aria-label={t('admin.layout.closeMenu')}
                onClick={() => setDrawerOpen(false)}
              />
            </div>
            <SideMenu entries={menu} pathname={pathname} />
          </nav>
        </Drawer>
      )}
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          {toggle}
          {isMobile && <Brand isCompact />}
          <div className={styles.headerSpacer} />
          <Link to="/" className={styles.siteLink}>
            {t('admin.layout.viewSite')}
          </Link>
          <LanguageSwitcher />
          {user && <UserMenu user={user} />}
        </Layout.Header>
        <Layout.Content id="admin-main" className={styles.content} tabIndex={-1}>
          {navigation.state === 'loading' && <Spin size="small" className={styles.pageSpinner} />}
          <AdminBreadcrumbs />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export function Component() {
  return (
    <AdminProvider>
      <AdminShell />
    </AdminProvider>
  );
}
