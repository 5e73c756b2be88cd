import { ORDER_COMMENT_MAX } from '@tutor/contract/orders';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import formStyles from '@/shared/admin/admin-form/form-layout.module.css';

/** The buyer fields' names, as the create and edit bodies call them. */
export const BUYER_FIELDS = ['name', 'phone', 'email', 'comment', 'socialUrl'] as const;

/** Who buys and how staff reach them back (a phone or an email, spec §5), on the create and edit forms. */
export function BuyerFields() {
  const { t } = useTranslation();
  return (
    <>
      <div className={formStyles.grid}>
        <Form.Item name="name" label={t('orderAdmin.form.name')} required>
          <Input maxLength={255} autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('orderAdmin.form.phone')} extra={t('orderAdmin.form.contactHint')}>
          <Input type="tel" maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('orderAdmin.form.email')}>
          <Input type="email" maxLength={255} autoComplete="off" />
        </Form.Item>
        <Form.Item name="socialUrl" label={t('orderAdmin.form.socialUrl')}>
          <Input type="url" maxLength={500} autoComplete="off" placeholder="https://" />
        </Form.Item>
      </div>
      <Form.Item name="comment" label={t('orderAdmin.detail.comment')}>
        <Input.TextArea rows={2} maxLength={ORDER_COMMENT_MAX} />
      </Form.Item>
    </>
  );
}
