import { RightOutlined } from '@ant-design/icons';
import { Card, Empty, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminMenu, filterMenu } from '@/app/admin/admin-menu';
import { MenuIconOf } from '@/app/admin/menu-icons';
import { avatarUrl, fullName, initials } from '@/shared/admin/user-display';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import { Avatar } from '@/shared/ui/avatar';
import styles from './dashboard-page.module.css';

/**
 * /admin: who is signed in and a way into every section they may open. It shows no figures: sales or
 * learning statistics arrive with their domains, and made-up numbers would mislead.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const sections = useMemo(
    () => filterMenu(adminMenu, userGrantee(user)).filter((entry) => entry.key !== 'dashboard'),
    [user],
  );
  if (!user) return null;

  return (
    <div className={styles.page}>
      <Card className={styles.hello}>
        <div className={styles.helloRow}>
          <Avatar src={avatarUrl(user.avatar)} initials={initials(user)} size={64} />
          <div className={styles.helloText}>
            <Typography.Title level={1} className={styles.greeting}>
              {t('admin.dashboard.greeting', { name: fullName(user) })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className={styles.intro}>
              {t('admin.dashboard.intro')}
            </Typography.Paragraph>
            <div className={styles.tags}>
              <Tag color="cyan">
                {user.role
                  ? t('admin.dashboard.role', { role: user.role.name })
                  : t('admin.dashboard.noRole')}
              </Tag>
              {user.role?.roleAcp && <Tag color="gold">{t('admin.dashboard.fullAccess')}</Tag>}
              <Typography.Text type="secondary">{user.email}</Typography.Text>
            </div>
          </div>
        </div>
      </Card>

      <Typography.Title level={2} className={styles.sectionTitle}>
        {t('admin.dashboard.quickLinks')}
      </Typography.Title>
      {sections.length === 0 ? (
        <Empty description={t('admin.dashboard.noLinks')} />
      ) : (
        <ul className={styles.grid}>
          {sections.map((entry) => (
            <li key={entry.key}>
              <Card size="small" className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={styles.icon}>
                    <MenuIconOf name={entry.icon} />
                  </span>
                  {entry.to ? (
                    <Link to={entry.to} className={styles.cardTitle}>
                      {t(entry.label)}
                      <RightOutlined className={styles.arrow} />
                    </Link>
                  ) : (
                    <Typography.Text strong className={styles.cardTitle}>
                      {t(entry.label)}
                    </Typography.Text>
                  )}
                </div>
                {entry.children && (
                  <ul className={styles.children}>
                    {entry.children.map((child) => (
                      <li key={child.key}>
                        <Link to={child.to ?? '/admin'}>{t(child.label)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
