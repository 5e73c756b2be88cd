import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicMenu } from '@/app/public-menu';
import { Container } from '@/shared/ui/container';
import { LogoMark } from '@/shared/ui/logo-mark';
import styles from './site-footer.module.css';

const supportLinks = [
  { key: 'page.contact.title', to: '/lien-he' },
  { key: 'page.newsList.title', to: '/tin-tuc' },
  { key: 'page.myCourses.title', to: '/khoa-hoc-cua-toi' },
  { key: 'page.myExams.title', to: '/de-thi-cua-toi' },
  { key: 'page.cart.title', to: '/gio-hang' },
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand} aria-label={t('app.homeLink')}>
            <LogoMark size={30} />
            <span>{t('app.siteName')}</span>
          </Link>
          <p className={styles.aboutText}>{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.links}>
            {publicMenu.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to}>{t(entry.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.links}>
            {supportLinks.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.to}>{t(entry.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container className={styles.bottom}>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}
