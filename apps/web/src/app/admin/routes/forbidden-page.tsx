import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Where the guard sends an admin user who lacks a page's permissions (spec §2, /admin/403). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 className="ant-result-title">{t('admin.forbidden.title')}</h1>}
      subTitle={t('admin.forbidden.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('admin.forbidden.backHome')}
        </Button>
      }
    />
  );
}
