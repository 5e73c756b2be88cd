import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmbedLive } from '@/features/embed-lives/admin/api/get-embed-live';
import { useUpdateEmbedLive } from '@/features/embed-lives/admin/api/update-embed-live';
import { EmbedLiveForm } from '@/features/embed-lives/admin/components/embed-live-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/embed-lives');
  const embedLive = useEmbedLive(id);
  const updateEmbedLive = useUpdateEmbedLive();
  return (
    <>
      <PageHeader title={t('adminPage.embedLives.edit')} backTo={back.href} />
      <QueryState query={embedLive} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <EmbedLiveForm
            key={loaded.updatedAt}
            embedLive={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateEmbedLive.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
