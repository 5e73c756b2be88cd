import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNews } from '@/features/news/admin/api/get-news';
import { useUpdateNews } from '@/features/news/admin/api/update-news';
import { useUploadNewsAttachment } from '@/features/news/admin/api/upload-news-attachment';
import { NewsForm } from '@/features/news/admin/components/news-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { AttachmentField } from '@/shared/admin/attachment-field';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/news');
  const news = useNews(id);
  const updateNews = useUpdateNews();
  const uploadAttachment = useUploadNewsAttachment();
  return (
    <>
      <PageHeader title={t('adminPage.news.edit')} backTo={back.href} />
      <QueryState query={news} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <NewsForm
            // Not keyed by updatedAt: an attachment upload must not throw away unsaved edits.
            key={loaded.id}
            news={loaded}
            attachment={
              <AttachmentField
                url={loaded.attachmentUrl}
                name={loaded.attachmentName}
                isUploading={uploadAttachment.isPending}
                upload={(file) => uploadAttachment.mutateAsync({ id: loaded.id, file })}
              />
            }
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateNews.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
