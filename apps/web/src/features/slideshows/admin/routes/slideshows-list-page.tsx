import type { Slideshow } from '@tutor/contract/slideshows';
import { useTranslation } from 'react-i18next';
import {
  useDeleteManySlideshows,
  useDeleteSlideshow,
} from '@/features/slideshows/admin/api/delete-slideshow';
import { useSlideshows } from '@/features/slideshows/admin/api/get-slideshows';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { createdAtColumn, pictureColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['position', 'createdAt', 'title'] as const;
const FILTER_KEYS = ['status'] as const;

/** /admin/slideshows: the home carousel's pictures in the order visitors see them. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useSlideshows(list.query);
  const deleteOne = useDeleteSlideshow();
  const deleteMany = useDeleteManySlideshows();

  const columns: AdminColumn<Slideshow>[] = [
    pictureColumn(t('admin.content.image'), (row) => row.image),
    { key: 'title', title: t('admin.content.title'), sortField: 'title', render: (row) => row.title },
    { key: 'link', title: t('admin.content.link'), render: (row) => row.link },
    {
      key: 'position',
      title: t('admin.content.position'),
      sortField: 'position',
      align: 'right',
      render: (row) => row.position,
    },
    statusColumn(t, t('admin.content.status')),
    createdAtColumn(t('admin.content.createdAt')),
  ];

  return (
    <AdminListPage<Slideshow>
      title={t('adminPage.slideshows.list')}
      resource="slideshow"
      basePath="/admin/slideshows"
      addLabel={t('admin.content.add')}
      deleteOne={(row) => deleteOne.mutateAsync(row.id)}
      name="slideshows"
      list={list}
      result={result}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.title}
      searchPlaceholder={t('admin.content.search')}
      deleteMany={(ids) => deleteMany.mutateAsync(ids)}
      hasStatusFilter
    />
  );
}
