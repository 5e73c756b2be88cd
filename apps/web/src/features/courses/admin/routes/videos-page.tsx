import { DeleteOutlined, EditOutlined, FieldTimeOutlined, PlusOutlined } from '@ant-design/icons';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import type { AdminVideo } from '@tutor/contract/videos';
import { App, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLesson } from '@/features/courses/admin/api/outline';
import {
  useCreateVideo,
  useDeleteVideo,
  useLessonVideos,
  useUpdateVideo,
} from '@/features/courses/admin/api/videos';
import { RowButton } from '@/features/courses/admin/components/row-button';
import { formatTimecode } from '@/features/courses/admin/components/timeline-time';
import { VideoModal } from '@/features/courses/admin/components/video-modal';
import { VideoUpload } from '@/features/courses/admin/components/video-upload';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { StatusTag } from '@/shared/admin/status-tag';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

/** A file's size as people read it: KB under a megabyte, MB above. */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /admin/courses/{courseId}/{thematicId}/{lessonId}: a lesson's videos, their mp4 uploads and chapters. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const courseId = useRouteId('courseId');
  const thematicId = useRouteId('thematicId');
  const lessonId = useRouteId('lessonId');
  const lesson = useLesson(lessonId);
  const videos = useLessonVideos(lessonId);
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, permissionsOf('video', 'create'));
  const canEdit = hasAllPermissions(grantee, permissionsOf('video', 'read', 'update'));
  const canDelete = hasAllPermissions(grantee, permissionsOf('video', 'delete'));
  const [editing, setEditing] = useState<AdminVideo | 'new' | null>(null);
  const id = lessonId ?? 0;
  const create = useCreateVideo(id);
  const update = useUpdateVideo(id);
  const remove = useDeleteVideo(id);
  const confirmDelete = useConfirmDelete();
  const base = `/admin/courses/${courseId}/${thematicId}/${lessonId}`;
  const rows = videos.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={
          lesson.data
            ? t('courseAdmin.videos.title', { name: lesson.data.name })
            : t('adminPage.courses.videos')
        }
        backTo={`/admin/courses/${courseId}/thematics/${thematicId}/lessons`}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('courseAdmin.videos.add')}
            </Button>
          )
        }
      />
      <QueryState
        query={videos}
        backTo="/admin/courses"
        isInvalidId={courseId === null || thematicId === null || lessonId === null}
      >
        {(loaded) => (
          <Table<AdminVideo>
            rowKey="id"
            dataSource={[...loaded.data].sort((a, b) => a.position - b.position || a.id - b.id)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('courseAdmin.videos.empty') }}
            columns={[
              { key: 'position', title: t('courseAdmin.videos.position'), dataIndex: 'position', width: 72 },
              {
                key: 'name',
                title: t('courseAdmin.videos.name'),
                render: (_v, row) => (
                  <Space size={4} wrap>
                    {row.name}
                    {row.isFree && <Tag color="green">{t('courseAdmin.videos.isFree')}</Tag>}
                  </Space>
                ),
              },
              {
                key: 'option',
                title: t('courseAdmin.videos.option'),
                render: (_v, row) => t(`courseAdmin.videos.options.${row.option}`),
              },
              {
                key: 'file',
                title: t('courseAdmin.videos.file'),
                render: (_v, row) =>
                  row.option === 'UPLOAD' ? (
                    <Space size={8} wrap>
                      {row.hasFile ? (
                        <Typography.Text data-video-file-size>{fileSize(row.fileBytes)}</Typography.Text>
                      ) : (
                        <Typography.Text type="secondary">{t('courseAdmin.videos.noFile')}</Typography.Text>
                      )}
                      {canEdit && <VideoUpload video={row} />}
                    </Space>
                  ) : row.embedUrl ? (
                    <Typography.Link href={row.embedUrl} target="_blank" rel="noreferrer">
                      {row.externalId}
                    </Typography.Link>
                  ) : (
                    row.externalId
                  ),
              },
              {
                key: 'duration',
                title: t('courseAdmin.videos.duration'),
                render: (_v, row) => formatTimecode(row.duration),
              },
              {
                key: 'views',
                title: t('courseAdmin.videos.allowedViews'),
                render: (_v, row) => row.allowedViews ?? t('courseAdmin.videos.unlimited'),
              },
              {
                key: 'status',
                title: t('courseAdmin.videos.status'),
                render: (_v, row) => <StatusTag status={row.status} />,
              },
              {
                key: 'actions',
                title: t('courseAdmin.common.actions'),
                render: (_v, row) => (
                  <Space size={0}>
                    <RowButton
                      label={t('courseAdmin.videos.timelinesOf', { name: row.name })}
                      icon={<FieldTimeOutlined />}
                      onClick={() => void navigate(`${base}/${row.id}`)}
                    />
                    {canEdit && (
                      <RowButton
                        label={t('courseAdmin.videos.editOf', { name: row.name })}
                        icon={<EditOutlined />}
                        onClick={() => setEditing(row)}
                      />
                    )}
                    {canDelete && (
                      <RowButton
                        label={t('courseAdmin.videos.deleteOf', { name: row.name })}
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
      {editing !== null && (
        <VideoModal
          video={editing === 'new' ? undefined : editing}
          nextPosition={rows.reduce((max, row) => Math.max(max, row.position), 0) + 1}
          onCreate={async (body) => {
            await create.mutateAsync(body);
            message.success(t('admin.notice.createSuccess'));
          }}
          onUpdate={async (videoId, body) => {
            await update.mutateAsync({ id: videoId, body });
            message.success(t('admin.notice.updateSuccess'));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
