import { Select } from 'antd';
import { type ReactNode, useState } from 'react';

type SearchOption = { label: ReactNode; title?: string; disabled?: boolean; 'aria-label'?: string };

type SearchSelectProps<T> = {
  /** Given by the Form.Item around it. */
  id?: string;
  value?: number | null;
  /** What the server found for the words typed so far. */
  found: readonly T[];
  isSearching: boolean;
  /** The words typed; the caller asks the server (debounced) for what matches. */
  onSearch: (text: string) => void;
  idOf: (item: T) => number;
  optionOf: (item: T) => SearchOption;
  /** The record chosen (null: cleared), for a caller that needs more than its id. */
  onChange?: (item: T | null) => void;
  placeholder: string;
  notFound: string;
  allowClear?: boolean;
};

/**
 * A Select over records the server searches as staff type (accounts, items to order): the chosen one is
 * kept beside the results, so it keeps its label while the search moves on to other words.
 */
export function SearchSelect<T>({
  id,
  value,
  found,
  isSearching,
  onSearch,
  idOf,
  optionOf,
  onChange,
  placeholder,
  notFound,
  allowClear = false,
}: SearchSelectProps<T>) {
  const [picked, setPicked] = useState<T | null>(null);
  const isPickedShown = picked !== null && idOf(picked) === value;
  const shown =
    isPickedShown && !found.some((item) => idOf(item) === value) ? [picked, ...found] : [...found];
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      allowClear={allowClear}
      showSearch
      filterOption={false}
      onSearch={onSearch}
      loading={isSearching}
      placeholder={placeholder}
      notFoundContent={isSearching ? null : notFound}
      options={shown.map((item) => ({ value: idOf(item), ...optionOf(item) }))}
      onChange={(chosen) => {
        const item = shown.find((one) => idOf(one) === chosen) ?? null;
        setPicked(item);
        onChange?.(item);
      }}
    />
  );
}
