import { COURSE_TYPES, STATUSES } from '@tutor/contract/constants';
import {
  type AdminCourseDetail,
  createCourseBodySchema,
  updateCourseBodySchema,
} from '@tutor/contract/courses';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { ImagePicker } from '@/shared/admin/media-picker/image-picker';
import { RichTextEditor } from '@/shared/admin/rich-text-editor/rich-text-editor';
import { TagSelect } from '@/shared/admin/tag-select';
import { type CourseBody, courseFormValues, courseInput, NEW_COURSE_VALUES } from './course-body';
import { SaleCoursesEditor } from './sale-courses-editor';

const FIELDS = [
  'type',
  'name',
  'slug',
  'summary',
  'content',
  'imageId',
  'rootPrice',
  'salePrice',
  'target',
  'teacherId',
  'courseGroupId',
  'groupUrl',
  'assistantUrl',
  'categoryIds',
  'tagIds',
  'saleCourses',
  'releaseDate',
  'status',
] as const;

const EXTRA = ['categories', 'teachers', 'courseGroups', 'courses'] as const;

type CourseFormProps = {
  course?: AdminCourseDetail;
  onSubmit: (body: CourseBody) => Promise<unknown>;
  onCancel: () => void;
};

/** Create and edit form of a course: every field of spec §3, with its sale courses. */
export function CourseForm({ course, onSubmit, onCancel }: CourseFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const extra = useExtraData(EXTRA).data;
  const categories = (extra?.categories ?? []).filter((category) => category.type === 'COURSE');
  const inactive = (name: string, status: string) =>
    status === 'ACTIVE' ? name : `${name} (${t('admin.status.INACTIVE')})`;
  const schemaForm = useSchemaForm<CourseBody>({
    form,
    schema: course ? updateCourseBodySchema : createCourseBodySchema,
    fields: FIELDS,
    toInput: (values) => courseInput(values, course?.id),
    codeFields: { NOT_A_TEACHER: 'teacherId' },
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={course ? courseFormValues(course) : NEW_COURSE_VALUES}
      isEditing={Boolean(course)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('courseAdmin.courses.name')} required>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="slug"
          label={t('courseAdmin.courses.slug')}
          extra={t('courseAdmin.courses.slugHint')}
        >
          <Input spellCheck={false} autoCapitalize="off" maxLength={255} />
        </Form.Item>
        <Form.Item name="type" label={t('courseAdmin.courses.type')}>
          <Select
            options={COURSE_TYPES.map((value) => ({ value, label: t(`courseAdmin.courses.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('courseAdmin.courses.status')}>
          <Select options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
        </Form.Item>
        <Form.Item name="rootPrice" label={t('courseAdmin.courses.rootPrice')}>
          <PriceInput />
        </Form.Item>
        <Form.Item name="salePrice" label={t('courseAdmin.courses.salePrice')}>
          <PriceInput />
        </Form.Item>
        <Form.Item name="teacherId" label={t('courseAdmin.courses.teacher')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('courseAdmin.courses.noTeacher')}
            options={(extra?.teachers ?? []).map((teacher) => ({
              value: teacher.id,
              label: inactive(`${teacher.name} (${teacher.username})`, teacher.status),
            }))}
          />
        </Form.Item>
        <Form.Item name="courseGroupId" label={t('courseAdmin.courses.group')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={(extra?.courseGroups ?? []).map((group) => ({
              value: group.id,
              label: inactive(group.name, group.status),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="groupUrl"
          label={t('courseAdmin.courses.groupUrl')}
          extra={t('courseAdmin.courses.groupUrlHint')}
        >
          <Input type="url" spellCheck={false} autoCapitalize="off" placeholder="https://zalo.me/g/…" />
        </Form.Item>
        <Form.Item
          name="assistantUrl"
          label={t('courseAdmin.courses.assistantUrl')}
          extra={t('courseAdmin.courses.assistantUrlHint')}
        >
          <Input type="url" spellCheck={false} autoCapitalize="off" placeholder="https://m.me/…" />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('courseAdmin.courses.categories')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={categories.map((category) => ({
              value: category.id,
              label: inactive(category.name, category.status),
            }))}
          />
        </Form.Item>
        <Form.Item name="releaseDate" label={t('courseAdmin.courses.releaseDate')}>
          <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        name="target"
        label={t('courseAdmin.courses.target')}
        extra={t('courseAdmin.courses.targetHint')}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="tagIds" label={t('courseAdmin.courses.tags')}>
        <TagSelect />
      </Form.Item>
      <Form.Item name="imageId" label={t('courseAdmin.courses.cover')}>
        <ImagePicker />
      </Form.Item>
      <Form.Item name="summary" label={t('courseAdmin.courses.summary')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('courseAdmin.courses.content')}>
        <RichTextEditor />
      </Form.Item>
      <SaleCoursesEditor
        courses={(extra?.courses ?? []).map((option) => ({ id: option.id, name: option.name }))}
        selfId={course?.id}
      />
    </AdminFormCard>
  );
}
