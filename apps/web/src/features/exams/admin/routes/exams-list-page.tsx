import { BarChartOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { AdminExam } from '@tutor/contract/exams';
import { formatDateTime } from '@tutor/contract/format';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteExam, useDeleteExams } from '@/features/exams/admin/api/delete-exams';
import { useExams } from '@/features/exams/admin/api/get-exams';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useFromListState } from '@/shared/admin/list-navigation';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['createdAt', 'name'] as const;
const FILTER_KEYS = ['categoryId', 'status'] as const;
const CATEGORIES = ['categories'] as const;

/** /admin/exams: time, questions, window and results policy, with a link to each paper's questions. */
export function Component() {
  const { t } = useTranslation();
  const categories = (useExtraData(CATEGORIES).data?.categories ?? []).filter((c) => c.type === 'EXAM');
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useExams(list.query);
  const navigate = useNavigate();
  const fromList = useFromListState();
  const grantee = userGrantee(useCurrentUser().user);
  const canSeeReport = hasAllPermissions(grantee, permissionsOf('exam-report', 'read'));
  const canSeeSessions = hasAllPermissions(grantee, permissionsOf('exam', 'read'));
  const deleteExam = useDeleteExam();
  const deleteExams = useDeleteExams();

  const windowLabel = (exam: AdminExam) =>
    exam.opensAt || exam.closesAt
      ? `${exam.opensAt ? formatDateTime(exam.opensAt) : '…'} → ${exam.closesAt ? formatDateTime(exam.closesAt) : '…'}`
      : t('examAdmin.always');

  const columns: AdminColumn<AdminExam>[] = [
    { key: 'name', title: t('examAdmin.name'), sortField: 'name', render: (exam) => exam.name },
    {
      key: 'questions',
      title: t('examAdmin.questionCount'),
      align: 'right',
      exportValue: (exam) => String(exam.questionCount),
      render: (exam) => (
        <Link to={`/admin/exams/${exam.id}/exam-questions`}>
          <Button size="small">{exam.questionCount}</Button>
        </Link>
      ),
    },
    {
      key: 'duration',
      title: t('examAdmin.duration'),
      align: 'right',
      render: (exam) => exam.duration,
    },
    { key: 'window', title: t('examAdmin.window'), exportValue: windowLabel, render: windowLabel },
    {
      key: 'results',
      title: t('examAdmin.resultsShown'),
      exportValue: (exam) => t(`examAdmin.results.${exam.resultsShown}`),
      render: (exam) => (
        <Tag color={exam.resultsShown === 'AFTER_CLOSE' ? 'orange' : 'green'}>
          {t(`examAdmin.results.${exam.resultsShown}`)}
        </Tag>
      ),
    },
    {
      key: 'categories',
      title: t('examAdmin.categories'),
      exportValue: (exam) => exam.categories.map((category) => category.name).join(', '),
      render: (exam) => (
        <Space size={[0, 4]} wrap>
          {exam.categories.map((category) => (
            <Tag key={category.id}>{category.name}</Tag>
          ))}
        </Space>
      ),
    },
    statusColumn(t, t('examAdmin.status')),
    createdAtColumn(t('examAdmin.createdAt')),
  ];

  return (
    <AdminListPage<AdminExam>
      title={t('adminPage.exams.list')}
      resource="exam"
      basePath="/admin/exams"
      addLabel={t('examAdmin.add')}
      deleteOne={(exam) => deleteExam.mutateAsync(exam.id)}
      leadingActions={(exam) => (
        <Space size={0}>
          {canSeeReport && (
            <Tooltip title={t('examAdmin.report')}>
              <Button
                type="text"
                icon={<BarChartOutlined />}
                aria-label={`${t('examAdmin.report')}: ${exam.name}`}
                onClick={() => void navigate(`/admin/exams/${exam.id}/report`, { state: fromList })}
              />
            </Tooltip>
          )}
          {canSeeSessions && (
            <Tooltip title={t('examAdmin.sessions')}>
              <Button
                type="text"
                icon={<FieldTimeOutlined />}
                aria-label={`${t('examAdmin.sessions')}: ${exam.name}`}
                onClick={() => void navigate(`/admin/exams/${exam.id}/exam-sessions`, { state: fromList })}
              />
            </Tooltip>
          )}
        </Space>
      )}
      name="exams"
      list={list}
      result={result}
      columns={columns}
      rowKey={(exam) => exam.id}
      rowLabel={(exam) => exam.name}
      searchPlaceholder={t('examAdmin.search')}
      deleteMany={(ids) => deleteExams.mutateAsync(ids)}
      hasStatusFilter
      filters={
        <FilterSelect
          list={list}
          name="categoryId"
          label={t('examAdmin.categories')}
          placeholder={t('examAdmin.allCategories')}
          isSearchable
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      }
    />
  );
}
