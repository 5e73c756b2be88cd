import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Breadcrumbs />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
