import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { findRouteHandle } from '@/app/route-handle';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { StatusPanel } from '@/shared/ui/status-panel';

/** `/404`, every unknown site path and every unknown admin path (each inside its own layout). */
export function Component() {
  const { t } = useTranslation();
  const isAdmin = findRouteHandle(useMatches())?.layout === 'admin';
  return (
    <Container>
      <StatusPanel
        code={t('notFound.code')}
        title={t('page.notFound.title')}
        text={t('notFound.description')}
        actions={
          <Link to={isAdmin ? '/admin' : '/'} className={buttons.primary}>
            {t(isAdmin ? 'notFound.backAdmin' : 'notFound.backHome')}
          </Link>
        }
      />
    </Container>
  );
}
