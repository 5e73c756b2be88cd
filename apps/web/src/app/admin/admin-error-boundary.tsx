import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/**
 * Every admin page's error boundary (admin-routes.tsx attaches it): a page that fails renders this in
 * its place, inside the admin layout, so the menu stays usable. A failed chunk after a deploy lands here
 * too, which is why the first action reloads.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error(error);
  }, [error]);

  const status = isRouteErrorResponse(error) && error.status === 404 ? '404' : '500';
  return (
    <Result
      status={status}
      title={t('admin.errorBoundary.title')}
      subTitle={t('admin.errorBoundary.text')}
      extra={
        <>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('admin.errorBoundary.reload')}
          </Button>
          <Button onClick={() => void navigate('/admin')}>{t('admin.errorBoundary.backHome')}</Button>
        </>
      }
    />
  );
}
