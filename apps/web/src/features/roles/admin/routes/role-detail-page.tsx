import { EditOutlined } from '@ant-design/icons';
import { hasAllPermissions } from '@tutor/contract/permissions';
import { Alert, App, Button, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRole } from '@/features/roles/admin/api/get-role';
import { useSetRolePermissions } from '@/features/roles/admin/api/set-role-permissions';
import { PermissionAssignment } from '@/features/roles/admin/components/permission-assignment';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useBackToList, useRouteId } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { QueryState } from '@/shared/admin/query-state';
import { StatusTag } from '@/shared/admin/status-tag';
import { useCurrentUser } from '@/shared/session/session';
import { userGrantee } from '@/shared/session/user-display';
import styles from './role-detail-page.module.css';

const PERMISSIONS = ['permissions'] as const;

/** /admin/roles/{id}: the role and its permissions, ticked by resource and saved in one call. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useRouteId();
  const back = useBackToList('/admin/roles');
  const role = useRole(id);
  const catalogue = useExtraData(PERMISSIONS);
  const setPermissions = useSetRolePermissions();
  const grantee = userGrantee(useCurrentUser().user);
  const canEdit = hasAllPermissions(grantee, ['role:read', 'role:update']);

  return (
    <>
      <PageHeader
        title={role.data?.name ?? t('adminPage.roles.detail')}
        description={t('adminPage.roles.detail')}
        backTo={back.href}
        extra={
          canEdit &&
          role.data && (
            <Button
              icon={<EditOutlined />}
              onClick={() => void navigate(`/admin/roles/${role.data.id}/edit`)}
            >
              {t('admin.roles.editInfo')}
            </Button>
          )
        }
      />
      <QueryState query={role} backTo={back.href} isInvalidId={id === null}>
        {(loaded) => (
          <div className={styles.page}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} className={styles.facts} bordered>
              <Descriptions.Item label={t('admin.roles.status')}>
                <StatusTag status={loaded.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.roles.roleAcp')}>
                {loaded.roleAcp ? <Tag color="gold">{t('admin.form.yes')}</Tag> : t('admin.form.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.roles.isDefaultSignup')}>
                {loaded.isDefaultSignup ? t('admin.form.yes') : t('admin.form.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.roles.isManaged')}>
                {loaded.isManaged ? t('admin.form.yes') : t('admin.form.no')}
              </Descriptions.Item>
            </Descriptions>
            {loaded.roleAcp && <Alert type="info" showIcon title={t('admin.roles.roleAcpNote')} />}
            {catalogue.data?.permissions ? (
              <PermissionAssignment
                // Saved ids coming back from the server start the boxes afresh.
                key={loaded.permissionIds.join(',')}
                permissions={catalogue.data.permissions}
                assigned={loaded.permissionIds}
                canEdit={canEdit}
                isSaving={setPermissions.isPending}
                onSave={async (permissionIds) => {
                  try {
                    await setPermissions.mutateAsync({ id: loaded.id, permissionIds });
                    message.success(t('admin.notice.updateSuccess'));
                  } catch (error) {
                    if (!isServerError(error)) throw error;
                  }
                }}
              />
            ) : catalogue.isError ? (
              <Alert type="error" showIcon title={t('admin.form.loadFailed')} />
            ) : (
              <Skeleton active />
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
