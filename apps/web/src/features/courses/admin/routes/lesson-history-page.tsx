import { formatDateTime } from '@tutor/contract/format';
import type { LessonHistoryDetail } from '@tutor/contract/learning';
import { Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLessonHistory } from '@/features/courses/admin/api/lesson-histories';
import { useLesson } from '@/features/courses/admin/api/outline';
import { formatTimecode } from '@/features/courses/admin/components/timeline-time';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

type Answer = LessonHistoryDetail['answers'][number];

/** .../lesson-histories/{id}: one submission, slot by slot. */
export function Component() {
  const { t } = useTranslation();
  const { courseId, thematicId, lessonId } = useParams();
  const id = useRouteId();
  const history = useLessonHistory(id);
  // Opened from a user's histories the address has no thematic (0): the lesson says which it is.
  const lessonNumber = useRouteId('lessonId');
  const lesson = useLesson(thematicId === '0' ? lessonNumber : null);
  const thematic = lesson.data?.thematicId ?? thematicId;
  const back = `/admin/courses/${courseId}/thematics/${thematic}/lessons/${lessonId}/lesson-histories`;
  return (
    <>
      <PageHeader
        title={
          history.data
            ? t('courseAdmin.histories.detailTitle', {
                name: history.data.user.fullName || history.data.user.username,
              })
            : t('adminPage.courses.lessonHistory')
        }
        backTo={back}
      />
      <QueryState query={history} backTo={back} isInvalidId={id === null}>
        {(loaded) => (
          <>
            <Card style={{ marginBottom: 16 }}>
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                items={[
                  { key: 'lesson', label: t('courseAdmin.histories.lesson'), children: loaded.lessonName },
                  {
                    key: 'user',
                    label: t('courseAdmin.histories.user'),
                    children: `${loaded.user.fullName} (${loaded.user.username})`,
                  },
                  {
                    key: 'score',
                    label: t('courseAdmin.histories.score'),
                    children: `${loaded.score} / ${loaded.totalPoint}`,
                  },
                  {
                    key: 'correct',
                    label: t('courseAdmin.histories.correct'),
                    children: `${loaded.correctCount}/${loaded.totalCount}`,
                  },
                  {
                    key: 'passed',
                    label: t('courseAdmin.histories.passed'),
                    children: loaded.isPassed
                      ? t('courseAdmin.histories.isPassed')
                      : t('courseAdmin.histories.isFailed'),
                  },
                  {
                    key: 'time',
                    label: t('courseAdmin.histories.timeSpent'),
                    children: formatTimecode(loaded.timeSpent),
                  },
                  {
                    key: 'at',
                    label: t('courseAdmin.histories.createdAt'),
                    children: formatDateTime(loaded.createdAt),
                  },
                ]}
              />
            </Card>
            <Table<Answer>
              rowKey="lessonAnswerId"
              dataSource={loaded.answers}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'position', title: t('courseAdmin.answers.position'), dataIndex: 'position' },
                {
                  key: 'kind',
                  title: t('courseAdmin.answers.kind'),
                  render: (_v, row) => t(`courseAdmin.answers.kinds.${row.kind}`),
                },
                {
                  key: 'answer',
                  title: t('courseAdmin.histories.answerUser'),
                  render: (_v, row) => row.answerUser || t('courseAdmin.histories.blank'),
                },
                {
                  key: 'correct',
                  title: t('courseAdmin.histories.isCorrect'),
                  render: (_v, row) =>
                    row.isCorrect ? (
                      <Tag color="green">{t('courseAdmin.histories.right')}</Tag>
                    ) : (
                      <Tag color="red">{t('courseAdmin.histories.wrong')}</Tag>
                    ),
                },
                {
                  key: 'earned',
                  title: t('courseAdmin.histories.earned'),
                  dataIndex: 'earned',
                  align: 'right',
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
