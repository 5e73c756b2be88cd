import type { CreateDocumentBody } from '@tutor/contract/documents';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCreateDocument } from '@/features/documents/admin/api/create-document';
import { DocumentForm } from '@/features/documents/admin/components/document-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Kept for the edit page, so its back link returns to the list as the user left it.
  const listState = useLocation().state as unknown;
  const back = useBackToList('/admin/documents');
  const createDocument = useCreateDocument();
  return (
    <>
      <PageHeader title={t('adminPage.documents.create')} backTo={back.href} />
      <DocumentForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          const created = await createDocument.mutateAsync(body as CreateDocumentBody);
          message.success(t('admin.notice.createSuccess'));
          // The PDF is attached to a stored document: continue on its edit page.
          await navigate(`/admin/documents/${created.id}/edit`, { replace: true, state: listState });
        }}
      />
    </>
  );
}
