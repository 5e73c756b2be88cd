import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { findRouteHandle } from '@/app/route-handle';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { ToolIcon } from '@/shared/ui/icons';
import { StatusPanel } from '@/shared/ui/status-panel';

/** Stands in for every page that a later feature will provide: the route's title and an honest note. */
export function Component() {
  const { t } = useTranslation();
  const handle = findRouteHandle(useMatches());
  const home = handle?.layout === 'admin' ? '/admin' : '/';
  return (
    <Container>
      <StatusPanel
        icon={<ToolIcon size={30} />}
        title={handle ? t(handle.title) : t('app.siteName')}
        text={t('placeholder.beingBuilt')}
        actions={
          <Link to={home} className={buttons.secondary}>
            {t('placeholder.backHome')}
          </Link>
        }
      />
    </Container>
  );
}
