import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import buttons from '@/shared/ui/button.module.css';
import { Container } from '@/shared/ui/container';
import { AlertIcon } from '@/shared/ui/icons';
import { StatusPanel } from '@/shared/ui/status-panel';

/**
 * Rendered by the router for a failure inside its area (a page, a layout, or the app as a last resort),
 * so a broken page keeps the header and footer around it. A failed lazy import after a deploy lands here
 * too, which is why the first action reloads the page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container>
      <StatusPanel
        tone="danger"
        icon={<AlertIcon size={30} />}
        title={t('errorScreen.title')}
        text={t('errorScreen.description')}
        actions={
          <>
            <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
              {t('errorScreen.reload')}
            </button>
            <Link to="/" className={buttons.secondary} reloadDocument>
              {t('errorScreen.backHome')}
            </Link>
          </>
        }
      />
    </Container>
  );
}
