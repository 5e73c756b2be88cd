import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePage } from '@/features/pages/admin/api/get-page';
import { useUpdatePage } from '@/features/pages/admin/api/update-page';
import { useUploadPageAttachment } from '@/features/pages/admin/api/upload-page-attachment';
import { PageForm } from '@/features/pages/admin/components/page-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { AttachmentField } from '@/shared/admin/attachment-field';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/pages');
  const page = usePage(id);
  const updatePage = useUpdatePage();
  const uploadAttachment = useUploadPageAttachment();
  return (
    <>
      <PageHeader title={t('adminPage.pages.edit')} backTo={back.href} />
      <QueryState query={page} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <PageForm
            // Not keyed by updatedAt: an attachment upload must not throw away unsaved edits.
            key={loaded.id}
            page={loaded}
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
              await updatePage.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
