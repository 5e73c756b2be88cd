import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBanner } from '@/features/banners/admin/api/get-banner';
import { useUpdateBanner } from '@/features/banners/admin/api/update-banner';
import { BannerForm } from '@/features/banners/admin/components/banner-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/banners');
  const banner = useBanner(id);
  const updateBanner = useUpdateBanner();
  return (
    <>
      <PageHeader title={t('adminPage.banners.edit')} backTo={back.href} />
      <QueryState query={banner} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <BannerForm
            key={loaded.updatedAt}
            banner={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateBanner.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
