import { formatDateTime, formatVnd } from '@tutor/contract/format';
import type { AdminTransferRow } from '@tutor/contract/payments';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http-client';
import styles from './pay.module.css';

/** Asks which order an unmatched transfer paid: its number or its transfer code. */
export function AssignModal({
  transfer,
  onAssign,
  onClose,
}: {
  transfer: AdminTransferRow | null;
  /** Resolves when assigned; rejects with the server's refusal, shown in the dialog. */
  onAssign: (order: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The dialog's own flag, not the mutation's: it falls in the same render as the refusal shows, so the
  // button never still spins beside an answer, and a second Enter or click cannot send twice.
  const [isSubmitting, setSubmitting] = useState(false);
  const transferId = transfer?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new transfer starts a clean form.
  useEffect(() => {
    setOrder('');
    setProblem(null);
  }, [transferId]);

  const submit = async () => {
    const wanted = order.trim();
    if (wanted === '' || isSubmitting) return;
    setProblem(null);
    setSubmitting(true);
    try {
      await onAssign(wanted);
    } catch (error) {
      setProblem(t(`error.${isApiError(error) ? error.code : 'UNKNOWN_ERROR'}`));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={transfer !== null}
      title={t('payments.assign.title')}
      okText={t('payments.assign.submit')}
      cancelText={t('payments.assign.cancel')}
      okButtonProps={{ disabled: order.trim() === '', loading: isSubmitting }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {transfer && (
        <Descriptions
          size="small"
          column={1}
          className={styles.facts}
          items={[
            { key: 'amount', label: t('payments.table.amount'), children: formatVnd(transfer.amount) },
            {
              key: 'at',
              label: t('payments.table.occurredAt'),
              children: formatDateTime(transfer.occurredAt),
            },
            {
              key: 'content',
              label: t('payments.table.content'),
              children: <span className={styles.note}>{transfer.content || '—'}</span>,
            },
          ]}
        />
      )}
      {/* Enter in the field submits the form (its one text field): the one path besides the OK button. */}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('payments.assign.order')}
          htmlFor="assign-order"
          extra={t('payments.assign.orderHint')}
        >
          <Input
            id="assign-order"
            value={order}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setOrder(event.target.value)}
            autoFocus
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
    </Modal>
  );
}
