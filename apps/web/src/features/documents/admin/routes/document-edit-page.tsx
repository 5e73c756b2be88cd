import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocument } from '@/features/documents/admin/api/get-document';
import { useUpdateDocument } from '@/features/documents/admin/api/update-document';
import { DocumentFile } from '@/features/documents/admin/components/document-file';
import { DocumentForm } from '@/features/documents/admin/components/document-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/documents');
  const document = useDocument(id);
  const updateDocument = useUpdateDocument();
  return (
    <>
      <PageHeader title={t('adminPage.documents.edit')} backTo={back.href} />
      <QueryState query={document} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <>
            <DocumentForm
              key={loaded.updatedAt}
              document={loaded}
              onCancel={() => void back.goBack()}
              onSubmit={async (body) => {
                await updateDocument.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
                message.success(t('admin.notice.updateSuccess'));
                await back.goBack();
              }}
            />
            <DocumentFile document={loaded} />
          </>
        )}
      </QueryState>
    </>
  );
}
