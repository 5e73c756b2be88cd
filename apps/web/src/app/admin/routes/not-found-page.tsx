import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any admin path that no page serves (spec §2), inside the admin layout so the menu stays at hand. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="ant-result-title">{t('admin.notFound.title')}</h1>}
      subTitle={t('admin.notFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('admin.notFound.backHome')}
        </Button>
      }
    />
  );
}
