import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategory } from '@/features/categories/admin/api/get-category';
import { useUpdateCategory } from '@/features/categories/admin/api/update-category';
import { CategoryForm } from '@/features/categories/admin/components/category-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/categories');
  const category = useCategory(id);
  const updateCategory = useUpdateCategory();
  return (
    <>
      <PageHeader title={t('adminPage.categories.edit')} backTo={back.href} />
      <QueryState query={category} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <CategoryForm
            key={loaded.updatedAt}
            category={loaded}
            onCancel={() => void back.goBack()}
            onSubmit={async (body) => {
              await updateCategory.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
              message.success(t('admin.notice.updateSuccess'));
              await back.goBack();
            }}
          />
        )}
      </QueryState>
    </>
  );
}
