import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginBodySchema } from '@tutor/contract/auth';
import { canEnterAdmin } from '@tutor/contract/permissions';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeAdminRedirect } from '@/app/admin/redirect-param';
import type { LoginPageState } from '@/app/admin/user-menu';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { AdminProvider } from '@/shared/admin/admin-provider';
import { logout } from '@/shared/session/session';
import { useLogin } from '@/shared/session/use-login';
import { userGrantee } from '@/shared/session/user-display';
import { LogoMark } from '@/shared/ui/logo-mark';
import styles from './login-page.module.css';

const FIELDS = ['username', 'password'] as const;

class NotAdminError extends Error {}

function LoginForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const login = useLogin();
  const noticeShown = useRef(false);

  // Spec §2: after logging out, this page says it worked. The flag travels in the history state, so a
  // reload does not repeat it; it is cleared at once for the same reason.
  useEffect(() => {
    const state = location.state as LoginPageState | null;
    if (!state?.loggedOut || noticeShown.current) return;
    noticeShown.current = true;
    message.success({ content: t('admin.layout.logoutSuccess'), key: 'logged-out' });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, message, navigate, t]);

  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm({
    form,
    schema: loginBodySchema,
    fields: FIELDS,
    isSilent: true,
    submit: async (body) => {
      const { user } = await login.mutateAsync(body);
      if (!canEnterAdmin(userGrantee(user))) {
        // A student's account is valid but has no business here: sign it out again rather than leave
        // a session the back office would only answer with "not found".
        await logout();
        throw new NotAdminError();
      }
      await navigate(safeAdminRedirect(params.get('redirect')), { replace: true });
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await onFinish(values);
    } catch (error) {
      if (!(error instanceof NotAdminError)) throw error;
      form.setFields([{ name: 'username', errors: [t('admin.login.notAdmin')] }]);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={onValuesChange}
      disabled={isSubmitting}
    >
      {generalErrors.length > 0 && (
        <Alert type="error" showIcon className={styles.alert} title={generalErrors.join(' ')} role="alert" />
      )}
      <Form.Item name="username" label={t('admin.login.username')}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item name="password" label={t('admin.login.password')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
        {t('admin.login.submit')}
      </Button>
    </Form>
  );
}

/** /admin/login (spec §2, bare layout): signs in through the session, then goes to ?redirect= or /admin. */
export function Component() {
  const { t } = useTranslation();
  return (
    <AdminProvider>
      <Card className={styles.card}>
        <div className={styles.head}>
          <LogoMark size={48} />
          <Typography.Title level={1} className={styles.title}>
            {t('admin.login.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('admin.login.subtitle')}</Typography.Text>
        </div>
        <LoginForm />
        <div className={styles.foot}>
          <Link to="/">{t('admin.login.backToSite')}</Link>
        </div>
      </Card>
    </AdminProvider>
  );
}
