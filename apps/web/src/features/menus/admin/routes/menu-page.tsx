import { PlusOutlined } from '@ant-design/icons';
import type { MenuItem, MenuKey } from '@tutor/contract/menus';
import { App, Button, Empty, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMenuItems } from '@/features/menus/admin/api/delete-menu-items';
import { useMenuItems } from '@/features/menus/admin/api/get-menu-items';
import { useSetShowOnHome } from '@/features/menus/admin/api/set-show-on-home';
import { useUpdateMenuItem } from '@/features/menus/admin/api/update-menu-item';
import { MenuItemModal } from '@/features/menus/admin/components/menu-item-modal';
import { MenuTree } from '@/features/menus/admin/components/menu-tree';
import { flattenItems, withoutDescendants } from '@/features/menus/admin/components/tree-moves';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { PageHeader } from '@/shared/admin/page-header';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';

const TITLE_KEYS: Record<MenuKey, string> = {
  book: 'adminPage.menus.book',
  'course-online': 'adminPage.menus.courseOnline',
  'course-offline': 'adminPage.menus.courseOffline',
  document: 'adminPage.menus.document',
  exam: 'adminPage.menus.exam',
};

type ModalState = { item?: MenuItem; parentId?: number | null };

/** /admin/menus/{key}: one website menu as a tree to reorder and nest by drag and drop. */
export function MenuPage({ menuKey }: { menuKey: MenuKey }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const items = useMenuItems(menuKey);
  const rows = useMemo(() => flattenItems(items.data ?? []), [items.data]);
  const [modal, setModal] = useState<ModalState | null>(null);
  const updateItem = useUpdateMenuItem(menuKey);
  const deleteItems = useDeleteMenuItems(menuKey);
  const showOnHome = useSetShowOnHome(menuKey);
  const confirmDelete = useConfirmDelete();

  const onDelete = (item: MenuItem) =>
    confirmDelete({
      // The children go too: the count says so.
      count: rows.length - withoutDescendants(rows, item.id).length + 1,
      onConfirm: async () => {
        try {
          await deleteItems.mutateAsync([item.id]);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          if (!isServerError(error)) throw error;
        }
      },
    });

  const body = () => {
    if (items.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (items.error) {
      const code = isServerError(items.error) ? items.error.code : 'UNKNOWN_ERROR';
      return (
        <Result
          status="error"
          title={t('admin.form.loadFailed')}
          subTitle={t(`error.${code}`, { defaultValue: t('error.UNKNOWN_ERROR') })}
          extra={
            <Button type="primary" onClick={() => void items.refetch()}>
              {t('admin.table.retry')}
            </Button>
          }
        />
      );
    }
    if (rows.length === 0) return <Empty description={t('admin.menus.empty')} />;
    return (
      <MenuTree
        rows={rows}
        onMove={(move) => updateItem.mutateAsync(move)}
        onAddChild={(item) => setModal({ parentId: item.id })}
        onEdit={(item) => setModal({ item })}
        onDelete={onDelete}
        onShowOnHome={(item, value) => showOnHome.mutate({ id: item.id, showOnHome: value })}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t(TITLE_KEYS[menuKey])}
        description={t('admin.menus.help')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({})}>
            {t('admin.menus.addItem')}
          </Button>
        }
      />
      {body()}
      {modal && (
        <MenuItemModal
          menuKey={menuKey}
          item={modal.item}
          parentId={modal.parentId ?? null}
          rows={rows}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
