import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, type OrderLineType } from '@tutor/contract/constants';
import { formatVnd } from '@tutor/contract/format';
import { ADMIN_ORDER_LINES, type OrderableItem } from '@tutor/contract/orders';
import { Button, Form, type FormInstance, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { ItemSelect } from '@/features/order-admin/admin/components/item-select';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';

/** One line as the form holds it; `id` is empty until an item is chosen. */
export type LineValues = { type: OrderLineType; id?: number; quantity?: number | null };

/** Books come in numbers; a course, a combo or a document is bought once. */
export const isCounted = (type: OrderLineType) => type === 'BOOK';

export const pickedKey = (type: OrderLineType, id: number | undefined) => `${type}:${id ?? ''}`;

export const linesOf = (list: OrderList) => ADMIN_ORDER_LINES[list.kind ?? 'GENERAL'];

export const newLine = (list: OrderList): LineValues => ({ type: linesOf(list).types[0], quantity: 1 });

/** What the picked prices add up to: today's prices, as the server will price the order. */
export function linesTotal(
  lines: readonly (LineValues | undefined)[],
  picked: Readonly<Record<string, OrderableItem>>,
): number {
  return lines.reduce((sum, line) => {
    const item = line && picked[pickedKey(line.type, line.id)];
    if (!line || !item) return sum;
    return sum + item.salePrice * (isCounted(line.type) ? (line.quantity ?? 1) : 1);
  }, 0);
}

type OrderLinesProps = {
  form: FormInstance;
  list: OrderList;
  userId: number | null;
  picked: Readonly<Record<string, OrderableItem>>;
  onPick: (item: OrderableItem) => void;
};

/**
 * The order's lines as the list records them (ADMIN_ORDER_LINES): one course or one combo; books with
 * their quantities; or, on the list of all orders, lines of any type. Then the total of today's prices.
 */
export function OrderLines({ form, list, userId, picked, onPick }: OrderLinesProps) {
  const { t } = useTranslation();
  const { types, maxLines } = linesOf(list);
  // preserve: a list of one type shows no type field, and only shown fields are watched otherwise.
  const lines = (Form.useWatch('items', { form, preserve: true }) ?? []) as (LineValues | undefined)[];
  const total = linesTotal(lines, picked);
  return (
    <>
      <Form.List name="items">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => {
              const line = lines[field.name];
              const type = line?.type ?? types[0];
              const number = maxLines > 1 ? ` ${index + 1}` : '';
              return (
                <div key={field.key} className={styles.line}>
                  {types.length > 1 && (
                    <Form.Item
                      name={[field.name, 'type']}
                      label={`${t('orderAdmin.form.type')}${number}`}
                      className={styles.lineType}
                    >
                      <Select<OrderLineType>
                        options={types.map((value) => ({ value, label: t(`orderAdmin.lineTypes.${value}`) }))}
                        // Another type: the item and quantity chosen for the old one no longer apply.
                        onChange={(next) =>
                          form.setFieldValue(['items', field.name], { type: next, quantity: 1 })
                        }
                      />
                    </Form.Item>
                  )}
                  <Form.Item
                    name={[field.name, 'id']}
                    label={`${t(`orderAdmin.form.item.${types.length > 1 ? 'any' : types[0]}`)}${number}`}
                    required
                    className={styles.lineItem}
                  >
                    <ItemSelect list={list} type={type} userId={userId} onPick={onPick} />
                  </Form.Item>
                  {isCounted(type) && (
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label={`${t('orderAdmin.form.quantity')}${number}`}
                      className={styles.lineQuantity}
                    >
                      <InputNumber<number>
                        min={CART_QUANTITY_MIN}
                        max={CART_QUANTITY_MAX}
                        precision={0}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  )}
                  {maxLines > 1 && (
                    <Button
                      className={styles.lineRemove}
                      icon={<DeleteOutlined />}
                      aria-label={t('orderAdmin.form.removeLine', { number: index + 1 })}
                      title={t('orderAdmin.form.removeLine', { number: index + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            {maxLines > 1 && (
              <Button
                icon={<PlusOutlined />}
                className={styles.addLine}
                disabled={fields.length >= maxLines}
                onClick={() => add(newLine(list))}
              >
                {t('orderAdmin.form.addLine')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <div className={styles.total} aria-live="polite">
        <Typography.Text strong>
          {t('orderAdmin.form.total')}: {formatVnd(total)}
        </Typography.Text>
        <Typography.Text type="secondary">{t('orderAdmin.form.totalHint')}</Typography.Text>
      </div>
    </>
  );
}
