import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFolder } from '@/features/folders/admin/api/get-folder';
import { useUpdateFolder } from '@/features/folders/admin/api/update-folder';
import { FolderForm } from '@/features/folders/admin/components/folder-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/folders');
  const folder = useFolder(id);
  const updateFolder = useUpdateFolder();
  return (
    <>
      <PageHeader title={t('adminPage.folders.edit')} backTo={back.href} />
      <QueryState query={folder} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <FolderForm
            key={loaded.updatedAt}
            folder={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateFolder.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
