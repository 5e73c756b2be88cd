import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { breadcrumbLinks, breadcrumbs } from '@/app/page-meta';
import { publicMenu } from '@/app/public-menu';
import { findRouteHandle } from '@/app/route-handle';
import { siteRoutes } from '@/app/site-routes';
import { Container } from '@/shared/ui/container';
import { ChevronRightIcon } from '@/shared/ui/icons';
import styles from './breadcrumbs.module.css';

const links = breadcrumbLinks(siteRoutes, publicMenu);

export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = breadcrumbs(findRouteHandle(useMatches()), pathname, links);
  if (crumbs.length === 0) return null;
  return (
    <Container>
      <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumbs}>
        <ol className={styles.list}>
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1;
            return (
              <Fragment key={crumb.key}>
                <li className={styles.item}>
                  {crumb.to ? (
                    <Link to={crumb.to} className={styles.link}>
                      {t(crumb.key)}
                    </Link>
                  ) : (
                    <span
                      className={isLast ? styles.current : styles.text}
                      aria-current={isLast ? 'page' : undefined}
                    >
                      {t(crumb.key)}
                    </span>
                  )}
                </li>
                {!isLast && (
                  <li className={styles.separator} aria-hidden="true">
                    <ChevronRightIcon size={14} />
                  </li>
                )}
              </Fragment>
            );
          })}
        </ol>
      </nav>
    </Container>
  );
}
