import { STATUSES } from '@tutor/contract/constants';
import {
  type CourseGroup,
  type CreateCourseGroupBody,
  createCourseGroupBodySchema,
  type UpdateCourseGroupBody,
  updateCourseGroupBodySchema,
} from '@tutor/contract/courses';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';

const FIELDS = ['name', 'description', 'status'] as const;

export type CourseGroupBody = CreateCourseGroupBody | UpdateCourseGroupBody;

type CourseGroupFormProps = {
  group?: CourseGroup;
  onSubmit: (body: CourseGroupBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Create and edit form of a course group. */
export function CourseGroupForm({ group, onSubmit, onCancel }: CourseGroupFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const schemaForm = useSchemaForm<CourseGroupBody>({
    form,
    schema: group ? updateCourseGroupBodySchema : createCourseGroupBodySchema,
    fields: FIELDS,
    codeFields: { NAME_ALREADY_IN_USE: 'name' },
    submit: onSubmit,
  });
  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={
        group
          ? { name: group.name, description: group.description, status: group.status }
          : { description: '', status: 'ACTIVE' }
      }
      isEditing={Boolean(group)}
      onCancel={onCancel}
    >
      <Form.Item name="name" label={t('courseAdmin.groups.name')} required>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="description" label={t('courseAdmin.groups.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="status" label={t('courseAdmin.groups.status')}>
        <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
      </Form.Item>
    </AdminFormCard>
  );
}
