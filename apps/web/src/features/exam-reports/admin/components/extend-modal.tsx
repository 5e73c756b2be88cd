import { type AdminExamSession, EXTEND_MINUTES_MAX, EXTEND_MINUTES_MIN } from '@tutor/contract/exam-reports';
import { Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks how many minutes to add to a session's deadline (the server's bounds). */
export function ExtendModal({
  session,
  isSaving,
  onExtend,
  onClose,
}: {
  session: AdminExamSession | null;
  isSaving: boolean;
  onExtend: (minutes: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number | null>(10);
  const name = session ? session.user.fullName || session.user.username : '';
  return (
    <Modal
      open={session !== null}
      title={t('examReports.sessions.extendTitle', { name })}
      okText={t('examReports.sessions.extend')}
      cancelText={t('examReports.common.cancel')}
      okButtonProps={{ disabled: minutes === null, loading: isSaving }}
      onOk={() => minutes !== null && onExtend(minutes)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('examReports.sessions.minutes')}
          extra={t('examReports.sessions.minutesHint', { min: EXTEND_MINUTES_MIN, max: EXTEND_MINUTES_MAX })}
        >
          <InputNumber
            min={EXTEND_MINUTES_MIN}
            max={EXTEND_MINUTES_MAX}
            precision={0}
            value={minutes}
            onChange={(value) => setMinutes(value)}
            style={{ width: '100%' }}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
