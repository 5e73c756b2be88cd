import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '@tutor/contract/format';
import type { ImageRef } from '@tutor/contract/media';
import { Button, Space, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { thumbnailUrl } from '@/shared/admin/media-picker/media-library-api';
import { StatusTag } from '@/shared/admin/status-tag';
import type { AdminColumn } from './admin-table';
import styles from './admin-table.module.css';

/*
 * Columns nearly every admin list has, built once so each list only writes what is its own.
 */

/** ACTIVE / INACTIVE as a tag on screen, translated in the export. */
export function statusColumn<Row extends { status: string }>(t: TFunction, title: string): AdminColumn<Row> {
  return {
    key: 'status',
    title,
    exportValue: (row) => t(`admin.status.${row.status}`),
    render: (row) => <StatusTag status={row.status} />,
  };
}

/** The creation date, sortable on the server; the export keeps the time too. */
export function createdAtColumn<Row extends { createdAt: string }>(title: string): AdminColumn<Row> {
  return {
    key: 'createdAt',
    title,
    sortField: 'createdAt',
    exportValue: (row) => formatDateTime(row.createdAt),
    render: (row) => formatDate(row.createdAt),
  };
}

/**
 * A row's picture as its smallest stored copy (sharp enough for a cell), a grey block when it has none;
 * the export holds the full picture's address.
 */
export function pictureColumn<Row>(
  title: string,
  picture: (row: Row) => Pick<ImageRef, 'url' | 'variants' | 'alt'> | null | undefined,
  shape: 'wide' | 'cover' | 'card' = 'wide',
): AdminColumn<Row> {
  const className = `${styles.picture} ${styles[shape]}`;
  return {
    key: 'picture',
    title,
    exportValue: (row) => picture(row)?.url ?? '',
    render: (row) => {
      const image = picture(row);
      return image ? (
        <img className={className} src={thumbnailUrl(image)} alt={image.alt} loading="lazy" />
      ) : (
        <span className={className} aria-hidden />
      );
    },
  };
}

export type RowActions<Row> = {
  /** How a screen reader names the row in "Edit hocsinh05". */
  name: (row: Row) => string;
  /** Absent when the user may not edit: no button at all. */
  onEdit?: (row: Row) => void;
  /** Absent when the user may not delete. */
  onDelete?: (row: Row) => void;
  /** Why this row cannot be deleted (shown as the tooltip of a disabled button), or null. */
  deleteBlockedReason?: (row: Row) => string | null;
  /** Buttons before edit and delete (e.g. a role's permissions). */
  leading?: (row: Row) => ReactNode;
};

/** Edit and delete buttons, kept in view on the right while the table scrolls sideways. */
export function actionsColumn<Row>(t: TFunction, actions: RowActions<Row>): AdminColumn<Row> {
  const { name, onEdit, onDelete, deleteBlockedReason, leading } = actions;
  return {
    key: 'actions',
    title: t('admin.table.actions'),
    align: 'right',
    fixed: 'right',
    render: (row) => {
      const blocked = deleteBlockedReason?.(row) ?? null;
      return (
        <Space size={4}>
          {leading?.(row)}
          {onEdit && (
            <Tooltip title={t('admin.table.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`${t('admin.table.edit')} ${name(row)}`}
                onClick={() => onEdit(row)}
              />
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title={blocked ?? t('admin.table.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={blocked !== null}
                aria-label={`${t('admin.table.delete')} ${name(row)}`}
                onClick={() => onDelete(row)}
              />
            </Tooltip>
          )}
        </Space>
      );
    },
  };
}
