import { App } from 'antd';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteOptions = {
  /** How many records; more than one says so under the question. */
  count?: number;
  /** Runs on OK; the dialog's button spins until it settles. */
  onConfirm: () => Promise<unknown>;
};

/** The confirmation before any delete (spec §8: 'Do you want to delete this record?'). */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({ count = 1, onConfirm }: ConfirmDeleteOptions) =>
    modal.confirm({
      title: t('admin.confirm.deleteTitle'),
      content: count > 1 ? t('admin.confirm.deleteCount', { count }) : undefined,
      okText: t('admin.confirm.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.confirm.cancel'),
      onOk: onConfirm,
    });
}
