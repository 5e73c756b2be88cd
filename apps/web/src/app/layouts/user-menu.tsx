import type { UserInfo } from '@tutor/contract/auth';
import { canEnterAdmin } from '@tutor/contract/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '@/shared/session/session';
import { avatarUrl, initials, userGrantee } from '@/shared/session/user-display';
import { Avatar } from '@/shared/ui/avatar';
import { ChevronDownIcon, Icon, type IconProps, LogOutIcon, ShieldIcon, UserIcon } from '@/shared/ui/icons';
import { showToast } from '@/shared/ui/toast-store';
import { useDisclosure } from '@/shared/ui/use-disclosure';
import styles from './user-menu.module.css';

/**
 * The signed-in user in the site header: avatar (or initials) and name, opening a small panel with the
 * profile, the back office for those who may enter it, and logout. A disclosure rather than an ARIA
 * menu: three links read naturally with Tab, and need no arrow-key contract.
 */
export default function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { isOpen, root, panelId, toggle } = useDisclosure();
  const name =
    t('account.fullName', { firstName: user.firstName, lastName: user.lastName }).trim() || user.userName;

  async function onLogout() {
    await logout('/');
    showToast({ tone: 'success', messageKey: 'account.loggedOut' });
  }

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('account.menuLabel', { name })}
        onClick={toggle}
      >
        <Avatar src={avatarUrl(user.avatar)} initials={initials(user)} size={34} />
        <span className={styles.name}>{name}</span>
        <ChevronDownIcon
          size={16}
          className={isOpen ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
        />
      </button>
      {isOpen && (
        <div id={panelId} className={styles.panel}>
          <div className={styles.identity}>
            <span className={styles.identityName}>{name}</span>
            <span className={styles.identityUser}>@{user.userName}</span>
          </div>
          <ul className={styles.list}>
            <li>
              <Link to="/thong-tin-ca-nhan" className={styles.item}>
                <UserIcon size={18} />
                {t('account.profile')}
              </Link>
            </li>
            <li>
              <Link to="/don-hang-cua-toi" className={styles.item}>
                <ReceiptIcon size={18} />
                {t('account.myOrders')}
              </Link>
            </li>
            {canEnterAdmin(userGrantee(user)) && (
              <li>
                {/* The back office is a document of its own: a full page load, not a navigation of this app. */}
                <Link to="/admin" reloadDocument className={styles.item}>
                  <ShieldIcon size={18} />
                  {t('account.admin')}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.danger}`}
                onClick={() => void onLogout()}
              >
                <LogOutIcon size={18} />
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

// Here rather than in shared/ui/icons: that module sits in the storefront entry, and only this lazy menu
// draws it.
function ReceiptIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />
    </Icon>
  );
}
