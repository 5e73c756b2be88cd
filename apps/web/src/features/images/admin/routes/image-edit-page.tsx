import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImage, useUpdateImage } from '@/features/images/admin/api/image-api';
import { ImageForm } from '@/features/images/admin/components/image-form';
import { imageFormValues } from '@/features/images/admin/components/image-values';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/images');
  const image = useImage(id);
  const updateImage = useUpdateImage();
  return (
    <>
      <PageHeader title={t('adminPage.images.edit')} backTo={back.href} />
      <QueryState query={image} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <ImageForm
            key={loaded.updatedAt}
            image={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              // Compared with what the form started from (a blank alt is shown blank, not as the name).
              const changes = changedFields(body, {
                ...loaded,
                ...imageFormValues(loaded),
                folderId: loaded.folderId,
              });
              await updateImage.mutateAsync({ id: loaded.id, body: changes });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
