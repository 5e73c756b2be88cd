import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSlideshow } from '@/features/slideshows/admin/api/get-slideshow';
import { useUpdateSlideshow } from '@/features/slideshows/admin/api/update-slideshow';
import { SlideshowForm } from '@/features/slideshows/admin/components/slideshow-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/slideshows');
  const slideshow = useSlideshow(id);
  const updateSlideshow = useUpdateSlideshow();
  return (
    <>
      <PageHeader title={t('adminPage.slideshows.edit')} backTo={back.href} />
      <QueryState query={slideshow} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <SlideshowForm
            key={loaded.updatedAt}
            slideshow={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateSlideshow.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
