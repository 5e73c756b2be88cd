import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tutor/contract/auth';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { avatarUrl, fullName, initials } from '@/shared/admin/user-display';
import { logout } from '@/shared/session/session';
import { Avatar } from '@/shared/ui/avatar';
import styles from './admin-layout.module.css';

/** Read by the login page: the notice that logging out worked (spec §2). */
export type LoginPageState = { loggedOut?: boolean };

/** The header's avatar and name, opening the profile link and the confirmed logout. */
export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = fullName(user);

  const confirmLogout = () =>
    modal.confirm({
      title: t('admin.layout.logoutTitle'),
      content: t('admin.layout.logoutText'),
      okText: t('admin.layout.logout'),
      cancelText: t('admin.confirm.cancel'),
      onOk: async () => {
        // The session ends here at once; telling the server finishes in the background.
        const done = logout(queryClient);
        const state: LoginPageState = { loggedOut: true };
        await navigate('/admin/login', { replace: true, state });
        await done;
      },
    });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('admin.layout.profile') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('admin.layout.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate('/admin/me');
    if (key === 'logout') confirmLogout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* The name shown comes first in the button's name, so saying what is on screen reaches it. */}
      <Button
        type="text"
        className={styles.userButton}
        aria-label={`${name} – ${t('admin.layout.userMenu')}`}
      >
        <Avatar src={avatarUrl(user.avatar)} initials={initials(user)} size={32} />
        <span className={styles.userName}>{name}</span>
        <DownOutlined className={styles.userCaret} />
      </Button>
    </Dropdown>
  );
}
