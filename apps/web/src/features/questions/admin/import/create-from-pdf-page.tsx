import { InboxOutlined } from '@ant-design/icons';
import type { QuestionDifficulty } from '@tutor/contract/question-input';
import { QUESTION_DIFFICULTIES } from '@tutor/contract/question-input';
import { Alert, App, Button, Input, Select, Space, Tabs, Typography, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { isApiError } from '@/api/http-client';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { PageHeader } from '@/shared/admin/page-header';
import { type PaperSource, useReadPaper, useSaveQuestions } from './api';
import { DraftCard } from './draft-card';
import { draftProblems, errorsOnDrafts, type ReviewDraft, toQuestionInput, toReviewDrafts } from './drafts';
import styles from './import.module.css';

/**
 * /admin/questions/create-from-pdf: a paper (PDF or pasted text) is read by the server into drafts;
 * the admin corrects them here with a live preview and confirms, which saves them all at once through
 * `questions/multiple`. Nothing is saved before that, and leaving with drafts on screen asks first.
 */
export function Component() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const read = useReadPaper();
  const save = useSaveQuestions();
  const categoryData = useExtraData(['categories']);
  const categories = (categoryData.data?.categories ?? []).filter((category) => category.type === 'QUESTION');

  const [drafts, setDrafts] = useState<ReviewDraft[] | null>(null);
  const [paper, setPaper] = useState<{ pages: number; hasKey: boolean } | null>(null);
  const [batch, setBatch] = useState(0);
  const [text, setText] = useState('');
  const [saveError, setSaveError] = useState<string[]>([]);
  const [bulkCategory, setBulkCategory] = useState<number>(0);
  const [bulkDifficulty, setBulkDifficulty] = useState<QuestionDifficulty | undefined>();

  const unsaved = drafts !== null && drafts.length > 0;
  // Set once the drafts are saved, so the navigation to the bank that follows is not asked about.
  const saved = useRef(false);
  // Leaving inside the app asks through the router; closing or reloading the tab through the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // One dialog per blocked navigation (the blocker object changes identity on every render).
    modal.confirm({
      title: t('questionImport.leaveTitle'),
      content: t('questionImport.leaveBody'),
      okText: t('questionImport.leave'),
      okButtonProps: { danger: true },
      cancelText: t('questionImport.stay'),
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state, modal, t]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const readPaper = (source: PaperSource) => {
    setSaveError([]);
    read.mutate(source, {
      onSuccess: (answer) => {
        const next = batch + 1;
        setBatch(next);
        setDrafts(toReviewDrafts(answer.data, next));
        setPaper({ pages: answer.pages, hasKey: answer.hasKey });
      },
    });
  };

  const change = useCallback(
    (key: string, next: ReviewDraft) =>
      setDrafts((current) => current?.map((draft) => (draft.key === key ? next : draft)) ?? null),
    [],
  );
  const remove = useCallback(
    (key: string) => setDrafts((current) => current?.filter((draft) => draft.key !== key) ?? null),
    [],
  );

  const applyBulk = () =>
    setDrafts(
      (current) =>
        current?.map((draft) => ({
          ...draft,
          ...(bulkCategory !== 0 ? { categoryId: bulkCategory } : {}),
          ...(bulkDifficulty ? { difficulty: bulkDifficulty } : {}),
        })) ?? null,
    );

  const confirm = () => {
    if (!drafts) return;
    setSaveError([]);
    save.mutate(drafts.map(toQuestionInput), {
      onSuccess: (result) => {
        message.success(t('questionImport.saved', { count: result.data.length }));
        saved.current = true;
        void navigate('/admin/questions');
      },
      onError: (error) => {
        if (!isApiError(error)) return setSaveError([String(error)]);
        const placed = errorsOnDrafts(drafts, error.details);
        setDrafts(placed.drafts);
        setSaveError([
          t('questionImport.saveFailed'),
          ...placed.general,
          ...(error.details.length ? [] : [error.message]),
        ]);
      },
    });
  };

  const count = (type: ReviewDraft['type']) => drafts?.filter((draft) => draft.type === type).length ?? 0;
  const needFixing =
    drafts?.filter((draft) => draftProblems(draft).length > 0 || draft.serverErrors.length > 0).length ?? 0;
  const readError = read.error ? (isApiError(read.error) ? read.error.message : String(read.error)) : null;

  return (
    <>
      <PageHeader title={t('adminPage.questions.createFromPdf')} backTo="/admin/questions" />
      {drafts === null ? (
        <div className={styles.source}>
          <Typography.Paragraph type="secondary">{t('questionImport.intro')}</Typography.Paragraph>
          {readError && <Alert type="error" showIcon message={readError} className={styles.problems} />}
          <Tabs
            items={[
              {
                key: 'pdf',
                label: t('questionImport.fromPdf'),
                children: (
                  <Upload.Dragger
                    accept="application/pdf,.pdf"
                    multiple={false}
                    showUploadList={false}
                    disabled={read.isPending}
                    beforeUpload={(file) => {
                      readPaper({ kind: 'pdf', file });
                      return false;
                    }}
                  >
                    <p className="ant-upload-drag-icon">
                      <InboxOutlined />
                    </p>
                    <p className="ant-upload-text">
                      {read.isPending ? t('questionImport.reading') : t('questionImport.drop')}
                    </p>
                    <p className="ant-upload-hint">{t('questionImport.dropHint')}</p>
                  </Upload.Dragger>
                ),
              },
              {
                key: 'text',
                label: t('questionImport.fromText'),
                children: (
                  <Space direction="vertical" className={styles.full}>
                    <Input.TextArea
                      aria-label={t('questionImport.fromText')}
                      rows={12}
                      value={text}
                      placeholder={t('questionImport.pastePlaceholder')}
                      onChange={(event) => setText(event.target.value)}
                    />
                    <Button
                      type="primary"
                      loading={read.isPending}
                      disabled={text.trim() === ''}
                      onClick={() => readPaper({ kind: 'text', text })}
                    >
                      {t('questionImport.read')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      ) : (
        <div className={styles.review}>
          <div className={styles.summary}>
            <Typography.Text strong>
              {t('questionImport.summary', {
                count: drafts.length,
                choice: count('CHOICE'),
                trueFalse: count('TRUE_FALSE'),
                short: count('SHORT'),
              })}
              {paper && paper.pages > 0 ? ` · ${t('questionImport.pages', { count: paper.pages })}` : ''}
            </Typography.Text>
            <Button onClick={() => setDrafts(null)}>{t('questionImport.startOver')}</Button>
          </div>
          {paper && !paper.hasKey && <Alert type="info" showIcon message={t('questionImport.noKey')} />}
          {drafts.length === 0 && <Alert type="warning" showIcon message={t('questionImport.noDrafts')} />}
          {drafts.length > 0 && (
            <div className={styles.bulk}>
              <Typography.Text>{t('questionImport.bulk')}</Typography.Text>
              <Select
                aria-label={t('questionImport.bulkCategory')}
                className={styles.bulkSelect}
                value={bulkCategory}
                onChange={setBulkCategory}
                options={[
                  { value: 0, label: `${t('questionImport.bulkCategory')}: —` },
                  ...categories.map((category) => ({ value: category.id, label: category.name })),
                ]}
              />
              <Select
                aria-label={t('questionImport.bulkDifficulty')}
                className={styles.bulkSelect}
                placeholder={t('questionImport.bulkDifficulty')}
                value={bulkDifficulty}
                onChange={setBulkDifficulty}
                options={QUESTION_DIFFICULTIES.map((value) => ({
                  value,
                  label: t(`questionImport.difficulties.${value}`),
                }))}
              />
              <Button onClick={applyBulk} disabled={bulkCategory === 0 && !bulkDifficulty}>
                {t('questionImport.apply')}
              </Button>
            </div>
          )}
          {drafts.map((draft) => (
            <DraftCard
              key={draft.key}
              draft={draft}
              categories={categories}
              onChange={change}
              onRemove={remove}
            />
          ))}
          {drafts.length > 0 && (
            <div className={styles.footer}>
              {saveError.length > 0 && <Alert type="error" showIcon message={saveError.join(' ')} />}
              <Space wrap>
                {needFixing > 0 && (
                  <Typography.Text type="warning">
                    {t('questionImport.problems', { count: needFixing })}
                  </Typography.Text>
                )}
                <Button type="primary" size="large" loading={save.isPending} onClick={confirm}>
                  {t('questionImport.confirm', { count: drafts.length })}
                </Button>
              </Space>
            </div>
          )}
        </div>
      )}
    </>
  );
}
