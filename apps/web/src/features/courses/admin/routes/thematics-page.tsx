import {
  ApartmentOutlined,
  DeleteOutlined,
  EditOutlined,
  OrderedListOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { AdminThematic } from '@tutor/contract/learning';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCourse } from '@/features/courses/admin/api/courses';
import {
  useCreateThematic,
  useDeleteThematic,
  useThematics,
  useUpdateThematic,
} from '@/features/courses/admin/api/outline';
import { RowButton } from '@/features/courses/admin/components/row-button';
import { ThematicModal } from '@/features/courses/admin/components/thematic-modal';
import { useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { StatusTag } from '@/shared/admin/status-tag';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

/** /admin/courses/{id}/thematics: a course's thematics in their order, with their lessons one click away. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const courseId = useRouteId();
  const id = courseId ?? 0;
  const course = useCourse(courseId);
  const thematics = useThematics(courseId);
  const canEdit = hasAllPermissions(
    userGrantee(useCurrentUser().user),
    permissionsOf('course', 'read', 'update'),
  );
  const [editing, setEditing] = useState<AdminThematic | 'new' | null>(null);
  const create = useCreateThematic(id);
  const update = useUpdateThematic(id);
  const remove = useDeleteThematic(id);
  const confirmDelete = useConfirmDelete();
  const lessonsPath = (thematic: AdminThematic) => `/admin/courses/${id}/thematics/${thematic.id}/lessons`;

  return (
    <>
      <PageHeader
        title={
          course.data
            ? t('courseAdmin.thematics.title', { name: course.data.name })
            : t('adminPage.courses.thematics')
        }
        backTo={courseId ? `/admin/courses/${courseId}/edit` : '/admin/courses'}
        extra={
          <Space wrap>
            <Button
              icon={<ApartmentOutlined />}
              onClick={() => void navigate(`/admin/courses/tree?courseId=${id}`)}
            >
              {t('courseAdmin.courses.tree')}
            </Button>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('courseAdmin.thematics.add')}
              </Button>
            )}
          </Space>
        }
      />
      <QueryState query={thematics} backTo="/admin/courses" isInvalidId={courseId === null}>
        {(loaded) => (
          <Table<AdminThematic>
            rowKey="id"
            dataSource={loaded.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('courseAdmin.thematics.empty') }}
            columns={[
              { key: 'position', title: '#', render: (_value, _row, index) => index + 1, width: 48 },
              { key: 'name', title: t('courseAdmin.thematics.name'), dataIndex: 'name' },
              {
                key: 'lessons',
                title: t('courseAdmin.thematics.lessons'),
                dataIndex: 'lessonCount',
                align: 'right',
              },
              {
                key: 'status',
                title: t('courseAdmin.thematics.status'),
                render: (_value, row) => <StatusTag status={row.status} />,
              },
              {
                key: 'actions',
                title: t('courseAdmin.common.actions'),
                fixed: 'right',
                render: (_value, row) => (
                  <Space size={0}>
                    <RowButton
                      label={t('courseAdmin.thematics.openLessons', { name: row.name })}
                      icon={<OrderedListOutlined />}
                      onClick={() => void navigate(lessonsPath(row))}
                    />
                    {canEdit && (
                      <>
                        <RowButton
                          label={t('courseAdmin.tree.renameOf', { name: row.name })}
                          icon={<EditOutlined />}
                          onClick={() => setEditing(row)}
                        />
                        <RowButton
                          label={t('courseAdmin.tree.deleteOf', { name: row.name })}
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
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing !== null && (
        <ThematicModal
          thematic={editing === 'new' ? undefined : editing}
          onCreate={async (body) => {
            await create.mutateAsync(body);
            message.success(t('admin.notice.createSuccess'));
          }}
          onUpdate={async (thematicId, body) => {
            await update.mutateAsync({ id: thematicId, body });
            message.success(t('admin.notice.updateSuccess'));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
