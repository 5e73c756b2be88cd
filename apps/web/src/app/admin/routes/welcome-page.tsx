import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoMark } from '@/shared/ui/logo-mark';

/** /admin/welcome: the greeting page of the side menu's second entry. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      icon={<LogoMark size={72} />}
      title={<h1 className="ant-result-title">{t('admin.welcome.title')}</h1>}
      subTitle={t('admin.welcome.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin')}>
          {t('admin.welcome.toDashboard')}
        </Button>
      }
    />
  );
}
