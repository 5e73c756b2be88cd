import { formatPrice } from '@tutor/contract/format';
import { InputNumber } from 'antd';

type PriceInputProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
};

/** Integer VND with dot thousands separators as the storefront shows them (spec §9). */
export function PriceInput({ value, onChange, id }: PriceInputProps) {
  return (
    <InputNumber<number>
      id={id}
      value={value}
      onChange={onChange}
      min={0}
      step={1000}
      precision={0}
      suffix="₫"
      style={{ width: '100%' }}
      formatter={(text) => (text === undefined ? '' : formatPrice(text))}
      parser={(text) => Number((text ?? '').replace(/\D/g, '')) || 0}
    />
  );
}
