import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import type { AdminVideoTimeline } from '@tutor/contract/videos';
import { App, Button, Card, Form, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateTimeline,
  useDeleteTimeline,
  useUpdateTimeline,
  useVideo,
  useVideoTimelines,
} from '@/features/courses/admin/api/videos';
import styles from '@/features/courses/admin/components/course-admin.module.css';
import { RowButton } from '@/features/courses/admin/components/row-button';
import {
  formatTimecode,
  parseTimecode,
  sortTimelines,
} from '@/features/courses/admin/components/timeline-time';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

type ChapterValues = { title?: string; time?: string };

/** .../{lessonId}/{videoId}: the chapters of a video (title + mm:ss), in playing order. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const courseId = useRouteId('courseId');
  const thematicId = useRouteId('thematicId');
  const lessonId = useRouteId('lessonId');
  const videoId = useRouteId('videoId');
  const id = videoId ?? 0;
  const video = useVideo(videoId);
  const timelines = useVideoTimelines(videoId);
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, permissionsOf('video-timeline', 'create'));
  const canEdit = hasAllPermissions(grantee, permissionsOf('video-timeline', 'update'));
  const canDelete = hasAllPermissions(grantee, permissionsOf('video-timeline', 'delete'));
  const create = useCreateTimeline(id);
  const update = useUpdateTimeline(id);
  const remove = useDeleteTimeline(id);
  const confirmDelete = useConfirmDelete();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [form] = Form.useForm<ChapterValues>();
  const duration = video.data?.duration ?? 0;

  /** The time typed, checked: a time of day shape and within the video's duration. */
  const timeRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      const seconds = parseTimecode(value ?? '');
      if (seconds === null) throw new Error(t('courseAdmin.timelines.invalidTime'));
      if (duration > 0 && seconds > duration)
        throw new Error(t('courseAdmin.timelines.pastDuration', { duration: formatTimecode(duration) }));
    },
  };

  const save = async (values: ChapterValues) => {
    const body = { title: (values.title ?? '').trim(), second: parseTimecode(values.time ?? '') ?? 0 };
    if (editingId === null) {
      await create.mutateAsync(body);
      message.success(t('admin.notice.createSuccess'));
    } else {
      await update.mutateAsync({ id: editingId, body });
      message.success(t('admin.notice.updateSuccess'));
      setEditingId(null);
    }
    form.resetFields();
  };

  return (
    <>
      <PageHeader
        title={
          video.data
            ? t('courseAdmin.timelines.title', { name: video.data.name })
            : t('adminPage.courses.videoTimeline')
        }
        description={
          video.data ? `${t('courseAdmin.videos.duration')}: ${formatTimecode(duration)}` : undefined
        }
        backTo={`/admin/courses/${courseId}/${thematicId}/${lessonId}`}
      />
      {(canCreate || editingId !== null) && (
        <Card className={styles.card}>
          <Form<ChapterValues>
            form={form}
            layout="inline"
            onFinish={(values) => void save(values).catch(() => {})}
            style={{ rowGap: 8 }}
          >
            <Form.Item
              name="title"
              label={t('courseAdmin.timelines.heading')}
              rules={[{ required: true, whitespace: true, message: t('courseAdmin.timelines.heading') }]}
            >
              <Input maxLength={255} style={{ minWidth: 220 }} />
            </Form.Item>
            <Form.Item
              name="time"
              label={t('courseAdmin.timelines.time')}
              extra={t('courseAdmin.timelines.timeHint')}
              rules={[timeRule]}
            >
              <Input placeholder="05:30" inputMode="numeric" style={{ width: 110 }} />
            </Form.Item>
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                icon={editingId === null ? <PlusOutlined /> : undefined}
                loading={create.isPending || update.isPending}
              >
                {editingId === null ? t('courseAdmin.timelines.add') : t('courseAdmin.timelines.save')}
              </Button>
              {editingId !== null && (
                <Button
                  onClick={() => {
                    setEditingId(null);
                    form.resetFields();
                  }}
                >
                  {t('courseAdmin.timelines.cancel')}
                </Button>
              )}
            </Space>
          </Form>
        </Card>
      )}
      <QueryState query={timelines} backTo="/admin/courses" isInvalidId={videoId === null}>
        {(loaded) => (
          <Table<AdminVideoTimeline>
            rowKey="id"
            dataSource={sortTimelines(loaded.data)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('courseAdmin.timelines.empty') }}
            columns={[
              {
                key: 'time',
                title: t('courseAdmin.timelines.time'),
                render: (_v, row) => formatTimecode(row.second),
                width: 110,
              },
              { key: 'title', title: t('courseAdmin.timelines.heading'), dataIndex: 'title' },
              {
                key: 'actions',
                title: t('courseAdmin.common.actions'),
                render: (_v, row) => (
                  <Space size={0}>
                    {canEdit && (
                      <RowButton
                        label={t('courseAdmin.timelines.editOf', { name: row.title })}
                        icon={<EditOutlined />}
                        onClick={() => {
                          setEditingId(row.id);
                          form.setFieldsValue({ title: row.title, time: formatTimecode(row.second) });
                        }}
                      />
                    )}
                    {canDelete && (
                      <RowButton
                        label={t('courseAdmin.timelines.deleteOf', { name: row.title })}
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
    </>
  );
}
