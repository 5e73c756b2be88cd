import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBook } from '@/features/books/admin/api/get-book';
import { useUpdateBook } from '@/features/books/admin/api/update-book';
import { BookFiles } from '@/features/books/admin/components/book-files';
import { BookForm } from '@/features/books/admin/components/book-form';
import { changedFields } from '@/shared/admin/admin-form/changed-fields';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';

export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useRouteId();
  const back = useBackToList('/admin/books');
  const book = useBook(id);
  const updateBook = useUpdateBook();
  return (
    <>
      <PageHeader title={t('adminPage.books.edit')} backTo={back.href} />
      <QueryState query={book} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <>
            <BookForm
              key={loaded.updatedAt}
              book={loaded}
              onCancel={() => void back.goBack()}
              onSubmit={async (body) => {
                await updateBook.mutateAsync({ id: loaded.id, body: changedFields(body, loaded) });
                message.success(t('admin.notice.updateSuccess'));
                await back.goBack();
              }}
            />
            <BookFiles book={loaded} />
          </>
        )}
      </QueryState>
    </>
  );
}
