import { FilePdfOutlined } from '@ant-design/icons';
import { QUESTION_TYPES } from '@tutor/contract/exam-grading';
import { QUESTION_DIFFICULTIES } from '@tutor/contract/question-input';
import type { AdminQuestion } from '@tutor/contract/questions';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useDeleteManyQuestions,
  useDeleteQuestion,
  useQuestions,
} from '@/features/questions/admin/api/questions';
import { DifficultyTag, Excerpt, TypeTag } from '@/features/questions/admin/components/question-tags';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { StatusTag } from '@/shared/admin/status-tag';
import { useResourcePermissions } from '@/shared/admin/use-resource-permissions';

const SORT_FIELDS = ['createdAt', 'updatedAt', 'difficulty', 'type'] as const;
const FILTER_KEYS = ['type', 'difficulty', 'categoryId', 'tagId', 'status'] as const;
const EXTRA = ['categories', 'tags'] as const;

/** /admin/questions: the bank, filtered by type, chapter, tag, difficulty and words, stems typeset. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useQuestions(list.query);
  const deleteOne = useDeleteQuestion();
  const deleteMany = useDeleteManyQuestions();
  const extra = useExtraData(EXTRA).data;
  const chapters = (extra?.categories ?? []).filter((c) => c.type === 'QUESTION');
  const { canCreate } = useResourcePermissions('question');

  const columns: AdminColumn<AdminQuestion>[] = [
    {
      key: 'excerpt',
      title: t('questionAdmin.content'),
      exportValue: (row) => row.excerpt,
      render: (row) => (
        <div style={{ minWidth: 280, maxWidth: 520 }}>
          <Excerpt text={row.excerpt} />
        </div>
      ),
    },
    {
      key: 'type',
      title: t('questionAdmin.type'),
      sortField: 'type',
      exportValue: (row) => t(`questionAdmin.typesShort.${row.type}`),
      render: (row) => <TypeTag type={row.type} />,
    },
    {
      key: 'difficulty',
      title: t('questionAdmin.difficulty'),
      sortField: 'difficulty',
      exportValue: (row) => t(`questionAdmin.difficulties.${row.difficulty}`),
      render: (row) => <DifficultyTag difficulty={row.difficulty} />,
    },
    {
      key: 'category',
      title: t('questionAdmin.category'),
      exportValue: (row) => row.category?.name ?? '',
      render: (row) => <div style={{ minWidth: 110 }}>{row.category?.name ?? ''}</div>,
    },
    {
      key: 'tags',
      title: t('questionAdmin.tags'),
      exportValue: (row) => row.tags.map((tag) => tag.name).join(', '),
      render: (row) => (
        <Space size={[0, 4]} wrap>
          {row.tags.map((tag) => (
            <Tag key={tag.id}>{tag.name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'answers',
      title: t('questionAdmin.answers'),
      align: 'right',
      exportValue: (row) => row.answerCount,
      render: (row) => row.answerCount,
    },
    {
      key: 'usage',
      title: t('questionAdmin.usage'),
      exportValue: (row) => t('questionAdmin.usageText', { exams: row.examCount, lessons: row.lessonCount }),
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('questionAdmin.usageText', { exams: row.examCount, lessons: row.lessonCount })}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('questionAdmin.status'),
      exportValue: (row) => t(`admin.status.${row.status}`),
      render: (row) => <StatusTag status={row.status} />,
    },
    createdAtColumn(t('admin.content.createdAt')),
  ];

  return (
    <AdminListPage<AdminQuestion>
      title={t('adminPage.questions.list')}
      resource="question"
      basePath="/admin/questions"
      addLabel={t('questionAdmin.add')}
      createPath="/admin/questions/multiple"
      headerActions={
        canCreate && (
          <Link to="/admin/questions/create-from-pdf">
            <Button icon={<FilePdfOutlined />}>{t('questionAdmin.importPdf')}</Button>
          </Link>
        )
      }
      hasStatusFilter
      deleteOne={(row) => deleteOne.mutateAsync(row.id)}
      deleteMany={(ids) => deleteMany.mutateAsync(ids)}
      // The database refuses too (QUESTION_IN_USE); the button says why before anyone tries.
      deleteBlockedReason={(row) => (row.examCount + row.lessonCount > 0 ? t('questionAdmin.inUse') : null)}
      name="questions"
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => `#${row.id} ${row.excerpt.slice(0, 40)}`}
      searchPlaceholder={t('questionAdmin.search')}
      filters={
        <>
          <FilterSelect
            list={list}
            name="type"
            label={t('questionAdmin.type')}
            placeholder={t('questionAdmin.allTypes')}
            options={QUESTION_TYPES.map((value) => ({
              value,
              label: t(`questionAdmin.typesShort.${value}`),
            }))}
          />
          <FilterSelect
            list={list}
            name="difficulty"
            label={t('questionAdmin.difficulty')}
            placeholder={t('questionAdmin.allDifficulties')}
            options={QUESTION_DIFFICULTIES.map((value) => ({
              value,
              label: t(`questionAdmin.difficulties.${value}`),
            }))}
          />
          <FilterSelect
            list={list}
            name="categoryId"
            label={t('questionAdmin.category')}
            placeholder={t('questionAdmin.allCategories')}
            isSearchable
            options={chapters.map((c) => ({ value: c.id, label: c.name }))}
          />
          <FilterSelect
            list={list}
            name="tagId"
            label={t('questionAdmin.tags')}
            placeholder={t('questionAdmin.allTags')}
            isSearchable
            options={(extra?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </>
      }
    />
  );
}
