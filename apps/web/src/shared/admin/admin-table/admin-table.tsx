import { DeleteOutlined, FileExcelOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeleteManyResponse } from '@tutor/contract/admin-common';
import {
  ADMIN_PAGE_SIZES,
  type AdminPageSize,
  PAGE_SIZE_ALL,
  XLSX_SHEET_NAME,
} from '@tutor/contract/constants';
import type { ListResponse } from '@tutor/contract/list-query';
import { Alert, App, Button, Empty, Grid, Input, Pagination, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { Key, ReactNode, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerError } from '@/shared/admin/admin-form/form-errors';
import { useConfirmDelete } from '@/shared/admin/use-confirm-delete';
import styles from './admin-table.module.css';
import { exportFileName, exportRows } from './export-rows';
import { actionsColumn } from './standard-columns';
import type { ListStateHandle } from './use-list-state';

export type AdminColumn<Row> = {
  key: string;
  /** Already translated: the header cell and the export's header. */
  title: string;
  render: (row: Row) => ReactNode;
  /** The server's sort field; given, the header sorts the whole list (not just this page). */
  sortField?: string;
  /** The cell in the xlsx export; columns without it (actions) are left out of the file. */
  exportValue?: (row: Row) => unknown;
  /** In the export only: a value the screen already shows inside another column. */
  isExportOnly?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Kept in view while the table scrolls sideways (the actions column on a phone). */
  fixed?: 'left' | 'right';
};

export type AdminTableProps<Row> = {
  /** The list's name: the export's file name. */
  name: string;
  list: ListStateHandle;
  /** The feature's list query for `list.query`. */
  result: UseQueryResult<ListResponse<Row>, unknown>;
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => number;
  /** How a row is named in the bulk-delete report ('#12 hocsinh05'). */
  rowLabel?: (row: Row) => string;
  searchPlaceholder?: string;
  /** The page's own filter controls, beside the search box. */
  filters?: ReactNode;
  /** Page actions at the right of the toolbar, e.g. the create button. */
  actions?: ReactNode;
  /** The delete-many call; without it the table has no selection and no bulk delete. */
  deleteMany?: (ids: number[]) => Promise<DeleteManyResponse>;
  /** Rows that may not be selected (the signed-in user's own row). */
  canSelect?: (row: Row) => boolean;
  /** The edit and delete buttons of each row; without them the table has no actions column. */
  rowActions?: TableRowActions<Row>;
  /**
   * The export done by the server (every row of the filtered list, not only this page); without it the
   * table writes the rows it shows.
   */
  onExport?: () => Promise<void>;
};

export type TableRowActions<Row> = {
  /** Opens the row's edit page; absent when the user may not edit. */
  onEdit?: (row: Row) => void;
  /** The delete call; the table asks first and reports the outcome. Absent when the user may not delete. */
  deleteOne?: (row: Row) => Promise<unknown>;
  /** Why this row cannot be deleted (the tooltip of a disabled button), or null. */
  deleteBlockedReason?: (row: Row) => string | null;
  /** Buttons before edit and delete (e.g. a role's permissions). */
  leading?: (row: Row) => ReactNode;
};

function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next tick; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function SearchBox({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  // Back, a reset or a link changes the URL's search: the box follows it.
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      className={styles.search}
      value={text}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      maxLength={100}
      onChange={(event) => {
        setText(event.target.value);
        // The clear button sends an empty change: show every row again at once.
        if (event.target.value === '' && value !== '') onSearch('');
      }}
      onSearch={(next) => onSearch(next)}
    />
  );
}

/**
 * A table that scrolls sideways has a hidden row (`aria-hidden`) that measures the columns by drawing
 * their headers again, select-all checkbox included: focusable content a screen reader is told is not
 * there. Ant Design renders that row itself, so it is made inert here whenever it appears.
 */
function useInertMeasureRow(ref: RefObject<HTMLElement | null>, isActive: boolean) {
  useEffect(() => {
    const root = ref.current;
    if (!isActive || !root) return;
    const mark = () => {
      for (const row of root.querySelectorAll('.ant-table-measure-row:not([inert])'))
        row.setAttribute('inert', '');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, isActive]);
}

/**
 * The one list component of the back office (ARCHITECTURE "web conventions"): server-side paging with
 * the admin page sizes, sortable columns, a search box and the page's filters, all kept in the URL;
 * row selection with a confirmed bulk delete that reports per record; xlsx export of the rows shown.
 */
export function AdminTable<Row extends object>({
  name,
  list,
  result,
  columns,
  rowKey,
  rowLabel,
  searchPlaceholder,
  filters,
  actions,
  deleteMany,
  canSelect,
  rowActions,
  onExport: exportOnServer,
}: AdminTableProps<Row>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [selected, setSelected] = useState<number[]>([]);
  const [isExporting, setExporting] = useState(false);
  const { state, change } = list;
  // A wide screen fits the columns by wrapping their text; sideways scrolling with the actions column
  // pinned is for narrower ones. Scrolling on a desktop hid the last columns behind the pinned one.
  const isWide = Grid.useBreakpoint().xl ?? true;
  const sectionRef = useRef<HTMLElement>(null);
  useInertMeasureRow(sectionRef, !isWide);

  const rows = result.data?.data ?? [];
  const total = result.data?.pagination.total ?? 0;
  const queryKey = JSON.stringify(list.query);

  // A selection belongs to the rows it was made on: another page, search or filter starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the trigger.
  useEffect(() => setSelected([]), [queryKey]);

  // Deleting the last rows of the last page (or an old link) leaves a page past the end: show the
  // last page that has rows instead of an empty table that claims rows exist.
  const isPastTheEnd =
    !result.isPlaceholderData &&
    rows.length === 0 &&
    total > 0 &&
    state.pageSize !== PAGE_SIZE_ALL &&
    state.page > 1;
  useEffect(() => {
    if (isPastTheEnd) change({ page: Math.max(1, Math.ceil(total / state.pageSize)) }, { replace: true });
  }, [isPastTheEnd, total, state.pageSize, change]);

  const label = (id: number) => {
    const row = rows.find((candidate) => rowKey(candidate) === id);
    return row && rowLabel ? rowLabel(row) : `#${id}`;
  };

  const report = (outcome: DeleteManyResponse) => {
    if (outcome.deleted.length > 0) {
      message.success(t('admin.table.deletedCount', { count: outcome.deleted.length }));
    }
    if (outcome.failed.length > 0) {
      modal.warning({
        title: t('admin.table.deleteFailedTitle', { count: outcome.failed.length }),
        content: (
          <ul className={styles.failures}>
            {outcome.failed.map((failure) => (
              <li key={failure.id}>
                <strong>{label(failure.id)}</strong>: {failure.message}
              </li>
            ))}
          </ul>
        ),
      });
    }
    setSelected((current) => current.filter((id) => !outcome.deleted.includes(id)));
  };

  const onBulkDelete = () => {
    if (!deleteMany) return;
    if (selected.length === 0) {
      // The button is disabled then; this guards a keyboard shortcut or a stale click all the same.
      message.warning(t('admin.table.selectFirst'));
      return;
    }
    const ids = [...selected];
    confirmDelete({
      count: ids.length,
      onConfirm: async () => {
        try {
          report(await deleteMany(ids));
        } catch (error) {
          // The HTTP client has shown the error; the dialog just closes.
          if (!isServerError(error)) throw error;
        }
      },
    });
  };

  const onDeleteOne = (row: Row) => {
    const deleteOne = rowActions?.deleteOne;
    if (!deleteOne) return;
    confirmDelete({
      onConfirm: async () => {
        try {
          await deleteOne(row);
          message.success(t('admin.notice.deleteSuccess'));
        } catch (error) {
          // The HTTP client has shown the server's reason; the dialog just closes.
          if (!isServerError(error)) throw error;
        }
      },
    });
  };

  const hasRowActions = Boolean(rowActions?.onEdit || rowActions?.deleteOne || rowActions?.leading);
  const allColumns: readonly AdminColumn<Row>[] =
    rowActions && hasRowActions
      ? [
          ...columns,
          actionsColumn<Row>(t, {
            name: (row) => (rowLabel ? rowLabel(row) : `#${rowKey(row)}`),
            onEdit: rowActions.onEdit,
            onDelete: rowActions.deleteOne ? onDeleteOne : undefined,
            deleteBlockedReason: rowActions.deleteBlockedReason,
            leading: rowActions.leading,
          }),
        ]
      : columns;

  const onExport = async () => {
    setExporting(true);
    try {
      if (exportOnServer) {
        await exportOnServer();
        return;
      }
      const { writeXlsx, XLSX_MIME_TYPE } = await import('@tutor/contract/xlsx-writer');
      const exported = columns.flatMap((column) =>
        column.exportValue ? [{ title: column.title, value: column.exportValue }] : [],
      );
      const bytes = await writeXlsx(exportRows(exported, rows), XLSX_SHEET_NAME);
      downloadBlob(new Blob([bytes as BlobPart], { type: XLSX_MIME_TYPE }), exportFileName(name));
    } catch (error) {
      console.error(error);
      message.error(t('admin.table.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const antdColumns: ColumnsType<Row> = allColumns
    .filter((column) => !column.isExportOnly)
    .map((column) => ({
      key: column.key,
      title: column.title,
      render: (_: unknown, row: Row) => column.render(row),
      width: column.width,
      align: column.align,
      // Right-aligned cells hold amounts and counts: "135.000 ₫" stays on one line.
      className: column.align === 'right' ? styles.nowrap : undefined,
      fixed: isWide ? undefined : column.fixed,
      sorter: Boolean(column.sortField),
      sortOrder:
        column.sortField && state.sort === column.sortField
          ? state.order === 'asc'
            ? 'ascend'
            : 'descend'
          : null,
    }));

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const first = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = allColumns.find((candidate) => candidate.key === first?.columnKey);
    if (!first?.order || !column?.sortField) change({ sort: undefined });
    else change({ sort: column.sortField, order: first.order === 'ascend' ? 'asc' : 'desc' });
  };

  const errorCode = isServerError(result.error) ? result.error.code : 'UNKNOWN_ERROR';
  const isAll = state.pageSize === PAGE_SIZE_ALL;

  return (
    <section ref={sectionRef} className={styles.table} aria-label={name}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchBox
            value={state.q ?? ''}
            placeholder={searchPlaceholder ?? t('admin.table.search')}
            onSearch={(q) => change({ q })}
          />
          {filters}
        </div>
        <div className={styles.actions}>
          <Tooltip title={t('admin.table.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('admin.table.refresh')}
              loading={result.isFetching && !result.isLoading}
              onClick={() => void result.refetch()}
            />
          </Tooltip>
          <Button
            icon={<FileExcelOutlined />}
            loading={isExporting}
            disabled={rows.length === 0}
            onClick={onExport}
          >
            {t('admin.table.export')}
          </Button>
          {deleteMany && (
            <Tooltip title={selected.length === 0 ? t('admin.table.selectFirst') : undefined}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.length === 0}
                onClick={onBulkDelete}
                data-testid="bulk-delete"
              >
                {selected.length > 0
                  ? t('admin.table.deleteSelectedCount', { count: selected.length })
                  : t('admin.table.deleteSelected')}
              </Button>
            </Tooltip>
          )}
          {actions}
        </div>
      </div>

      {result.isError && !result.data ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.table.loadFailed')}
          description={t(`error.${errorCode}`, { defaultValue: t('error.UNKNOWN_ERROR') })}
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              {t('admin.table.retry')}
            </Button>
          }
        />
      ) : (
        <Table<Row>
          rowKey={(row) => rowKey(row)}
          columns={antdColumns}
          dataSource={rows}
          loading={result.isLoading || (result.isFetching && result.isPlaceholderData)}
          pagination={false}
          size="middle"
          scroll={isWide ? undefined : { x: 'max-content' }}
          onChange={onTableChange}
          showSorterTooltip={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.table.empty')} />,
          }}
          rowSelection={
            deleteMany
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys: Key[]) => setSelected(keys.map(Number)),
                  getCheckboxProps: (row: Row) => ({
                    disabled: canSelect ? !canSelect(row) : false,
                    'aria-label': t('admin.table.selectRow', {
                      label: rowLabel ? rowLabel(row) : rowKey(row),
                    }),
                  }),
                }
              : undefined
          }
        />
      )}

      <div className={styles.footer}>
        <Typography.Text type="secondary">{t('admin.table.total', { count: total })}</Typography.Text>
        <div className={styles.paging}>
          {!isAll && total > state.pageSize && (
            <Pagination
              current={state.page}
              pageSize={state.pageSize}
              total={total}
              showSizeChanger={false}
              showLessItems
              onChange={(page) => change({ page })}
            />
          )}
          <Select<AdminPageSize>
            className={styles.pageSize}
            value={state.pageSize}
            aria-label={t('admin.table.pageSize')}
            onChange={(pageSize) => change({ pageSize })}
            options={ADMIN_PAGE_SIZES.map((size) => ({
              value: size,
              label:
                size === PAGE_SIZE_ALL ? t('admin.table.all') : t('admin.table.perPage', { count: size }),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
