import type { CreateSlideshowBody } from '@tutor/contract/slideshows';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateSlideshow } from '@/features/slideshows/admin/api/create-slideshow';
import { SlideshowForm } from '@/features/slideshows/admin/components/slideshow-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/slideshows');
  const createSlideshow = useCreateSlideshow();
  return (
    <>
      <PageHeader title={t('adminPage.slideshows.create')} backTo={back.href} />
      <SlideshowForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createSlideshow.mutateAsync(body as CreateSlideshowBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
