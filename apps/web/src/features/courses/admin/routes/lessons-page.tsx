import {
  BarChartOutlined,
  DeleteOutlined,
  EditOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  OrderedListOutlined,
  PlusOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { formatDateTime } from '@tutor/contract/format';
import type { AdminLesson, CreateLessonBody } from '@tutor/contract/learning';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { App, Button, Drawer, Grid, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  useCreateLesson,
  useDeleteLesson,
  useLesson,
  useLessons,
  useThematics,
  useUpdateLesson,
} from '@/features/courses/admin/api/outline';
import { LessonAnswersEditor } from '@/features/courses/admin/components/lesson-answers-editor';
import { LessonFiles } from '@/features/courses/admin/components/lesson-files';
import { LessonForm, storedLessonBody } from '@/features/courses/admin/components/lesson-form';
import { RowButton } from '@/features/courses/admin/components/row-button';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { StatusTag } from '@/shared/admin/status-tag';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

function idOf(raw: string | undefined | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * /admin/courses/{courseId}/thematics/{thematicId}/lessons: the thematic's lessons in order. A lesson is
 * created and edited in a drawer (`?edit=new|{id}`), where a stored one also gets its PDFs and answer sheet.
 */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const courseId = idOf(params.courseId);
  const thematicId = idOf(params.thematicId);
  const [search, setSearch] = useSearchParams();
  const editing = search.get('edit');
  const editId = idOf(editing);
  const isNew = editing === 'new';
  const course = courseId ?? 0;
  const lessons = useLessons(courseId, thematicId);
  const thematic = useThematics(courseId).data?.data.find((row) => row.id === thematicId);
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, permissionsOf('lesson', 'create'));
  const canEdit = hasAllPermissions(grantee, permissionsOf('lesson', 'read', 'update'));
  const canDelete = hasAllPermissions(grantee, permissionsOf('lesson', 'delete'));
  const canSeeQuestions = hasAllPermissions(grantee, permissionsOf('lesson-question', 'read'));
  // Spec §6: exam sessions need exam-session:update; the lesson exam's report needs exam-report:read.
  const canSeeExamSessions = hasAllPermissions(grantee, ['exam-session:update']);
  const canSeeExamReport = hasAllPermissions(grantee, permissionsOf('exam-report', 'read'));
  const remove = useDeleteLesson(course);
  const confirmDelete = useConfirmDelete();
  const isPhone = !Grid.useBreakpoint().md;

  const open = (value: string | null) =>
    setSearch(value === null ? {} : { edit: value }, { replace: value === null });
  const base = `/admin/courses/${course}`;
  const lessonBase = (lesson: AdminLesson) => `${base}/thematics/${lesson.thematicId}/lessons/${lesson.id}`;

  return (
    <>
      <PageHeader
        title={
          thematic ? t('courseAdmin.lessons.title', { name: thematic.name }) : t('adminPage.courses.lessons')
        }
        backTo={`${base}/thematics`}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              {t('courseAdmin.lessons.add')}
            </Button>
          )
        }
      />
      <QueryState
        query={lessons}
        backTo={`${base}/thematics`}
        isInvalidId={courseId === null || thematicId === null}
      >
        {(loaded) => (
          <Table<AdminLesson>
            rowKey="id"
            dataSource={loaded.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('courseAdmin.lessons.empty') }}
            columns={[
              { key: 'position', title: '#', width: 48, render: (_value, _row, index) => index + 1 },
              {
                key: 'name',
                title: t('courseAdmin.lessons.name'),
                render: (_value, row) => (
                  <Space size={4} wrap>
                    {row.name}
                    {row.isFree && <Tag color="green">{t('courseAdmin.tree.free')}</Tag>}
                  </Space>
                ),
              },
              {
                key: 'releaseDate',
                title: t('courseAdmin.lessons.releaseDate'),
                render: (_value, row) => (row.releaseDate ? formatDateTime(row.releaseDate) : ''),
              },
              {
                key: 'videos',
                title: t('courseAdmin.lessons.videos'),
                dataIndex: 'videoCount',
                align: 'right',
              },
              {
                key: 'answers',
                title: t('courseAdmin.lessons.answers'),
                dataIndex: 'answerCount',
                align: 'right',
              },
              {
                key: 'status',
                title: t('courseAdmin.lessons.status'),
                render: (_value, row) => <StatusTag status={row.status} />,
              },
              {
                key: 'actions',
                title: t('courseAdmin.common.actions'),
                fixed: isPhone ? undefined : 'right',
                render: (_value, row) => (
                  <Space size={0}>
                    <RowButton
                      label={t('courseAdmin.lessons.videosOf', { name: row.name })}
                      icon={<VideoCameraOutlined />}
                      onClick={() => void navigate(`${base}/${row.thematicId}/${row.id}`)}
                    />
                    {canSeeQuestions && (
                      <RowButton
                        label={t('courseAdmin.lessons.questionsOf', { name: row.name })}
                        icon={<OrderedListOutlined />}
                        onClick={() => void navigate(`${base}/${row.thematicId}/${row.id}/lesson-questions`)}
                      />
                    )}
                    {row.examTime > 0 && canSeeExamSessions && (
                      <RowButton
                        label={t('courseAdmin.lessons.examSessionsOf', { name: row.name })}
                        icon={<FieldTimeOutlined />}
                        onClick={() => void navigate(`${lessonBase(row)}/exam-sessions`)}
                      />
                    )}
                    {row.examTime > 0 && canSeeExamReport && (
                      <RowButton
                        label={t('courseAdmin.lessons.examReportOf', { name: row.name })}
                        icon={<BarChartOutlined />}
                        onClick={() => void navigate(`${lessonBase(row)}/exam-report`)}
                      />
                    )}
                    <RowButton
                      label={t('courseAdmin.lessons.historiesOf', { name: row.name })}
                      icon={<HistoryOutlined />}
                      onClick={() => void navigate(`${lessonBase(row)}/lesson-histories`)}
                    />
                    {canEdit && (
                      <RowButton
                        label={t('courseAdmin.lessons.editOf', { name: row.name })}
                        icon={<EditOutlined />}
                        onClick={() => open(String(row.id))}
                      />
                    )}
                    {canDelete && (
                      <RowButton
                        label={t('courseAdmin.lessons.deleteOf', { name: row.name })}
                        icon={<DeleteOutlined />}
                        danger
                        onClick={() =>
                          confirmDelete({
                            onConfirm: async () => {
                              await remove.mutateAsync(row.id);
                              message.success(t('admin.notice.deleteSuccess'));
                            },
                          })
                        }
                      />
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <Drawer
        open={isNew || editId !== null}
        onClose={() => open(null)}
        title={isNew ? t('courseAdmin.lessons.add') : t('courseAdmin.lessons.edit')}
        size={isPhone ? '100%' : 880}
        destroyOnHidden
      >
        {isNew && thematicId !== null && (
          <NewLesson
            courseId={course}
            thematicId={thematicId}
            onCreated={(id) => open(String(id))}
            onCancel={() => open(null)}
          />
        )}
        {editId !== null && (
          <EditLesson lessonId={editId} courseId={course} canEdit={canEdit} onDone={() => open(null)} />
        )}
      </Drawer>
    </>
  );
}

function NewLesson({
  courseId,
  thematicId,
  onCreated,
  onCancel,
}: {
  courseId: number;
  thematicId: number;
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateLesson(courseId);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('courseAdmin.lessons.filesAfterCreate')}
      </Typography.Paragraph>
      <LessonForm
        onCancel={onCancel}
        onSubmit={async (body) => {
          const created = await create.mutateAsync({ thematicId, body: body as CreateLessonBody });
          message.success(t('admin.notice.createSuccess'));
          // Its PDFs and answer sheet are added to the stored lesson: continue in its edit drawer.
          onCreated(created.id);
        }}
      />
    </>
  );
}

function EditLesson({
  lessonId,
  courseId,
  canEdit,
  onDone,
}: {
  lessonId: number;
  courseId: number;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lesson = useLesson(lessonId);
  const update = useUpdateLesson(courseId);
  return (
    <QueryState query={lesson} backTo={`/admin/courses/${courseId}/thematics`}>
      {(loaded) => (
        <Tabs
          items={[
            {
              key: 'details',
              label: t('courseAdmin.courses.tabs.details'),
              children: (
                <LessonForm
                  key={loaded.updatedAt}
                  lesson={loaded}
                  onCancel={onDone}
                  onSubmit={async (body) => {
                    await update.mutateAsync({
                      id: loaded.id,
                      body: changedFields(body, storedLessonBody(loaded)),
                    });
                    message.success(t('admin.notice.updateSuccess'));
                  }}
                />
              ),
            },
            {
              key: 'files',
              label: t('courseAdmin.lessons.files'),
              children: <LessonFiles lesson={loaded} canEdit={canEdit} />,
            },
            {
              key: 'answers',
              label: t('courseAdmin.lessons.answers'),
              children: <LessonAnswersEditor courseId={courseId} lessonId={loaded.id} canEdit={canEdit} />,
            },
          ]}
        />
      )}
    </QueryState>
  );
}
