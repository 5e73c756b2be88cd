import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPES } from '@tutor/contract/exam-grading';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { QUESTION_DIFFICULTIES } from '@tutor/contract/question-input';
import type { AdminQuestion, LessonQuestion } from '@tutor/contract/questions';
import { App, Button, Card, Input, List, Select, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  useAddLessonQuestions,
  useLessonName,
  useLessonQuestions,
  useRemoveLessonQuestion,
  useReorderLessonQuestions,
} from '@/features/questions/admin/api/lesson-questions';
import { useQuestions } from '@/features/questions/admin/api/questions';
import { DifficultyTag, Excerpt, TypeTag } from '@/features/questions/admin/components/question-tags';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const PAGE_SIZE = 10;
const EXTRA = ['categories'] as const;

function idOf(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** `ids` with the item at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * /admin/courses/{courseId}/{thematicId}/{lessonId}/lesson-questions: the questions of the lesson's
 * timed exam, in order (arrows move one up or down; the server takes the whole new order), and the
 * bank to pick more from, filtered like the bank's own list and without those already in the lesson.
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lessonId = idOf(params.lessonId);
  const back = `/admin/courses/${params.courseId}/thematics/${params.thematicId}/lessons`;
  const lessonName = useLessonName(lessonId).data;
  const questions = useLessonQuestions(lessonId);
  return (
    <>
      <PageHeader
        title={
          lessonName
            ? t('questionAdmin.lesson.title', { name: lessonName })
            : t('adminPage.courses.lessonQuestions')
        }
        backTo={back}
      />
      <QueryState query={questions} backTo={back} isInvalidId={lessonId === null}>
        {(loaded) => <LessonQuestions lessonId={lessonId as number} list={loaded.data} />}
      </QueryState>
    </>
  );
}

function LessonQuestions({ lessonId, list }: { lessonId: number; list: LessonQuestion[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const grantee = userGrantee(useCurrentUser().user);
  const canAdd = hasAllPermissions(grantee, permissionsOf('lesson-question', 'read', 'create'));
  const canReorder = hasAllPermissions(grantee, permissionsOf('lesson-question', 'read', 'update'));
  const canRemove = hasAllPermissions(grantee, permissionsOf('lesson-question', 'read', 'delete'));
  const reorder = useReorderLessonQuestions(lessonId);
  const remove = useRemoveLessonQuestion(lessonId);
  const ids = list.map((q) => q.questionId);
  const move = (from: number, to: number) => void reorder.mutateAsync(moved(ids, from, to));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('questionAdmin.lesson.total', { count: list.length })}>
        {/* A list, not a table: on a phone each question keeps its full width, its buttons below it. */}
        <List<LessonQuestion>
          dataSource={list}
          loading={reorder.isPending || remove.isPending}
          locale={{ emptyText: t('questionAdmin.lesson.empty') }}
          renderItem={(row, index) => (
            <List.Item
              key={row.questionId}
              actions={[
                ...(canReorder
                  ? [
                      <Tooltip key="up" title={t('questionAdmin.lesson.moveUp', { n: index + 1 })}>
                        <Button
                          type="text"
                          icon={<ArrowUpOutlined />}
                          aria-label={t('questionAdmin.lesson.moveUp', { n: index + 1 })}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        />
                      </Tooltip>,
                      <Tooltip key="down" title={t('questionAdmin.lesson.moveDown', { n: index + 1 })}>
                        <Button
                          type="text"
                          icon={<ArrowDownOutlined />}
                          aria-label={t('questionAdmin.lesson.moveDown', { n: index + 1 })}
                          disabled={index === list.length - 1}
                          onClick={() => move(index, index + 1)}
                        />
                      </Tooltip>,
                    ]
                  : []),
                ...(canRemove
                  ? [
                      <Tooltip key="remove" title={t('questionAdmin.lesson.remove', { n: index + 1 })}>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('questionAdmin.lesson.remove', { n: index + 1 })}
                          onClick={async () => {
                            await remove.mutateAsync(row.questionId);
                            message.success(t('questionAdmin.lesson.removed'));
                          }}
                        />
                      </Tooltip>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                avatar={<Typography.Text strong>{index + 1}.</Typography.Text>}
                title={
                  <Space size={4} wrap>
                    <TypeTag type={row.type} />
                    <DifficultyTag difficulty={row.difficulty} />
                  </Space>
                }
                description={<Excerpt text={row.excerpt} />}
              />
            </List.Item>
          )}
        />
      </Card>
      {canAdd && <BankPicker lessonId={lessonId} />}
    </Space>
  );
}

/** The bank without the lesson's questions, filtered; ticked rows are added at the end in one call. */
function BankPicker({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const add = useAddLessonQuestions(lessonId);
  const chapters = (useExtraData(EXTRA).data?.categories ?? []).filter((c) => c.type === 'QUESTION');
  const bank = useQuestions({
    ...filters,
    status: 'ACTIVE',
    excludeLessonId: lessonId,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const filter = (name: string) => (value?: string) => {
    setFilters((current) => ({ ...current, [name]: value || undefined }));
    setPage(1);
  };

  return (
    <Card size="small" title={t('questionAdmin.lesson.bank')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('questionAdmin.search')}
          aria-label={t('questionAdmin.search')}
          onSearch={filter('q')}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder={t('questionAdmin.allTypes')}
          aria-label={t('questionAdmin.type')}
          onChange={filter('type')}
          style={{ width: 170 }}
          options={QUESTION_TYPES.map((value) => ({ value, label: t(`questionAdmin.typesShort.${value}`) }))}
        />
        <Select
          allowClear
          placeholder={t('questionAdmin.allDifficulties')}
          aria-label={t('questionAdmin.difficulty')}
          onChange={filter('difficulty')}
          style={{ width: 170 }}
          options={QUESTION_DIFFICULTIES.map((value) => ({
            value,
            label: t(`questionAdmin.difficulties.${value}`),
          }))}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('questionAdmin.allCategories')}
          aria-label={t('questionAdmin.category')}
          onChange={filter('categoryId')}
          style={{ width: 220 }}
          options={chapters.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Space>
      <div style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={selected.length === 0}
          loading={add.isPending}
          onClick={async () => {
            await add.mutateAsync(selected);
            message.success(t('questionAdmin.lesson.added', { count: selected.length }));
            setSelected([]);
          }}
        >
          {t('questionAdmin.lesson.addSelected', { count: selected.length })}
        </Button>
      </div>
      <Table<AdminQuestion>
        rowKey="id"
        size="small"
        scroll={(bank.data?.data.length ?? 0) > 0 ? { x: 'max-content' } : undefined}
        loading={bank.isFetching}
        dataSource={bank.data?.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: bank.data?.pagination.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'excerpt',
            title: t('questionAdmin.content'),
            render: (_v, row) => (
              <div style={{ minWidth: 200, maxWidth: 520 }}>
                <Excerpt text={row.excerpt} />
              </div>
            ),
          },
          { key: 'type', title: t('questionAdmin.type'), render: (_v, row) => <TypeTag type={row.type} /> },
          {
            key: 'difficulty',
            title: t('questionAdmin.difficulty'),
            render: (_v, row) => <DifficultyTag difficulty={row.difficulty} />,
          },
          {
            key: 'category',
            title: t('questionAdmin.category'),
            render: (_v, row) => <Typography.Text>{row.category?.name ?? ''}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
