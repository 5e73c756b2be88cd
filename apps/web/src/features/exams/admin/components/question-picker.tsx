import { QUESTION_TYPES, type QuestionType } from '@tutor/contract/exam-grading';
import { Alert, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BankQuestion, useBankQuestions } from '@/features/exams/admin/api/get-bank-questions';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { MathExcerpt } from '@/shared/ui/math-excerpt';

/** A whole THPT paper (22 questions) fits on one page, so the header checkbox can pick it at once. */
const PAGE_SIZES = [10, 25, 50];
const CATEGORIES = ['categories'] as const;

type QuestionPickerProps = {
  isOpen: boolean;
  /** Questions already on the paper: shown, not selectable. */
  onPaper: ReadonlySet<number>;
  isAdding: boolean;
  onAdd: (questionIds: number[]) => void;
  onClose: () => void;
};

/**
 * Picks bank questions with the bank's own filters (type, chapter, text); the server puts each in its
 * part. Filtering by the chapter a paper was imported into, then ticking the header box, picks the paper.
 */
export function QuestionPicker({ isOpen, onPaper, isAdding, onAdd, onClose }: QuestionPickerProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<QuestionType | undefined>();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1] ?? 25);
  const chapters = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'QUESTION');
  const [selected, setSelected] = useState<number[]>([]);
  const bank = useBankQuestions({
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(type ? { type } : {}),
    ...(categoryId ? { categoryId } : {}),
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
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
          aria-label={t('examAdmin.paper.chapter')}
          placeholder={t('examAdmin.paper.allChapters')}
          value={categoryId}
          onChange={(value: number | undefined) => {
            setCategoryId(value);
            setPage(1);
          }}
          options={chapters.map((chapter) => ({ value: chapter.id, label: chapter.name }))}
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
          // On a phone the stems keep a readable width and the table scrolls sideways instead.
          scroll={{ x: 600 }}
          dataSource={bank.data?.data ?? []}
          pagination={{
            current: page,
            pageSize,
            total: bank.data?.pagination.total ?? 0,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
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
