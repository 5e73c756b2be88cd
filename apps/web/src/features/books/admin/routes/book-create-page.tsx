import type { CreateBookBody } from '@tutor/contract/books';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCreateBook } from '@/features/books/admin/api/create-book';
import { BookForm } from '@/features/books/admin/components/book-form';
import { useBackToList } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Kept for the edit page, so its back link returns to the list as the user left it.
  const listState = useLocation().state as unknown;
  const back = useBackToList('/admin/books');
  const createBook = useCreateBook();
  return (
    <>
      <PageHeader title={t('adminPage.books.create')} backTo={back.href} />
      <BookForm
        onCancel={() => void back.goBack()}
        onSubmit={async (body) => {
          const created = await createBook.mutateAsync(body as CreateBookBody);
          message.success(t('admin.notice.createSuccess'));
          // The preview PDF and the trailer are uploaded to a stored book: continue on its edit page.
          await navigate(`/admin/books/${created.id}/edit`, { replace: true, state: listState });
        }}
      />
    </>
  );
}
