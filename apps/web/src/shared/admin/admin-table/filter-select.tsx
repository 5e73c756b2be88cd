import { STATUSES } from '@tutor/contract/constants';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './admin-table.module.css';
import type { ListStateHandle } from './use-list-state';

export type FilterSelectProps = {
  list: ListStateHandle;
  /** The filter's key in the URL and the list call (`status`, `categoryId`…). */
  name: string;
  /** The filter's name, read by screen readers. */
  label: string;
  /** Shown while nothing is chosen: "every …". */
  placeholder: string;
  options: readonly { value: string | number; label: string }[];
  /** Type to find an option, for long lists (categories, roles). */
  isSearchable?: boolean;
};

/**
 * One filter of an admin list: a clearable choice kept in the URL with the rest of the list state.
 * Values travel as text (the URL's), so numeric ids and enum values are handled alike.
 */
export function FilterSelect({ list, name, label, placeholder, options, isSearchable }: FilterSelectProps) {
  return (
    <Select<string>
      className={styles.filter}
      allowClear
      showSearch={isSearchable}
      optionFilterProp="label"
      placeholder={placeholder}
      aria-label={label}
      value={list.state.filters[name]}
      onChange={(value?: string) => list.change({ filters: { [name]: value || undefined } })}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
    />
  );
}

/** The ACTIVE / INACTIVE filter most admin lists have (filter key `status`). */
export function StatusFilter({ list }: { list: ListStateHandle }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      list={list}
      name="status"
      label={t('admin.table.status')}
      placeholder={t('admin.table.allStatuses')}
      options={STATUSES.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
    />
  );
}
