import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isMenuEntryActive, type PublicMenuEntry, publicMenu } from '@/app/public-menu';
import { useSiteMenus } from '@/features/menus/site/get-site-menus';
import { MenuGroup } from '@/features/menus/site/menu-group';
import { useCurrentUser } from '@/shared/session/session';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { CloseIcon, MenuIcon } from '@/shared/ui/icons';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { LogoMark } from '@/shared/ui/logo-mark';
import styles from './site-header.module.css';

// Only a signed-in visitor sees it, and never in the server's HTML: kept out of the storefront entry.
const UserMenu = lazy(() => import('./user-menu'));
// The cart's count reads local storage, so the server renders it empty anyway: its own small chunk.
const CartBadge = lazy(() => import('@/shared/cart/cart-badge'));

const NAV_ID = 'site-navigation';

// Its own chunk, fetched once someone is signed in: a visitor's first load does not carry it. It sits
// between the panel and the menu button (the CSS places it by that position).
const NotificationBell = lazy(() => import('@/features/notifications/notifications-chunk'));

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { user, isLoading } = useCurrentUser();
  const menus = useSiteMenus();

  const groupLink = (entry: PublicMenuEntry) => {
    const isActive = isMenuEntryActive(entry, location.pathname, location.search);
    return (
      <Link
        to={entry.to}
        className={isActive ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink}
        aria-current={isActive ? 'page' : undefined}
      >
        {t(entry.key)}
      </Link>
    );
  };

  // A link chosen in the mobile panel navigates; the panel must not stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation by design.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
          <LogoMark size={34} />
          <span className={styles.brandName}>{t('app.siteName')}</span>
        </Link>

        <div id={NAV_ID} className={isMenuOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
          <nav aria-label={t('nav.mainMenu')}>
            <ul className={styles.menu}>
              {publicMenu.map((entry) => {
                const head = groupLink(entry);
                const entries = menus.data?.[entry.group] ?? [];
                // A group without entries (or before the menus load) is its link alone.
                return entries.length > 0 ? (
                  <MenuGroup key={entry.key} head={head} label={t(entry.key)} entries={entries} />
                ) : (
                  <li key={entry.key}>{head}</li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageSwitcher />
            {user ? (
              <Suspense fallback={<span className={styles.accountPlaceholder} aria-hidden="true" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : isLoading ? (
              // The token is being checked: hold the place rather than flash the login links.
              <span className={styles.accountPlaceholder} aria-hidden="true" />
            ) : (
              <>
                <Link to="/dang-nhap" className={`${buttons.ghost} ${buttons.small}`}>
                  {t('nav.login')}
                </Link>
                <Link to="/dang-ky" className={`${buttons.primary} ${buttons.small}`}>
                  {t('nav.register')}
                </Link>
              </>
            )}
          </div>
        </div>

        {user && (
          <Suspense>
            <NotificationBell />
          </Suspense>
        )}
        {/* Its place is held while the chunk loads, so the menu button never moves. */}
        <Suspense fallback={<span className={styles.cart} aria-hidden="true" />}>
          <CartBadge label={t('nav.cart')} className={styles.cart ?? ''} />
        </Suspense>

        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls={NAV_ID}
          aria-label={t(isMenuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </Container>
    </header>
  );
}
