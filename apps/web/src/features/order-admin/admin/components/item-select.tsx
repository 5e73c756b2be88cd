import type { OrderLineType } from '@tutor/contract/constants';
import { formatVnd } from '@tutor/contract/format';
import type { OrderableItem } from '@tutor/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderableItems } from '@/features/order-admin/admin/api/get-orderable-items';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import { SearchSelect } from '@/shared/admin/search-select';
import { useDebouncedValue } from '@/shared/admin/use-debounced-value';

type ItemSelectProps = {
  list: OrderList;
  type: OrderLineType;
  /** The buyer's account: what they already study shows as such. */
  userId: number | null;
  onPick: (item: OrderableItem) => void;
  /** Given by the Form.Item around it. */
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
};

/**
 * One line's item, searched by name as staff type, each with today's price; what cannot be ordered for
 * this buyer (out of stock, already studied) is shown but cannot be chosen, with the reason beside it.
 */
export function ItemSelect({ list, type, userId, onPick, id, value, onChange }: ItemSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const items = useOrderableItems(list, { type, q, ...(userId ? { userId } : {}) });
  return (
    <SearchSelect<OrderableItem>
      id={id}
      value={value}
      // The previous answer stays on screen while the next loads: only its items of this line's type.
      found={(items.data?.data ?? []).filter((item) => item.type === type)}
      isSearching={items.isFetching}
      onSearch={setSearch}
      idOf={(item) => item.id}
      optionOf={(item) => {
        const problem = item.problem ? t(`orderAdmin.form.problems.${item.problem}`) : null;
        const words = [item.name, formatVnd(item.salePrice), problem].filter(Boolean).join(' · ');
        return {
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
      }}
      placeholder={t('orderAdmin.form.itemPlaceholder')}
      notFound={t('orderAdmin.form.noItems')}
      onChange={(item) => {
        if (item) onPick(item);
        onChange?.(item?.id);
      }}
    />
  );
}
