import type { AdminUser } from '@tutor/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '@/shared/admin/search-select';
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
  const users = useUserSearch(useDebouncedValue(search.trim()));
  return (
    <SearchSelect<AdminUser>
      id={id}
      value={value}
      allowClear
      found={users.data?.data ?? []}
      isSearching={users.isFetching}
      onSearch={setSearch}
      idOf={(user) => user.id}
      optionOf={(user) => ({ label: accountLabel(user) })}
      placeholder={t('orderAdmin.form.accountPlaceholder')}
      notFound={t('orderAdmin.form.noAccounts')}
      onChange={(user) => {
        onPick(user);
        onChange?.(user?.id ?? null);
      }}
    />
  );
}
