import { Alert, Button, Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form-layout.module.css';
import type { useSchemaForm } from './use-schema-form';

export type AdminFormCardProps = {
  form: FormInstance;
  /** What `useSchemaForm` returned for this form: submit, field errors, the spinner. */
  schemaForm: Pick<
    ReturnType<typeof useSchemaForm>,
    'onFinish' | 'onValuesChange' | 'generalErrors' | 'isSubmitting'
  >;
  initialValues?: object;
  /** A stored record: the button saves it; otherwise it creates one. */
  isEditing: boolean;
  /** The submit button's own words where "create" would not say it (an upload). */
  submitLabel?: string;
  onCancel: () => void;
  /** Inside the card, above the fields (the picture an image form edits). */
  header?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

/**
 * The shell of every admin create and edit form: a card holding a vertical form, the errors that belong
 * to no field above the fields, and the save (or create) and cancel buttons below them.
 */
export function AdminFormCard({
  form,
  schemaForm,
  initialValues,
  isEditing,
  submitLabel,
  onCancel,
  header,
  children,
}: AdminFormCardProps) {
  const { t } = useTranslation();
  const { onFinish, onValuesChange, generalErrors, isSubmitting } = schemaForm;
  return (
    <Card className={styles.card}>
      {header}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && (
          <Alert type="error" showIcon className={styles.alert} title={generalErrors.join(' ')} />
        )}
        {children}
        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {submitLabel ?? (isEditing ? t('admin.form.save') : t('admin.form.create'))}
          </Button>
          <Button onClick={onCancel}>{t('admin.form.cancel')}</Button>
        </div>
      </Form>
    </Card>
  );
}
