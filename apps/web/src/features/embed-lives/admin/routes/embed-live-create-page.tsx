import type { CreateEmbedLiveBody } from '@tutor/contract/embed-lives';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateEmbedLive } from '@/features/embed-lives/admin/api/create-embed-live';
import { EmbedLiveForm } from '@/features/embed-lives/admin/components/embed-live-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/embed-lives');
  const createEmbedLive = useCreateEmbedLive();
  return (
    <>
      <PageHeader title={t('adminPage.embedLives.create')} backTo={back.href} />
      <EmbedLiveForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createEmbedLive.mutateAsync(body as CreateEmbedLiveBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
