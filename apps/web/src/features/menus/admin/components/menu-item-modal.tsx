import {
  addMenuBodySchema,
  MENU_OF_KEY,
  type MenuItem,
  type MenuKey,
  updateMenuBodySchema,
} from '@tutor/contract/menus';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddMenuItem } from '@/features/menus/admin/api/add-menu-item';
import { useUpdateMenuItem } from '@/features/menus/admin/api/update-menu-item';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import type { FlatItem } from './tree-moves';

const FIELDS = ['name', 'categoryId', 'link', 'parentId'] as const;
const TOP_LEVEL = 0;

type MenuItemModalProps = {
  menuKey: MenuKey;
  /** The item being edited; absent to add one. */
  item?: MenuItem;
  /** Where a new item may go (any item of the menu, or the top level). */
  rows: readonly FlatItem[];
  /** A new item's initial parent. */
  parentId?: number | null;
  onClose: () => void;
};

/** Add or edit one entry: a name, and where it leads (a category of the menu's type, or a link). */
export function MenuItemModal({ menuKey, item, rows, parentId = null, onClose }: MenuItemModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const menu = MENU_OF_KEY[menuKey];
  const categories = useExtraData(['categories']);
  const addItem = useAddMenuItem(menuKey);
  const updateItem = useUpdateMenuItem(menuKey);
  const categoryOptions = (categories.data?.categories ?? [])
    .filter((category) => category.type === menu.type)
    .map((category) => ({ value: category.id, label: category.name }));

  const { onFinish, onValuesChange, generalErrors, isSubmitting } = useSchemaForm<unknown>({
    form,
    schema: item ? updateMenuBodySchema : addMenuBodySchema,
    fields: FIELDS,
    toInput: (values) => {
      const fields = {
        name: values.name,
        categoryId: values.categoryId ?? null,
        link: values.link ?? '',
      };
      if (item) return { id: item.id, ...fields };
      const parent = values.parentId as number | undefined;
      return {
        type: menu.type,
        ...(menu.courseType ? { courseType: menu.courseType } : {}),
        ...fields,
        parentId: parent === TOP_LEVEL || parent === undefined ? null : parent,
      };
    },
    submit: async (body) => {
      if (item) await updateItem.mutateAsync(body as Parameters<typeof updateItem.mutateAsync>[0]);
      else await addItem.mutateAsync(body as Parameters<typeof addItem.mutateAsync>[0]);
      message.success(t(item ? 'admin.notice.updateSuccess' : 'admin.notice.createSuccess'));
      onClose();
    },
  });

  return (
    <Modal
      open
      title={t(item ? 'admin.menus.editItem' : 'admin.menus.addItem')}
      okText={t(item ? 'admin.form.save' : 'admin.form.create')}
      cancelText={t('admin.form.cancel')}
      confirmLoading={isSubmitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: item?.name ?? '',
          categoryId: item?.categoryId ?? undefined,
          link: item?.link ?? '',
          parentId: parentId ?? TOP_LEVEL,
        }}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
      >
        {generalErrors.length > 0 && <Alert type="error" showIcon title={generalErrors.join(' ')} />}
        <Form.Item name="name" label={t('admin.menus.name')} required>
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('admin.menus.category')} extra={t('admin.menus.categoryHelp')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={categories.isPending}
            options={categoryOptions}
            placeholder={t('admin.menus.noCategory')}
          />
        </Form.Item>
        <Form.Item name="link" label={t('admin.menus.link')} extra={t('admin.menus.linkHelp')}>
          <Input placeholder="/danh-muc/sach" />
        </Form.Item>
        {!item && (
          <Form.Item name="parentId" label={t('admin.menus.parent')}>
            <Select
              options={[
                { value: TOP_LEVEL, label: t('admin.menus.topLevel') },
                ...rows.map((row) => ({
                  value: row.id,
                  label: `${'— '.repeat(row.depth)}${row.item.name}`,
                })),
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
