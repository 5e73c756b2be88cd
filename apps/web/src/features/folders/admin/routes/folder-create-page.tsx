import type { CreateFolderBody } from '@tutor/contract/folders';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateFolder } from '@/features/folders/admin/api/create-folder';
import { FolderForm } from '@/features/folders/admin/components/folder-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/folders');
  const createFolder = useCreateFolder();
  return (
    <>
      <PageHeader title={t('adminPage.folders.create')} backTo={back.href} />
      <FolderForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createFolder.mutateAsync(body as CreateFolderBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
