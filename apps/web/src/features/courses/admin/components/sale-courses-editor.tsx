import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatVnd } from '@tutor/contract/format';
import { Button, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PriceInput } from '@/shared/admin/admin-form/price-input';
import styles from './course-admin.module.css';
import { type CourseChoice, offerableCourses, rowForCourse, type SaleCourseRow } from './sale-courses';

type SaleCoursesEditorProps = {
  /** Every course that may be offered (from extra-data). */
  courses: readonly CourseChoice[];
  /** The course being edited, which cannot be offered on itself. */
  selfId?: number;
};

/** Rows of (offered course, offer price) inside the course form, as `saleCourses`. */
export function SaleCoursesEditor({ courses, selfId }: SaleCoursesEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows = Form.useWatch<SaleCourseRow[] | undefined>('saleCourses', form);
  const nameOf = (id: number | null | undefined) => courses.find((course) => course.id === id)?.name ?? '';

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('courseAdmin.courses.saleCourses')}</legend>
      <Typography.Paragraph type="secondary">{t('courseAdmin.courses.saleCoursesHint')}</Typography.Paragraph>
      <Form.List name="saleCourses">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && (
              <Typography.Paragraph type="secondary">
                {t('courseAdmin.courses.noSaleCourses')}
              </Typography.Paragraph>
            )}
            {fields.map((field, index) => {
              const chosen = rows?.[index]?.courseId;
              const options = offerableCourses(courses, rows, index, selfId);
              return (
                <div key={field.key} className={styles.saleRow} data-sale-row={index}>
                  <Form.Item
                    name={[field.name, 'courseId']}
                    label={t('courseAdmin.courses.offeredCourse')}
                    className={styles.saleCourse}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      options={options.map((course) => ({
                        value: course.id,
                        label:
                          course.salePrice === undefined
                            ? course.name
                            : `${course.name} (${formatVnd(course.salePrice)})`,
                      }))}
                      onChange={(id: number) => {
                        const course = courses.find((option) => option.id === id);
                        form.setFieldValue(['saleCourses', field.name], rowForCourse(course));
                      }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'salePrice']}
                    label={t('courseAdmin.courses.offerPrice')}
                    className={styles.salePrice}
                  >
                    <PriceInput />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    className={styles.saleRemove}
                    icon={<DeleteOutlined />}
                    aria-label={
                      chosen
                        ? t('courseAdmin.courses.removeSaleCourse', { name: nameOf(chosen) })
                        : t('courseAdmin.courses.removeSaleCourseRow', { index: index + 1 })
                    }
                    onClick={() => remove(field.name)}
                  />
                </div>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(rowForCourse(undefined))}
              disabled={offerableCourses(courses, rows, -1, selfId).length === 0}
            >
              {t('courseAdmin.courses.addSaleCourse')}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
