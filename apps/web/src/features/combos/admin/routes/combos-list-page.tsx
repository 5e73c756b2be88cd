import { PlusOutlined } from '@ant-design/icons';
import type { AdminCombo } from '@tutor/contract/combos';
import { STATUSES } from '@tutor/contract/constants';
import { formatPrice } from '@tutor/contract/format';
import { hasAllPermissions } from '@tutor/contract/permissions';
import { App, Button, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteCombo } from '@/features/combos/admin/api/delete-combo';
import { useDeleteCombos } from '@/features/combos/admin/api/delete-combos';
import { useCombos } from '@/features/combos/admin/api/get-combos';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { type AdminColumn, AdminTable } from '@/shared/admin/admin-table/admin-table';
import { actionsColumn, createdAtColumn, statusColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useFromListState } from '@/shared/admin/list-navigation';
import { thumbnailUrl } from '@/shared/admin/media-picker/media-library-api';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import styles from './combos-list-page.module.css';

const SORT_FIELDS = ['createdAt', 'name', 'salePrice'] as const;
const FILTER_KEYS = ['status'] as const;

/** /admin/combos. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const grantee = userGrantee(useCurrentUser().user);
  const canCreate = hasAllPermissions(grantee, ['combo:create']);
  const canEdit = hasAllPermissions(grantee, ['combo:read', 'combo:update']);
  const canDelete = hasAllPermissions(grantee, ['combo:delete']);

  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useCombos(list.query);
  const deleteCombo = useDeleteCombo();
  const deleteCombos = useDeleteCombos();
  const confirmDelete = useConfirmDelete();

  const onDelete = (combo: AdminCombo) =>
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteCombo.mutateAsync(combo.id);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

  const columns: AdminColumn<AdminCombo>[] = [
    {
      key: 'image',
      title: t('admin.combos.image'),
      exportValue: (combo) => combo.image?.url ?? '',
      render: (combo) =>
        combo.image ? (
          <img
            className={styles.image}
            src={thumbnailUrl(combo.image)}
            alt={combo.image.alt}
            loading="lazy"
          />
        ) : (
          <span className={styles.noImage} aria-hidden />
        ),
    },
    { key: 'name', title: t('admin.combos.name'), sortField: 'name', render: (combo) => combo.name },
    {
      key: 'salePrice',
      title: t('admin.combos.salePrice'),
      sortField: 'salePrice',
      align: 'right',
      exportValue: (combo) => combo.salePrice,
      render: (combo) => `${formatPrice(combo.salePrice)} ₫`,
    },
    {
      key: 'rootPrice',
      title: t('admin.combos.rootPrice'),
      align: 'right',
      exportValue: (combo) => combo.rootPrice,
      render: (combo) => <Typography.Text delete>{formatPrice(combo.rootPrice)} ₫</Typography.Text>,
    },
    statusColumn(t, t('admin.combos.status')),
    createdAtColumn(t('admin.combos.createdAt')),
    actionsColumn<AdminCombo>(t, {
      name: (combo) => combo.name,
      onEdit: canEdit
        ? (combo) => void navigate(`/admin/combos/${combo.id}/edit`, { state: fromList })
        : undefined,
      onDelete: canDelete ? onDelete : undefined,
    }),
  ];

  return (
    <>
      <PageHeader title={t('adminPage.combos.list')} />
      <AdminTable<AdminCombo>
        name="combos"
        list={list}
        result={result}
        columns={columns}
        rowKey={(combo) => combo.id}
        rowLabel={(combo) => combo.name}
        searchPlaceholder={t('admin.combos.search')}
        deleteMany={canDelete ? (ids) => deleteCombos.mutateAsync(ids) : undefined}
        filters={
          <Select
            className={styles.filter}
            allowClear
            placeholder={t('admin.combos.allStatuses')}
            aria-label={t('admin.combos.status')}
            value={list.state.filters.status}
            onChange={(status?: string) => list.change({ filters: { status } })}
            options={STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
          />
        }
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/admin/combos/create', { state: fromList })}
            >
              {t('admin.combos.add')}
            </Button>
          )
        }
      />
    </>
  );
}
