import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import type { ListStateHandle } from '@/shared/admin/admin-table/use-list-state';

const QUERY_DATE = 'YYYY-MM-DD';

/**
 * The order date range of a list (`from`, `to`: calendar days in Vietnam, both included), kept in the
 * URL with the other filters. Two labelled pickers rather than a range picker: each input has its name.
 */
export function DateRangeFilter({ list }: { list: ListStateHandle }) {
  const { t } = useTranslation();
  const value = (key: 'from' | 'to') => {
    const raw = list.state.filters[key];
    return raw ? dayjs(raw, QUERY_DATE) : null;
  };
  const onChange = (key: 'from' | 'to') => (date: Dayjs | null) =>
    list.change({ filters: { [key]: date ? date.format(QUERY_DATE) : undefined } });
  return (
    <span className={styles.dates}>
      <DatePicker
        className={styles.date}
        format="DD/MM/YYYY"
        placeholder={t('orderAdmin.list.from')}
        aria-label={t('orderAdmin.list.from')}
        value={value('from')}
        onChange={onChange('from')}
      />
      <DatePicker
        className={styles.date}
        format="DD/MM/YYYY"
        placeholder={t('orderAdmin.list.to')}
        aria-label={t('orderAdmin.list.to')}
        value={value('to')}
        onChange={onChange('to')}
      />
    </span>
  );
}
