import { DownloadOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import {
  ACTIVATION_CODE_STATES,
  type ActivationCodeState,
  type AdminActivationCode,
} from '@tutor/contract/activation-codes';
import { formatDateTime } from '@tutor/contract/format';
import { App, Button, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadBatch,
  useDeleteActivationCode,
  useDeleteActivationCodes,
  useUpdateActivationCode,
} from '@/features/activation-codes/admin/api/change-activation-codes';
import { useActivationBatches } from '@/features/activation-codes/admin/api/get-activation-batches';
import { useActivationCodes } from '@/features/activation-codes/admin/api/get-activation-codes';
import { AdminListPage } from '@/shared/admin/admin-table/admin-list-page';
import type { AdminColumn } from '@/shared/admin/admin-table/admin-table';
import { FilterSelect } from '@/shared/admin/admin-table/filter-select';
import { createdAtColumn } from '@/shared/admin/admin-table/standard-columns';
import { useListState } from '@/shared/admin/admin-table/use-list-state';
import { useExtraData } from '@/shared/admin/extra-data/get-extra-data';
import { useResourcePermissions } from '@/shared/admin/use-resource-permissions';
import { saveBlob } from '@/shared/catalogue/save-blob';

const SORT_FIELDS = ['createdAt', 'usedAt', 'expiresAt'] as const;
const FILTER_KEYS = ['batch', 'state', 'courseId', 'comboId'] as const;
const TARGETS = ['courses', 'combos'] as const;

const STATE_COLORS: Record<ActivationCodeState, string> = {
  UNUSED: 'green',
  USED: 'blue',
  DISABLED: 'default',
  EXPIRED: 'orange',
};

/** `/admin/activation-codes`: every code with its derived state; filters by batch, state, course, combo. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState({ sortFields: SORT_FIELDS, filterKeys: FILTER_KEYS });
  const result = useActivationCodes(list.query);
  const batches = useActivationBatches().data ?? [];
  const extra = useExtraData(TARGETS).data;
  const { canEdit } = useResourcePermissions('activation-code');
  const update = useUpdateActivationCode();
  const deleteOne = useDeleteActivationCode();
  const deleteMany = useDeleteActivationCodes();
  const [isDownloading, setDownloading] = useState(false);
  const batch = list.state.filters.batch;

  const stateLabel = (code: AdminActivationCode) => t(`activationAdmin.states.${code.state}`);
  const columns: AdminColumn<AdminActivationCode>[] = [
    {
      key: 'code',
      title: t('activationAdmin.code'),
      exportValue: (code) => code.code,
      render: (code) => (
        <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
          {code.code}
        </Typography.Text>
      ),
    },
    {
      key: 'batch',
      title: t('activationAdmin.batch'),
      exportValue: (code) => code.batch,
      render: (code) => code.batch,
    },
    {
      key: 'target',
      title: t('activationAdmin.target'),
      exportValue: (code) => code.targetName,
      render: (code) => (
        <>
          <Tag color={code.courseId ? 'geekblue' : 'purple'}>
            {code.courseId ? t('activationAdmin.course') : t('activationAdmin.combo')}
          </Tag>
          {code.targetName}
        </>
      ),
    },
    {
      key: 'state',
      title: t('activationAdmin.state'),
      exportValue: stateLabel,
      render: (code) => <Tag color={STATE_COLORS[code.state]}>{stateLabel(code)}</Tag>,
    },
    {
      key: 'expiresAt',
      title: t('activationAdmin.expiresAt'),
      sortField: 'expiresAt',
      exportValue: (code) => (code.expiresAt ? formatDateTime(code.expiresAt) : ''),
      render: (code) => (code.expiresAt ? formatDateTime(code.expiresAt) : t('activationAdmin.never')),
    },
    {
      key: 'usedBy',
      title: t('activationAdmin.usedBy'),
      exportValue: (code) => code.usedBy?.username ?? '',
      render: (code) =>
        code.usedBy ? `${code.usedBy.fullName || code.usedBy.username} (@${code.usedBy.username})` : '',
    },
    {
      key: 'usedAt',
      title: t('activationAdmin.usedAt'),
      sortField: 'usedAt',
      exportValue: (code) => (code.usedAt ? formatDateTime(code.usedAt) : ''),
      render: (code) => (code.usedAt ? formatDateTime(code.usedAt) : ''),
    },
    createdAtColumn(t('activationAdmin.createdAt')),
  ];

  async function toggle(code: AdminActivationCode) {
    const status = code.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
    try {
      await update.mutateAsync({ id: code.id, status });
      message.success(
        t(status === 'DISABLED' ? 'activationAdmin.disabled' : 'activationAdmin.enabled', {
          code: code.code,
        }),
      );
    } catch {
      // The HTTP client has shown why.
    }
  }

  return (
    <AdminListPage<AdminActivationCode>
      title={t('adminPage.activationCodes')}
      resource="activation-code"
      basePath="/admin/activation-codes"
      addLabel={t('activationAdmin.add')}
      isEditable={false}
      name="activation-codes"
      list={list}
      result={result}
      columns={columns}
      rowKey={(code) => code.id}
      rowLabel={(code) => code.code}
      searchPlaceholder={t('activationAdmin.search')}
      deleteOne={(code) => deleteOne.mutateAsync(code.id)}
      deleteMany={(ids) => deleteMany.mutateAsync(ids)}
      deleteBlockedReason={(code) => (code.state === 'USED' ? t('activationAdmin.usedCannotDelete') : null)}
      leadingActions={(code) =>
        canEdit && code.state !== 'USED' ? (
          <Tooltip
            title={code.status === 'ACTIVE' ? t('activationAdmin.disable') : t('activationAdmin.enable')}
          >
            <Button
              type="text"
              icon={code.status === 'ACTIVE' ? <StopOutlined /> : <UndoOutlined />}
              aria-label={`${code.status === 'ACTIVE' ? t('activationAdmin.disable') : t('activationAdmin.enable')}: ${code.code}`}
              onClick={() => void toggle(code)}
            />
          </Tooltip>
        ) : null
      }
      headerActions={
        batch ? (
          <Button
            icon={<DownloadOutlined />}
            loading={isDownloading}
            onClick={async () => {
              setDownloading(true);
              try {
                saveBlob(await downloadBatch(batch), `ma-kich-hoat-${batch}.xlsx`);
              } catch {
                // The HTTP client has shown the reason.
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t('activationAdmin.exportBatch')}
          </Button>
        ) : undefined
      }
      filters={
        <>
          <FilterSelect
            list={list}
            name="batch"
            label={t('activationAdmin.batch')}
            placeholder={t('activationAdmin.allBatches')}
            isSearchable
            options={batches.map((b) => ({ value: b.batch, label: `${b.batch} (${b.used}/${b.total})` }))}
          />
          <FilterSelect
            list={list}
            name="state"
            label={t('activationAdmin.state')}
            placeholder={t('activationAdmin.allStates')}
            options={ACTIVATION_CODE_STATES.map((state) => ({
              value: state,
              label: t(`activationAdmin.states.${state}`),
            }))}
          />
          <FilterSelect
            list={list}
            name="courseId"
            label={t('activationAdmin.course')}
            placeholder={t('activationAdmin.allCourses')}
            isSearchable
            options={(extra?.courses ?? []).map((course) => ({ value: course.id, label: course.name }))}
          />
          <FilterSelect
            list={list}
            name="comboId"
            label={t('activationAdmin.combo')}
            placeholder={t('activationAdmin.allCombos')}
            isSearchable
            options={(extra?.combos ?? []).map((combo) => ({ value: combo.id, label: combo.name }))}
          />
        </>
      }
    />
  );
}
