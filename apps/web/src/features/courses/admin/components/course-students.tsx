import { DeleteOutlined, HistoryOutlined, UserAddOutlined } from '@ant-design/icons';
import type { CourseStudent } from '@tutor/contract/courses';
import { formatDate } from '@tutor/contract/format';
import { App, Button, DatePicker, Form, Modal, Select, Space, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddToCourse, useCourseStudents, useRemoveStudent } from '@/features/courses/admin/api/students';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useResourcePermissions } from '@/shared/admin/use-resource-permissions';
import { useUserSearch } from '@/shared/admin/use-user-search';
import { instantOf } from './course-body';

const SORT_FIELDS = ['createdAt', 'expiresAt'] as const;

/** The students of a course, with removal and the "add students" picker (`POST /users/add-to-course`). */
export function CourseStudents({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const list = useListState({ sortFields: SORT_FIELDS });
  const result = useCourseStudents(courseId, list.query);
  const remove = useRemoveStudent(courseId);
  const { canEdit } = useResourcePermissions('course');
  const [isAdding, setAdding] = useState(false);

  const columns: AdminColumn<CourseStudent>[] = [
    {
      key: 'user',
      title: t('courseAdmin.students.user'),
      exportValue: (row) => `${row.name} (${row.username})`,
      render: (row) => (
        <span>
          {row.name}{' '}
          <span style={{ color: 'var(--ant-color-text-secondary, #595959)' }}>({row.username})</span>
        </span>
      ),
    },
    {
      key: 'email',
      title: t('courseAdmin.students.email'),
      exportValue: (row) => row.email,
      render: (row) => row.email,
    },
    {
      key: 'phone',
      title: t('courseAdmin.students.phone'),
      exportValue: (row) => row.phone,
      render: (row) => row.phone,
    },
    {
      key: 'source',
      title: t('courseAdmin.students.source'),
      exportValue: (row) => t(`courseAdmin.students.sources.${row.source}`),
      render: (row) => <Tag>{t(`courseAdmin.students.sources.${row.source}`)}</Tag>,
    },
    {
      key: 'expiresAt',
      title: t('courseAdmin.students.expiresAt'),
      sortField: 'expiresAt',
      exportValue: (row) => (row.expiresAt ? formatDate(row.expiresAt) : ''),
      render: (row) =>
        row.expiresAt ? (
          <Space size={4}>
            {formatDate(row.expiresAt)}
            {row.isExpired && <Tag color="red">{t('courseAdmin.students.expired')}</Tag>}
          </Space>
        ) : (
          t('courseAdmin.students.forever')
        ),
    },
    {
      key: 'createdAt',
      title: t('courseAdmin.students.enrolledAt'),
      sortField: 'createdAt',
      exportValue: (row) => formatDate(row.createdAt),
      render: (row) => formatDate(row.createdAt),
    },
  ];

  return (
    <>
      <AdminTable<CourseStudent>
        name="course-students"
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.userId}
        rowLabel={(row) => row.username}
        searchPlaceholder={t('courseAdmin.students.search')}
        actions={
          canEdit && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
              {t('courseAdmin.students.add')}
            </Button>
          )
        }
        rowActions={{
          leading: (row) => (
            <Space size={0}>
              <Tooltip title={t('courseAdmin.students.histories')}>
                <Button
                  type="text"
                  icon={<HistoryOutlined />}
                  aria-label={`${t('courseAdmin.students.histories')}: ${row.username}`}
                  onClick={() => void navigate(`/admin/users/${row.userId}/lesson-histories`)}
                />
              </Tooltip>
              {canEdit && (
                <Tooltip title={t('courseAdmin.students.remove')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('courseAdmin.students.removeOf', { name: row.username })}
                    onClick={() =>
                      modal.confirm({
                        title: t('courseAdmin.students.removeConfirm'),
                        content: `${row.name} (${row.username})`,
                        okText: t('courseAdmin.common.delete'),
                        okButtonProps: { danger: true },
                        cancelText: t('courseAdmin.common.cancel'),
                        onOk: async () => {
                          await remove.mutateAsync(row.userId);
                          message.success(t('courseAdmin.students.removed'));
                        },
                      })
                    }
                  />
                </Tooltip>
              )}
            </Space>
          ),
        }}
      />
      {isAdding && <AddStudentsModal courseId={courseId} onClose={() => setAdding(false)} />}
    </>
  );
}

function AddStudentsModal({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [userIds, setUserIds] = useState<number[]>([]);
  const [expiresAt, setExpiresAt] = useState<Dayjs | null>(null);
  const users = useUserSearch(search.trim());
  const add = useAddToCourse(courseId);
  return (
    <Modal
      open
      title={t('courseAdmin.students.add')}
      okText={t('courseAdmin.students.add')}
      cancelText={t('courseAdmin.common.cancel')}
      okButtonProps={{ disabled: userIds.length === 0, loading: add.isPending }}
      onCancel={onClose}
      onOk={async () => {
        const answer = await add.mutateAsync({ courseId, userIds, expiresAt: instantOf(expiresAt) });
        message.success(
          t('courseAdmin.students.added', { added: answer.added, already: answer.alreadyEnrolled }),
        );
        onClose();
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('courseAdmin.students.pickUsers')} htmlFor="add-students-users">
          <Select
            id="add-students-users"
            mode="multiple"
            showSearch
            filterOption={false}
            value={userIds}
            onChange={setUserIds}
            onSearch={setSearch}
            loading={users.isFetching}
            placeholder={t('courseAdmin.students.pickUsersPlaceholder')}
            options={(users.data?.data ?? []).map((user) => ({
              value: user.id,
              label: `${[user.lastName, user.firstName].filter(Boolean).join(' ') || user.username} (${user.username})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('courseAdmin.students.expiresAt')}
          extra={t('courseAdmin.students.expiresHint')}
          htmlFor="add-students-expires"
        >
          <DatePicker
            id="add-students-expires"
            format="DD-MM-YYYY"
            value={expiresAt}
            onChange={setExpiresAt}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
