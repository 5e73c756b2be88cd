import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './page-header.module.css';

type PageHeaderProps = {
  title: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  /** A parent page (the list above an edit form): a back arrow before the title. */
  backTo?: string;
  extra?: ReactNode;
};

/** The one h1 of an admin page, with its actions at the right. */
export function PageHeader({ title, description, backTo, extra }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        {backTo && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('admin.form.back')}
            onClick={() => void navigate(backTo)}
          />
        )}
        <div className={styles.titles}>
          <Typography.Title level={1} className={styles.title}>
            {title}
          </Typography.Title>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </div>
      </div>
      {extra && <div className={styles.extra}>{extra}</div>}
    </header>
  );
}
