import {
  type AdminOrderDetail,
  type AdminUpdateOrderBody,
  adminUpdateOrderBodySchema,
} from '@tutor/contract/orders';
import { Form } from 'antd';
import { BUYER_FIELDS, BuyerFields } from '@/features/order-admin/admin/components/buyer-fields';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

type OrderBuyerFormProps = {
  order: AdminOrderDetail;
  onSubmit: (body: AdminUpdateOrderBody) => Promise<unknown>;
  onCancel: () => void;
};

/** The buyer's name and ways to reach them, corrected after a call; the lines stay as sold. */
export function OrderBuyerForm({ order, onSubmit, onCancel }: OrderBuyerFormProps) {
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<AdminUpdateOrderBody>({
    form,
    schema: adminUpdateOrderBodySchema,
    fields: BUYER_FIELDS,
    submit: onSubmit,
  });
  const { name, phone, email, comment, socialUrl } = order;
  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={{ name, phone, email, comment, socialUrl }}
      isEditing
      onCancel={onCancel}
    >
      <BuyerFields />
    </AdminFormCard>
  );
}
