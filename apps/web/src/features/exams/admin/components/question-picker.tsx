import { QUESTION_TYPES, type QuestionType } from '@tutor/contract/exam-grading';
import { Alert, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BankQuestion, useBankQuestions } from '@/features/exams/admin/api/get-bank-questions';
import { MathExcerpt } from '@/shared/ui/math-excerpt';

const PAGE_SIZE = 10;

type QuestionPickerProps = {
  isOpen: boolean;
  /** Questions already on the paper: shown, not selectable. */
  onPaper: ReadonlySet<number>;
  isAdding: boolean;
  onAdd: (questionIds: number[]) => void;
  onClose: () => void;
};

/** Picks bank questions with the bank's own filters (type, text); the server puts each in its part. */
export function QuestionPicker({ isOpen, onPaper, isAdding, onAdd, onClose }: QuestionPickerProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<QuestionType | undefined>();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const bank = useBankQuestions({
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(type ? { type } : {}),
    ...(text ? { q: text } : {}),
  });

  return (
    <Modal
      open={isOpen}
      width={860}
      title={t('examAdmin.paper.add')}
      okText={t('examAdmin.paper.addSelected', { count: selected.length })}
      okButtonProps={{ disabled: selected.length === 0, loading: isAdding }}
      onOk={() => {
        onAdd(selected);
        setSelected([]);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('examAdmin.paper.allTypes')}
          value={type}
          onChange={(value: QuestionType | undefined) => {
            setType(value);
            setPage(1);
          }}
          options={QUESTION_TYPES.map((value) => ({ value, label: t(`examAdmin.types.${value}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('examAdmin.paper.bankSearch')}
          onSearch={(value) => {
            setText(value.trim());
            setPage(1);
          }}
          style={{ minWidth: 260 }}
        />
      </Space>
      {bank.isError ? (
        <Alert type="warning" showIcon message={t('examAdmin.paper.bankUnavailable')} />
      ) : (
        <Table<BankQuestion>
          size="small"
          rowKey="id"
          loading={bank.isFetching}
          dataSource={bank.data?.data ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: bank.data?.pagination.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (question) => ({ disabled: onPaper.has(question.id) }),
          }}
          columns={[
            { key: 'id', title: '#', width: 70, render: (_, question) => question.id },
            {
              key: 'type',
              title: t('examAdmin.paper.type'),
              width: 130,
              render: (_, question) => <Tag>{t(`examAdmin.types.${question.type}`)}</Tag>,
            },
            {
              key: 'content',
              title: t('examAdmin.paper.excerpt'),
              render: (_, question) => (
                <div>
                  <MathExcerpt text={question.excerpt} />
                  {onPaper.has(question.id) && (
                    <Tag color="blue" style={{ marginTop: 4 }}>
                      {t('examAdmin.paper.onPaper')}
                    </Tag>
                  )}
                </div>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
