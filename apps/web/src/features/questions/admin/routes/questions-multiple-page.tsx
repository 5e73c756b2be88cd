import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuestionData } from '@tutor/contract/question-input';
import { QUESTIONS_MULTIPLE_MAX, questionsFormSchema } from '@tutor/contract/questions';
import { App, Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateQuestions } from '@/features/questions/admin/api/questions';
import { QuestionFields } from '@/features/questions/admin/components/question-fields';
import styles from '@/features/questions/admin/components/question-form.module.css';
import {
  changedPaths,
  newQuestion,
  questionInput,
} from '@/features/questions/admin/components/question-values';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

/**
 * /admin/questions/multiple: the bank's create page. Several questions in one form, saved together
 * (`POST /questions/multiple`: all or none); a refused item shows its message under its own fields.
 */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const back = useBackToList('/admin/questions');
  const [form] = Form.useForm();
  const create = useCreateQuestions();
  const count = (Form.useWatch('items', form) as unknown[] | undefined)?.length ?? 1;
  const schemaForm = useSchemaForm<{ items: QuestionData[] }>({
    form,
    schema: questionsFormSchema,
    fields: ['items'],
    toInput: (values) => ({
      items: ((values.items ?? []) as Record<string, unknown>[]).map(questionInput),
    }),
    isSilent: true,
    submit: async ({ items }) => {
      const saved = await create.mutateAsync(items);
      message.success(t('questionAdmin.savedAll', { count: saved.data.length }));
      await navigate('/admin/questions', { replace: true });
    },
  });

  /**
   * Editing clears the messages of what was edited and of the lists holding it: the form's own rule
   * clears top-level fields only, and here every field sits inside `items` (an error on
   * `items.3.answers` must go once one of that item's answers changes).
   */
  const onValuesChange = (changed: Record<string, unknown>) => {
    const touched = changedPaths(changed).map((path) => path.join('.'));
    form.setFields(
      form
        .getFieldsError()
        .filter(({ name, errors }) => {
          const key = name.join('.');
          return errors.length > 0 && touched.some((path) => path === key || path.startsWith(`${key}.`));
        })
        .map(({ name }) => ({ name, errors: [] })),
    );
  };

  return (
    <>
      <PageHeader title={t('adminPage.questions.multiple')} backTo={back.href} />
      <AdminFormCard
        form={form}
        schemaForm={{ ...schemaForm, onValuesChange }}
        initialValues={{ items: [newQuestion()] }}
        isEditing={false}
        submitLabel={t('questionAdmin.saveAll', { count })}
        onCancel={() => void back.goBack()}
      >
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  className={styles.item}
                  role="group"
                  aria-label={t('questionAdmin.item', { n: i + 1 })}
                  title={<Typography.Text strong>{t('questionAdmin.item', { n: i + 1 })}</Typography.Text>}
                  extra={
                    fields.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('questionAdmin.removeItem', { n: i + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                >
                  <QuestionFields form={form} name={[field.name]} path={['items', field.name]} />
                </Card>
              ))}
              {fields.length < QUESTIONS_MULTIPLE_MAX && (
                <div className={styles.itemsFooter}>
                  <Button icon={<PlusOutlined />} onClick={() => add(newQuestion())}>
                    {t('questionAdmin.addItem')}
                  </Button>
                </div>
              )}
            </>
          )}
        </Form.List>
      </AdminFormCard>
    </>
  );
}
