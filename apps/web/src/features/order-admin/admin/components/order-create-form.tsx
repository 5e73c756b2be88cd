import {
  type AdminCreateOrder,
  type AdminOrderDetail,
  adminCreateOrderBodySchema,
  type OrderableItem,
} from '@tutor/contract/orders';
import { hasAllPermissions } from '@tutor/contract/permissions';
import type { AdminUser } from '@tutor/contract/users';
import { Alert, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOrder } from '@/features/order-admin/admin/api/create-order';
import type { OrderList } from '@/features/order-admin/admin/api/order-lists';
import { AccountSelect } from '@/features/order-admin/admin/components/account-select';
import { BUYER_FIELDS, BuyerFields } from '@/features/order-admin/admin/components/buyer-fields';
import styles from '@/features/order-admin/admin/components/order-admin.module.css';
import {
  isCounted,
  type LineValues,
  newLine,
  OrderLines,
  pickedKey,
} from '@/features/order-admin/admin/components/order-lines';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { fullName } from '@/shared/admin/user-display';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const FIELDS = [...BUYER_FIELDS, 'userId', 'items'] as const;

/**
 * 128 random bits in hex (getRandomValues works on plain http too, unlike randomUUID). Not the checkout
 * kit's helper: an admin importer would split that storefront chunk, and the book page pays for it.
 */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

type Values = Record<string, unknown> & { userId?: number | null; items?: Partial<LineValues>[] };

/**
 * From what antd holds to the call's body. antd hands over only the fields on screen: a list of one type
 * shows no type field, so the line's type is the list's. A course, a combo or a document is bought once.
 */
function toBody(list: OrderList, values: Values, idempotencyKey: string): unknown {
  const { userId, items, ...buyer } = values;
  return {
    ...buyer,
    userId: userId ?? null,
    items: (items ?? []).map((line) => {
      const type = line.type ?? newLine(list).type;
      return { type, id: line.id, quantity: isCounted(type) ? line.quantity : 1 };
    }),
    idempotencyKey,
  };
}

type OrderCreateFormProps = {
  list: OrderList;
  onCreated: (order: AdminOrderDetail) => unknown;
  onCancel: () => void;
};

/**
 * An order staff take by phone or at the desk: the buyer (an account, or a guest), how to reach them,
 * and the lines. The server prices it; the total shown is what the prices are today.
 */
export function OrderCreateForm({ list, onCreated, onCancel }: OrderCreateFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const createOrder = useCreateOrder(list);
  // One key per form: a double click, or a retry after a lost answer, makes one order.
  const idempotencyKey = useRef(newKey());
  const [picked, setPicked] = useState<Record<string, OrderableItem>>({});
  const userId = (Form.useWatch('userId', form) as number | null | undefined) ?? null;
  const lines = (Form.useWatch('items', { form, preserve: true }) ?? []) as (LineValues | undefined)[];
  // A course, combo or document opens to an account only: a guest could never open what staff record.
  const needsAccount = lines.some((line) => !isCounted(line?.type ?? newLine(list).type));
  // Searching accounts is reading users: without that right staff record books for guests only.
  const canPickAccount = hasAllPermissions(userGrantee(useCurrentUser().user), ['user:read']);
  const schemaForm = useSchemaForm<AdminCreateOrder>({
    form,
    schema: adminCreateOrderBodySchema,
    fields: FIELDS,
    toInput: (values) => toBody(list, values as Values, idempotencyKey.current),
    submit: async (body) => onCreated(await createOrder.mutateAsync(body)),
    isSilent: true,
  });

  /** The account's details go where the form is still empty: what staff typed stays. */
  const fillFrom = (user: AdminUser | null) => {
    if (!user) return;
    const fromAccount = {
      name: fullName(user),
      phone: user.phone,
      email: user.email,
      socialUrl: user.socialUrl,
    };
    for (const [name, value] of Object.entries(fromAccount)) {
      if (value && !String(form.getFieldValue(name) ?? '').trim()) form.setFieldValue(name, value);
    }
  };

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={{ userId: null, items: [newLine(list)] }}
      isEditing={false}
      submitLabel={t('orderAdmin.form.submit')}
      onCancel={onCancel}
    >
      <h2 className={styles.formHeading}>{t('orderAdmin.form.buyerSection')}</h2>
      {canPickAccount ? (
        <Form.Item
          name="userId"
          label={t('orderAdmin.form.account')}
          extra={t(needsAccount ? 'orderAdmin.form.accountNeededHint' : 'orderAdmin.form.accountHint')}
          rules={[{ required: needsAccount, message: t('orderAdmin.form.accountNeeded') }]}
        >
          <AccountSelect onPick={fillFrom} />
        </Form.Item>
      ) : (
        needsAccount && (
          <Alert
            type="warning"
            showIcon
            className={styles.note}
            title={t('orderAdmin.form.accountNoRight')}
          />
        )
      )}
      <BuyerFields />
      <h2 className={styles.formHeading}>{t('orderAdmin.form.linesSection')}</h2>
      <OrderLines
        form={form}
        list={list}
        userId={userId}
        picked={picked}
        onPick={(item) => setPicked((known) => ({ ...known, [pickedKey(item.type, item.id)]: item }))}
      />
    </AdminFormCard>
  );
}
