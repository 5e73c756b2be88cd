import { formatDateTime } from '@tutor/contract/format';
import {
  type AdminNotificationRow,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TITLE_MAX,
  type NotificationTarget,
  sendNotificationBodySchema,
} from '@tutor/contract/notifications';
import { hasAllPermissions, permissionsOf } from '@tutor/contract/permissions';
import { Alert, App, Button, Card, Form, Input, Radio, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSentNotifications } from '@/features/notifications/admin/api/get-sent-notifications';
import { useRecipientSearch } from '@/features/notifications/admin/api/search-recipients';
import { useSendNotification } from '@/features/notifications/admin/api/send-notification';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { PageHeader } from '@/shared/admin/page-header';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';

const SORT_FIELDS = ['createdAt', 'recipients'] as const;
const FILTER_KEYS = ['target'] as const;
const COURSES = ['courses'] as const;
const FIELDS = ['target', 'userId', 'courseId', 'title', 'body', 'link'] as const;

type FormValues = {
  target: NotificationTarget;
  userId?: number;
  courseId?: number;
  title?: string;
  body?: string;
  link?: string;
};

/** Only the fields of the chosen audience: the contract's union refuses the others. */
function toInput(values: Record<string, unknown>) {
  const { target, userId, courseId, title = '', body = '', link = '' } = values as FormValues;
  const message = { title, body, link };
  if (target === 'USER') return { target, userId, ...message };
  if (target === 'COURSE') return { target, courseId, ...message };
  return { target, ...message };
}

function SendForm() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const target = Form.useWatch('target', form) ?? 'USER';
  const [search, setSearch] = useState('');
  const recipients = useRecipientSearch(search.trim());
  const courses = useExtraData(COURSES).data?.courses ?? [];
  const send = useSendNotification();
  const schemaForm = useSchemaForm({
    form,
    schema: sendNotificationBodySchema,
    fields: FIELDS,
    toInput,
    isSilent: true,
    submit: async (body) => {
      if (body.target === 'ALL') {
        const isConfirmed = await modal.confirm({
          title: t('notificationAdmin.confirmAll'),
          okText: t('notificationAdmin.confirmOk'),
          cancelText: t('notificationAdmin.cancel'),
        });
        if (!isConfirmed) return;
      }
      const answer = await send.mutateAsync(body);
      message.success(t('notificationAdmin.sent', { count: answer.recipients }));
      form.resetFields(['title', 'body', 'link']);
    },
  });

  return (
    <Card title={t('notificationAdmin.send')}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ target: 'USER' }}
        onFinish={schemaForm.onFinish}
        onValuesChange={schemaForm.onValuesChange}
      >
        {schemaForm.generalErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            message={schemaForm.generalErrors.join(' ')}
          />
        )}
        <Form.Item name="target" label={t('notificationAdmin.target')}>
          <Radio.Group
            optionType="button"
            options={NOTIFICATION_TARGETS.map((value) => ({
              value,
              label: t(`notificationAdmin.targets.${value}`),
            }))}
          />
        </Form.Item>
        {target === 'USER' && (
          <Form.Item name="userId" label={t('notificationAdmin.user')} htmlFor="notification-user">
            <Select
              id="notification-user"
              showSearch
              allowClear
              filterOption={false}
              onSearch={setSearch}
              loading={recipients.isFetching}
              placeholder={t('notificationAdmin.userPlaceholder')}
              options={(recipients.data?.data ?? []).map((user) => ({
                value: user.id,
                label: `${user.name} (${user.username})`,
              }))}
            />
          </Form.Item>
        )}
        {target === 'COURSE' && (
          <Form.Item name="courseId" label={t('notificationAdmin.course')} htmlFor="notification-course">
            <Select
              id="notification-course"
              showSearch
              optionFilterProp="label"
              placeholder={t('notificationAdmin.coursePlaceholder')}
              options={courses.map((course) => ({ value: course.id, label: course.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('notificationAdmin.title')} htmlFor="notification-title">
          <Input id="notification-title" maxLength={NOTIFICATION_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="body" label={t('notificationAdmin.body')} htmlFor="notification-body">
          <Input.TextArea id="notification-body" rows={4} maxLength={NOTIFICATION_BODY_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('notificationAdmin.link')}
          extra={t('notificationAdmin.linkHint')}
          htmlFor="notification-link"
        >
          <Input id="notification-link" placeholder="/khoa-hoc-cua-toi" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={schemaForm.isSubmitting}>
          {t('notificationAdmin.sendButton')}
        </Button>
      </Form>
    </Card>
  );
}

function SentList() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useSentNotifications(list.query);
  const audience = (row: AdminNotificationRow) => {
    const kind = t(`notificationAdmin.targets.${row.target}`);
    if (row.target === 'USER') return `${kind}: ${row.userName ?? t('notificationAdmin.deleted')}`;
    if (row.target === 'COURSE') return `${kind}: ${row.courseName ?? t('notificationAdmin.deleted')}`;
    return kind;
  };
  const columns: AdminColumn<AdminNotificationRow>[] = [
    {
      key: 'title',
      title: t('notificationAdmin.title'),
      exportValue: (row) => row.title,
      render: (row) => (
        <Space direction="vertical" size={0}>
          <strong>{row.title}</strong>
          <span style={{ whiteSpace: 'pre-line' }}>{row.body}</span>
        </Space>
      ),
    },
    {
      key: 'body',
      title: t('notificationAdmin.body'),
      isExportOnly: true,
      exportValue: (row) => row.body,
      render: () => null,
    },
    {
      key: 'target',
      title: t('notificationAdmin.target'),
      exportValue: audience,
      render: (row) => (
        <Tag color={row.target === 'ALL' ? 'orange' : row.target === 'COURSE' ? 'blue' : 'default'}>
          {audience(row)}
        </Tag>
      ),
    },
    {
      key: 'recipients',
      title: t('notificationAdmin.recipients'),
      sortField: 'recipients',
      align: 'right',
      exportValue: (row) => row.recipients,
      render: (row) => row.recipients,
    },
    {
      key: 'sentBy',
      title: t('notificationAdmin.sentBy'),
      exportValue: (row) => row.sentBy ?? '',
      render: (row) => row.sentBy ?? '',
    },
    {
      key: 'createdAt',
      title: t('notificationAdmin.createdAt'),
      sortField: 'createdAt',
      exportValue: (row) => formatDateTime(row.createdAt),
      render: (row) => formatDateTime(row.createdAt),
    },
  ];
  return (
    <Card title={t('notificationAdmin.history')}>
      <AdminTable<AdminNotificationRow>
        name="notifications"
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        searchPlaceholder={t('notificationAdmin.search')}
        filters={
          <FilterSelect
            list={list}
            name="target"
            label={t('notificationAdmin.target')}
            placeholder={t('notificationAdmin.allTargets')}
            options={NOTIFICATION_TARGETS.map((value) => ({
              value,
              label: t(`notificationAdmin.targets.${value}`),
            }))}
          />
        }
      />
    </Card>
  );
}

/** `/admin/notifications`: send a message (a user, a course's students, everyone) and see what was sent. */
export function Component() {
  const { t } = useTranslation();
  const grantee = userGrantee(useCurrentUser().user);
  const canSend = hasAllPermissions(grantee, permissionsOf('notification', 'create'));
  return (
    <>
      <PageHeader title={t('adminPage.notifications')} description={t('notificationAdmin.description')} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {canSend && <SendForm />}
        <SentList />
      </Space>
    </>
  );
}
