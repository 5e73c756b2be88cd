import type { AdminCombo } from '@tutor/contract/combos';
import { formatVnd } from '@tutor/contract/format';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteCombo } from '@/features/combos/admin/api/delete-combo';
import { useDeleteCombos } from '@/features/combos/admin/api/delete-combos';
import { useCombos } from '@/features/combos/admin/api/get-combos';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { createdAtColumn, pictureColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';

const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
const FILTER_KEYS = ['status'] as const;

/** /admin/combos. */
export function Component() {
  const { t } = useTranslation();

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useCombos(list.query);
  const deleteCombo = useDeleteCombo();
  const deleteCombos = useDeleteCombos();

  const columns: AdminColumn<AdminCombo>[] = [
    pictureColumn(t('admin.combos.image'), (combo) => combo.image, 'card'),
    { key: 'name', title: t('admin.combos.name'), sortField: 'name', render: (combo) => combo.name },
    {
      key: 'salePrice',
      title: t('admin.combos.salePrice'),
      sortField: 'salePrice',
      align: 'right',
      exportValue: (combo) => combo.salePrice,
      render: (combo) => formatVnd(combo.salePrice),
    },
    {
      key: 'rootPrice',
      title: t('admin.combos.rootPrice'),
      align: 'right',
      exportValue: (combo) => combo.rootPrice,
      render: (combo) => <Typography.Text delete>{formatVnd(combo.rootPrice)}</Typography.Text>,
    },
    statusColumn(t, t('admin.combos.status')),
    createdAtColumn(t('admin.combos.createdAt')),
  ];

  return (
    <AdminListPage<AdminCombo>
      title={t('adminPage.combos.list')}
      resource="combo"
      basePath="/admin/combos"
      addLabel={t('admin.combos.add')}
      deleteOne={(combo) => deleteCombo.mutateAsync(combo.id)}
      name="combos"
      list={list}
      result={result}
      columns={columns}
      rowKey={(combo) => combo.id}
      rowLabel={(combo) => combo.name}
      searchPlaceholder={t('admin.combos.search')}
      deleteMany={(ids) => deleteCombos.mutateAsync(ids)}
      hasStatusFilter
    />
  );
}
