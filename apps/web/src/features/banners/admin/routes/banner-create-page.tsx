import type { CreateBannerBody } from '@tutor/contract/banners';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateBanner } from '@/features/banners/admin/api/create-banner';
import { BannerForm } from '@/features/banners/admin/components/banner-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/banners');
  const createBanner = useCreateBanner();
  return (
    <>
      <PageHeader title={t('adminPage.banners.create')} backTo={back.href} />
      <BannerForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createBanner.mutateAsync(body as CreateBannerBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
