import type { CreateCategoryBody } from '@tutor/contract/categories';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateCategory } from '@/features/categories/admin/api/create-category';
import { CategoryForm } from '@/features/categories/admin/components/category-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const back = useBackToList('/admin/categories');
  const createCategory = useCreateCategory();
  return (
    <>
      <PageHeader title={t('adminPage.categories.create')} backTo={back.href} />
      <CategoryForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          await createCategory.mutateAsync(body as CreateCategoryBody);
          message.success(t('admin.notice.createSuccess'));
          await back.goBack();
        }}
      />
    </>
  );
}
