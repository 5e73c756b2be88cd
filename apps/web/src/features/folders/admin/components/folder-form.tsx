import { createFolderBodySchema, type Folder, updateFolderBodySchema } from '@tutor/contract/folders';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FolderBody } from '@/features/folders/admin/api/folder-body';
import { AdminFormCard } from '@/shared/admin/admin-form/admin-form-card';
import styles from '@/shared/admin/admin-form/form-layout.module.css';
import { useSchemaForm } from '@/shared/admin/admin-form/use-schema-form';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { folderOptions } from '@/shared/admin/media-picker/folder-paths';

const FIELDS = ['name', 'parentId'] as const;
const FOLDERS = ['folders'] as const;

type Values = Record<string, unknown>;

/** antd leaves a cleared select undefined; the contract's "no parent" is null. */
const toInput = (values: Values): Values => ({ name: values.name, parentId: values.parentId ?? null });

type FolderFormProps = {
  folder?: Folder;
  onSubmit: (body: FolderBody) => Promise<unknown>;
  onCancel: () => void;
};

export function FolderForm({ folder, onSubmit, onCancel }: FolderFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const folders = useExtraData(FOLDERS);
  const schemaForm = useSchemaForm<FolderBody>({
    form,
    schema: folder ? updateFolderBodySchema : createFolderBodySchema,
    fields: FIELDS,
    toInput,
    codeFields: { NAME_ALREADY_IN_USE: 'name', FOLDER_CYCLE: 'parentId' },
    submit: onSubmit,
  });

  return (
    <AdminFormCard
      form={form}
      schemaForm={schemaForm}
      initialValues={folder ? { name: folder.name, parentId: folder.parentId ?? undefined } : {}}
      isEditing={Boolean(folder)}
      onCancel={onCancel}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('admin.folders.name')} required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="parentId" label={t('admin.folders.parent')} extra={t('admin.folders.parentHint')}>
          <Select
            allowClear
            loading={folders.isLoading}
            placeholder={t('admin.folders.noParent')}
            // A folder cannot move under itself or its own sub-folders.
            options={folderOptions(folders.data?.folders ?? [], folder?.id)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </div>
    </AdminFormCard>
  );
}
