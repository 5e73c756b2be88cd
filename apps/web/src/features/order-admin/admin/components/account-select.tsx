import type { AdminUser } from '@tutor/contract/users';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/shared/admin/use-debounced-value';
import { useUserSearch } from '@/shared/admin/use-user-search';
import { fullName } from '@/shared/admin/user-display';

type AccountSelectProps = {
  /** Given by the Form.Item around it. */
  id?: string;
  value?: number | null;
  onChange?: (userId: number | null) => void;
  /** The account chosen, so the form can fill the buyer's details from it. */
  onPick: (user: AdminUser | null) => void;
};

const accountLabel = (user: AdminUser) =>
  [`${fullName(user)} (${user.username})`, user.phone, user.email].filter(Boolean).join(' · ');

/** The buyer's account, searched as staff type; empty for a guest. */
export function AccountSelect({ id, value, onChange, onPick }: AccountSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const users = useUserSearch(q);
  // Kept apart from the results, so the chosen account keeps its name while the search moves on.
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const found = users.data?.data ?? [];
  const shown = picked && !found.some((user) => user.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={users.isFetching}
      placeholder={t('orderAdmin.form.accountPlaceholder')}
      notFoundContent={users.isFetching ? null : t('orderAdmin.form.noAccounts')}
      options={shown.map((user) => ({ value: user.id, label: accountLabel(user) }))}
      onChange={(userId) => {
        const user = shown.find((one) => one.id === userId) ?? null;
        setPicked(user);
        onPick(user);
        onChange?.(user?.id ?? null);
      }}
    />
  );
}
