import type { OrderLineType } from '@tutor/contract/constants';
import { formatVnd } from '@tutor/contract/format';
import type { OrderableItem } from '@tutor/contract/orders';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderableItems } from '@/features/order-admin/admin/api/get-orderable-items';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import { useDebouncedValue } from '@/shared/admin/use-debounced-value';

type ItemSelectProps = {
  list: OrderList;
  type: OrderLineType;
  /** The buyer's account: what they already study shows as such. */
  userId: number | null;
  /** The item chosen on this line, so it keeps its name and price while the search moves on. */
  picked: OrderableItem | undefined;
  onPick: (item: OrderableItem | null) => void;
  /** Given by the Form.Item around it. */
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
};

/**
 * One line's item, searched by name as staff type, each with today's price; what cannot be ordered for
 * this buyer (out of stock, already studied) is shown but cannot be chosen, with the reason beside it.
 */
export function ItemSelect({ list, type, userId, picked, onPick, id, value, onChange }: ItemSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const items = useOrderableItems(list, { type, q, ...(userId ? { userId } : {}) });
  // The previous answer stays on screen while the next loads: only its items of this line's type.
  const found = (items.data?.data ?? []).filter((item) => item.type === type);
  const current = picked?.type === type && picked.id === value ? picked : undefined;
  const shown = current && !found.some((item) => item.id === current.id) ? [current, ...found] : found;
  return (
    <Select<number>
      id={id}
      value={value}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={items.isFetching}
      placeholder={t('orderAdmin.form.itemPlaceholder')}
      notFoundContent={items.isFetching ? null : t('orderAdmin.form.noItems')}
      options={shown.map((item) => {
        const problem = item.problem ? t(`orderAdmin.form.problems.${item.problem}`) : null;
        const words = [item.name, formatVnd(item.salePrice), problem].filter(Boolean).join(' · ');
        return {
          value: item.id,
          disabled: item.problem !== null,
          title: words,
          // The label is markup: screen readers would otherwise hear the option's id.
          'aria-label': words,
          label: (
            <span className={styles.itemOption}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemPrice}>{problem ?? formatVnd(item.salePrice)}</span>
            </span>
          ),
        };
      })}
      onChange={(itemId) => {
        onPick(shown.find((item) => item.id === itemId) ?? null);
        onChange?.(itemId);
      }}
    />
  );
}
