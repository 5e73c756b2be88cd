import { type QuestionData, questionInputSchema } from '@tutor/contract/question-input';
import type { AdminQuestionDetail } from '@tutor/contract/questions';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuestion, useUpdateQuestion } from '@/features/questions/admin/api/questions';
import { QuestionFields } from '@/features/questions/admin/components/question-fields';
import styles from '@/features/questions/admin/components/question-form.module.css';
import { QUESTION_FIELDS, questionInput } from '@/features/questions/admin/components/question-values';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

/** /admin/questions/{id}/edit: one question, with its live preview. */
export function Component() {
  const { t } = useTranslation();
  const id = useRouteId();
  const back = useBackToList('/admin/questions');
  const question = useQuestion(id);
  return (
    <>
      <PageHeader title={t('adminPage.questions.edit')} backTo={back.href} />
      <QueryState query={question} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => <EditForm key={loaded.id} question={loaded} onDone={() => void back.goBack()} />}
      </QueryState>
    </>
  );
}

function EditForm({ question, onDone }: { question: AdminQuestionDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const update = useUpdateQuestion();
  const schemaForm = useSchemaForm<QuestionData>({
    form,
    schema: questionInputSchema,
    fields: QUESTION_FIELDS,
    toInput: questionInput,
    isSilent: true,
    submit: async (body) => {
      await update.mutateAsync({ id: question.id, body });
      message.success(t('admin.notice.updateSuccess'));
      onDone();
    },
  });
  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={{
        type: question.type,
        content: question.content,
        solution: question.solution,
        difficulty: question.difficulty,
        categoryId: question.categoryId,
        tagIds: question.tagIds,
        status: question.status,
        answers: question.answers.map(({ content, isCorrect }) => ({ content, isCorrect })),
      }}
      isEditing
      onCancel={onDone}
    >
      <div className={styles.item}>
        <QuestionFields form={form} />
      </div>
    </AdminFormCard>
  );
}
