import { UploadOutlined } from '@ant-design/icons';
import { changePasswordBodySchema, type UserInfo, updateMeBodySchema } from '@tutor/contract/auth';
import { Alert, App, Button, Card, Descriptions, Form, Input, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useUpdateMe } from '@/features/auth/api/update-me';
import { useUploadAvatar } from '@/features/auth/api/upload-avatar';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { PageHeader } from '@/shared/admin/page-header';
import { avatarUrl, fullName, initials } from '@/shared/admin/user-display';
import { useCurrentUser } from '@/shared/session/session';
import { Avatar } from '@/shared/ui/avatar';
import styles from './me-page.module.css';

const PROFILE_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'socialUrl'] as const;
const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

function Errors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return <Alert type="error" showIcon className={styles.alert} title={messages.join(' ')} />;
}

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const updateMe = useUpdateMe();
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm({
    form,
    schema: updateMeBodySchema,
    fields: PROFILE_FIELDS,
    isSilent: true,
    codeFields: { EMAIL_ALREADY_IN_USE: 'email' },
    submit: async (body) => {
      await updateMe.mutateAsync(body);
      message.success(t('admin.notice.updateSuccess'));
    },
  });
  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      initialValues={{
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        socialUrl: user.socialUrl,
      }}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
    >
      <Errors messages={generalErrors} />
      <div className={styles.twoColumns}>
        <Form.Item name="lastName" label={t('admin.users.lastName')} required>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="firstName" label={t('admin.users.firstName')} required>
          <Input autoComplete="given-name" />
        </Form.Item>
      </div>
      <Form.Item name="email" label={t('admin.users.email')} required>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <div className={styles.twoColumns}>
        <Form.Item name="phone" label={t('admin.users.phone')}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="socialUrl" label={t('admin.users.socialUrl')}>
          <Input type="url" autoComplete="url" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {t('admin.form.save')}
      </Button>
    </Form>
  );
}

function PasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const changePassword = useChangePassword();
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm({
    form,
    schema: changePasswordBodySchema,
    fields: PASSWORD_FIELDS,
    isSilent: true,
    codeFields: { WRONG_PASSWORD: 'currentPassword' },
    submit: async (body) => {
      await changePassword.mutateAsync(body);
      form.resetFields();
      message.success(t('admin.me.passwordChanged'));
    },
  });
  return (
    <Form form={form} name="password" layout="vertical" onFinish={onFinish} onValuesChange={onValuesChange}>
      {/* Password managers file the new password under this account. */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      <Errors messages={generalErrors} />
      <Typography.Paragraph type="secondary">{t('admin.me.passwordNote')}</Typography.Paragraph>
      <Form.Item name="currentPassword" label={t('admin.me.currentPassword')} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('admin.me.newPassword')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('admin.me.confirmPassword')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {t('admin.me.changePassword')}
      </Button>
    </Form>
  );
}

function AvatarCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const uploadAvatar = useUploadAvatar();
  const [isUploading, setUploading] = useState(false);
  return (
    <Card className={styles.identity}>
      <Avatar src={avatarUrl(user.avatar)} initials={initials(user)} size={96} alt={fullName(user)} />
      <Typography.Title level={2} className={styles.name}>
        {fullName(user)}
      </Typography.Title>
      <Typography.Text type="secondary">@{user.userName}</Typography.Text>
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={async ({ file }) => {
          setUploading(true);
          try {
            await uploadAvatar.mutateAsync(file as File);
            message.success(t('admin.notice.updateSuccess'));
          } catch (error) {
            message.error(
              isServerError(error)
                ? t(`error.${error.code}`, { defaultValue: error.message })
                : t('error.UNKNOWN_ERROR'),
            );
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={isUploading} className={styles.upload}>
          {t('admin.me.changeAvatar')}
        </Button>
      </Upload>
      <Descriptions column={1} size="small" className={styles.facts}>
        <Descriptions.Item label={t('admin.users.role')}>
          {user.role ? <Tag color="cyan">{user.role.name}</Tag> : t('admin.users.noRole')}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.users.email')}>{user.email}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** /admin/me: one's own profile, avatar and password, through the same calls as the site's profile page. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('adminPage.me')} />
      <div className={styles.grid}>
        <AvatarCard user={user} />
        <div className={styles.forms}>
          <Card title={t('admin.me.profile')}>
            <ProfileForm user={user} />
          </Card>
          <Card title={t('admin.me.password')}>
            <PasswordForm userName={user.userName} />
          </Card>
        </div>
      </div>
    </>
  );
}
