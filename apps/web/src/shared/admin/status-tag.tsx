import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** ACTIVE / INACTIVE of users, roles and rules, in the interface language. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'ACTIVE' ? 'green' : 'default'} variant="filled">
      {t(`admin.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
