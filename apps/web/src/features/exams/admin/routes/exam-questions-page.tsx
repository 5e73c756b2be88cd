import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminExamQuestion } from '@tutor/contract/exams';
import { App, Button, Card, Col, Empty, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type ExamQuestionsChange,
  useChangeExamQuestions,
  useExamQuestions,
} from '@/features/exams/admin/api/exam-questions';
import { useExam } from '@/features/exams/admin/api/get-exam';
import { useExamOptions } from '@/features/exams/admin/api/get-exams';
import { QuestionPicker } from '@/features/exams/admin/components/question-picker';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { useResourcePermissions } from '@/shared/admin/use-resource-permissions';
import { MathExcerpt } from '@/shared/ui/math-excerpt';

const PART_NUMERALS = { 1: 'I', 2: 'II', 3: 'III' } as const;

/** Where a question can move by one place: only next to another of its part (parts stay I → II → III). */
function swapped(rows: readonly AdminExamQuestion[], index: number, by: -1 | 1): number[] | null {
  const other = rows[index + by];
  const row = rows[index];
  if (!row || !other || other.part !== row.part) return null;
  const ids = rows.map((r) => r.questionId);
  ids[index] = other.questionId;
  ids[index + by] = row.questionId;
  return ids;
}

/** /admin/exams/{examId}/exam-questions: the paper in order, its parts against the THPT 2025 paper. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const examId = Number(useParams().examId);
  const isValidId = Number.isInteger(examId) && examId > 0;
  const exam = useExam(isValidId ? examId : null);
  const paper = useExamQuestions(examId);
  const change = useChangeExamQuestions(examId);
  const others = useExamOptions();
  const can = useResourcePermissions('exam-question');
  const [isPicking, setPicking] = useState(false);
  const [copyFrom, setCopyFrom] = useState<number | undefined>();
  const onPaper = useMemo(() => new Set((paper.data?.data ?? []).map((row) => row.questionId)), [paper.data]);

  const apply = (next: ExamQuestionsChange, done: string) =>
    change.mutate(next, { onSuccess: () => void message.success(t(done)) });

  return (
    <>
      <PageHeader
        title={t('adminPage.exams.questions')}
        description={exam.data?.name}
        backTo={isValidId ? `/admin/exams/${examId}/edit` : '/admin/exams'}
        extra={
          can.canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('examAdmin.paper.add')}
            </Button>
          )
        }
      />
      <QueryState query={paper} backTo="/admin/exams" isInvalidId={!isValidId}>
        {(loaded) => (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card title={t('examAdmin.paper.summary')} size="small">
              <Row gutter={[16, 16]}>
                {loaded.summary.map((part) => (
                  <Col key={part.part} xs={24} sm={8}>
                    <Statistic
                      title={`${t('examAdmin.paper.part', { part: PART_NUMERALS[part.part] })} · ${t(`examAdmin.types.${part.type}`)}`}
                      value={t('examAdmin.paper.countOf', { count: part.count, expected: part.expected })}
                      valueStyle={{
                        color: part.count === part.expected ? '#0f766e' : '#b45309',
                        fontSize: 20,
                      }}
                    />
                    <Typography.Text type="secondary">
                      {t('examAdmin.paper.maxPoints', { points: part.maxPoints })}
                    </Typography.Text>
                  </Col>
                ))}
              </Row>
              <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
                {t('examAdmin.paper.total', {
                  points: loaded.maxPoints,
                  totalPoint: exam.data?.totalPoint ?? 10,
                })}
              </Typography.Paragraph>
            </Card>

            {can.canCreate && (
              <Space wrap>
                <Select
                  showSearch
                  allowClear
                  optionFilterProp="label"
                  style={{ minWidth: 280 }}
                  placeholder={t('examAdmin.paper.copyFrom')}
                  value={copyFrom}
                  onChange={setCopyFrom}
                  options={(others.data ?? [])
                    .filter((other) => other.id !== examId)
                    .map((other) => ({ value: other.id, label: other.name }))}
                />
                <Button
                  disabled={!copyFrom}
                  loading={change.isPending && change.variables?.kind === 'copy'}
                  onClick={() =>
                    copyFrom && apply({ kind: 'copy', fromExamId: copyFrom }, 'examAdmin.paper.copied')
                  }
                >
                  {t('examAdmin.paper.copy')}
                </Button>
              </Space>
            )}

            <Table<AdminExamQuestion>
              rowKey="questionId"
              size="small"
              pagination={false}
              scroll={{ x: 640 }}
              dataSource={loaded.data}
              locale={{ emptyText: <Empty description={t('examAdmin.paper.empty')} /> }}
              columns={[
                {
                  key: 'position',
                  title: t('examAdmin.paper.position'),
                  width: 60,
                  render: (_, row) => row.position,
                },
                {
                  key: 'part',
                  title: t('examAdmin.paper.type'),
                  width: 150,
                  render: (_, row) => (
                    <Tag color={['', 'blue', 'purple', 'gold'][row.part]}>
                      {PART_NUMERALS[row.part]} · {t(`examAdmin.types.${row.type}`)}
                    </Tag>
                  ),
                },
                {
                  key: 'excerpt',
                  title: t('examAdmin.paper.excerpt'),
                  render: (_, row) => <MathExcerpt text={row.excerpt} />,
                },
                {
                  key: 'difficulty',
                  title: t('examAdmin.paper.difficulty'),
                  width: 130,
                  render: (_, row) => t(`examAdmin.difficulties.${row.difficulty}`),
                },
                {
                  key: 'actions',
                  title: '',
                  width: 130,
                  render: (_, row, index) => {
                    const up = swapped(loaded.data, index, -1);
                    const down = swapped(loaded.data, index, 1);
                    return (
                      <Space size={4}>
                        {can.canEdit && (
                          <>
                            <Button
                              size="small"
                              aria-label={t('examAdmin.paper.up')}
                              icon={<ArrowUpOutlined />}
                              disabled={!up || change.isPending}
                              onClick={() => up && change.mutate({ kind: 'reorder', questionIds: up })}
                            />
                            <Button
                              size="small"
                              aria-label={t('examAdmin.paper.down')}
                              icon={<ArrowDownOutlined />}
                              disabled={!down || change.isPending}
                              onClick={() => down && change.mutate({ kind: 'reorder', questionIds: down })}
                            />
                          </>
                        )}
                        {can.canDelete && (
                          <Button
                            size="small"
                            danger
                            aria-label={t('examAdmin.paper.remove')}
                            icon={<DeleteOutlined />}
                            disabled={change.isPending}
                            onClick={() =>
                              apply({ kind: 'remove', questionId: row.questionId }, 'examAdmin.paper.removed')
                            }
                          />
                        )}
                      </Space>
                    );
                  },
                },
              ]}
            />
          </Space>
        )}
      </QueryState>
      <QuestionPicker
        isOpen={isPicking}
        onPaper={onPaper}
        isAdding={change.isPending}
        onClose={() => setPicking(false)}
        onAdd={(questionIds) =>
          change.mutate(
            { kind: 'add', questionIds },
            {
              onSuccess: () => {
                setPicking(false);
                void message.success(t('examAdmin.paper.added'));
              },
            },
          )
        }
      />
    </>
  );
}
