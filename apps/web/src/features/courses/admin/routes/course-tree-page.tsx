import { PlusOutlined } from '@ant-design/icons';
import type {
  AdminLesson,
  AdminThematic,
  CreateLessonBody,
  CreateThematicBody,
  UpdateThematicBody,
} from '@tutor/contract/learning';
import {
  createLessonBodySchema,
  createThematicBodySchema,
  updateThematicBodySchema,
} from '@tutor/contract/learning';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { App, Button, Empty, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useCourseTree,
  useCreateLesson,
  useCreateThematic,
  useDeleteThematic,
  useReorder,
  useUpdateThematic,
} from '@/features/courses/admin/api/outline';
import { CopyLessonModal } from '@/features/courses/admin/components/copy-lesson-modal';
import styles from '@/features/courses/admin/components/course-admin.module.css';
import { NameModal } from '@/features/courses/admin/components/name-modal';
import { OutlineTree } from '@/features/courses/admin/components/outline-tree';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const COURSES = ['courses'] as const;

type Dialog =
  | { kind: 'addThematic' }
  | { kind: 'rename'; thematic: AdminThematic }
  | { kind: 'addLesson'; thematic: AdminThematic }
  | { kind: 'copy'; lesson: AdminLesson };

function parseId(raw: string | null): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** /admin/courses/tree: pick a course, then order its thematics and lessons by drag and drop. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const courseId = parseId(params.get('courseId'));
  const courses = useExtraData(COURSES).data?.courses ?? [];
  const tree = useCourseTree(courseId);
  const grantee = userGrantee(useCurrentUser().user);
  const canEditThematics = hasAllPermissions(grantee, permissionsOf('course', 'read', 'update'));
  const canEditLessons = hasAllPermissions(grantee, permissionsOf('lesson', 'read', 'update'));
  const canCreateLessons = hasAllPermissions(grantee, permissionsOf('lesson', 'read', 'create'));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const id = courseId ?? 0;
  const reorder = useReorder(id);
  const createThematic = useCreateThematic(id);
  const updateThematic = useUpdateThematic(id);
  const deleteThematic = useDeleteThematic(id);
  const createLesson = useCreateLesson(id);
  const confirmDelete = useConfirmDelete();

  const lessonsPath = (thematicId: number) => `/admin/courses/${id}/thematics/${thematicId}/lessons`;

  return (
    <>
      <PageHeader title={t('adminPage.courses.tree')} description={t('courseAdmin.tree.pickCourseHint')} />
      <div className={styles.toolbar}>
        <Select
          className={styles.toolbarGrow}
          showSearch
          optionFilterProp="label"
          aria-label={t('courseAdmin.tree.pickCourse')}
          placeholder={t('courseAdmin.tree.pickCourse')}
          value={courseId ?? undefined}
          onChange={(value: number) => setParams({ courseId: String(value) })}
          options={courses.map((course) => ({ value: course.id, label: course.name }))}
        />
        {courseId !== null && canEditThematics && (
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'addThematic' })}>
            {t('courseAdmin.tree.addThematic')}
          </Button>
        )}
      </div>
      {courseId === null ? (
        <Empty description={t('courseAdmin.tree.pickCourseHint')} />
      ) : (
        <QueryState query={tree} backTo="/admin/courses">
          {(loaded) =>
            loaded.thematics.length === 0 ? (
              <Empty description={t('courseAdmin.tree.empty')} />
            ) : (
              <>
                <Typography.Paragraph type="secondary">
                  {t('courseAdmin.tree.a11y.instructions')}
                </Typography.Paragraph>
                <OutlineTree
                  tree={loaded}
                  actions={{
                    canEditThematics,
                    canEditLessons,
                    canCreateLessons,
                    onReorder: async (request) => {
                      await reorder.mutateAsync(request);
                      message.success(t('courseAdmin.tree.reordered'));
                    },
                    onAddLesson: (thematic) => setDialog({ kind: 'addLesson', thematic }),
                    onRenameThematic: (thematic) => setDialog({ kind: 'rename', thematic }),
                    onDeleteThematic: (thematic) =>
                      confirmDelete({
                        onConfirm: async () => {
                          await deleteThematic.mutateAsync(thematic.id);
                          message.success(t('admin.notice.deleteSuccess'));
                        },
                      }),
                    onOpenLessons: (thematic) => void navigate(lessonsPath(thematic.id)),
                    onEditLesson: (lesson) =>
                      void navigate(`${lessonsPath(lesson.thematicId)}?edit=${lesson.id}`),
                    onLessonVideos: (lesson) =>
                      void navigate(`/admin/courses/${id}/${lesson.thematicId}/${lesson.id}`),
                    onCopyLesson: (lesson) => setDialog({ kind: 'copy', lesson }),
                  }}
                />
              </>
            )
          }
        </QueryState>
      )}
      {dialog?.kind === 'addThematic' && (
        <NameModal<CreateThematicBody>
          title={t('courseAdmin.tree.addThematic')}
          label={t('courseAdmin.tree.thematicName')}
          schema={createThematicBodySchema}
          onSubmit={async (body) => {
            await createThematic.mutateAsync(body);
            message.success(t('admin.notice.createSuccess'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameModal<UpdateThematicBody>
          title={t('courseAdmin.tree.renameOf', { name: dialog.thematic.name })}
          label={t('courseAdmin.tree.thematicName')}
          initialName={dialog.thematic.name}
          schema={updateThematicBodySchema}
          onSubmit={async (body) => {
            await updateThematic.mutateAsync({ id: dialog.thematic.id, body });
            message.success(t('admin.notice.updateSuccess'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'addLesson' && (
        <NameModal<CreateLessonBody>
          title={t('courseAdmin.tree.addLessonTo', { name: dialog.thematic.name })}
          label={t('courseAdmin.tree.lessonName')}
          schema={createLessonBodySchema}
          onSubmit={async (body) => {
            await createLesson.mutateAsync({ thematicId: dialog.thematic.id, body });
            message.success(t('admin.notice.createSuccess'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'copy' && <CopyLessonModal lesson={dialog.lesson} onClose={() => setDialog(null)} />}
    </>
  );
}
