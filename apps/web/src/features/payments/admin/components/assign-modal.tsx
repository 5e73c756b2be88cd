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
  isSaving,
  onAssign,
  onClose,
}: {
  transfer: AdminTransferRow | null;
  isSaving: boolean;
  /** Resolves when assigned; rejects with the server's refusal, shown in the dialog. */
  onAssign: (order: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const transferId = transfer?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new transfer starts a clean form.
  useEffect(() => {
    setOrder('');
    setProblem(null);
  }, [transferId]);

  const submit = async () => {
    if (order.trim() === '') return;
    setProblem(null);
    try {
      await onAssign(order.trim());
    } catch (error) {
      setProblem(t(`error.${isApiError(error) ? error.code : 'UNKNOWN_ERROR'}`));
    }
  };

  return (
    <Modal
      open={transfer !== null}
      title={t('payments.assign.title')}
      okText={t('payments.assign.submit')}
      cancelText={t('payments.assign.cancel')}
      okButtonProps={{ disabled: order.trim() === '', loading: isSaving }}
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
            onPressEnter={() => void submit()}
            autoFocus
          />
        </Form.Item>
      </Form>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
    </Modal>
  );
}
