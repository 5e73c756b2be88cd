import type { CreateNewsBody } from '@tutor/contract/news';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateNews } from '@/features/news/admin/api/create-news';
import { NewsForm } from '@/features/news/admin/components/news-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const back = useBackToList('/admin/news');
  const createNews = useCreateNews();
  return (
    <>
      <PageHeader title={t('adminPage.news.create')} backTo={back.href} />
      <NewsForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          const created = await createNews.mutateAsync(body as CreateNewsBody);
          message.success(t('admin.notice.createSuccess'));
          // On to the edit page, where a PDF can be attached to the new article.
          await navigate(`/admin/news/${created.id}/edit`, { replace: true });
        }}
      />
    </>
  );
}
