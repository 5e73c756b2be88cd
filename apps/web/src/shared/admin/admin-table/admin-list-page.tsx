import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useFromListState } from '@/shared/admin/list-navigation';
import { PageHeader } from '@/shared/admin/page-header';
import { type ListResource, useResourcePermissions } from '@/shared/admin/use-resource-permissions';
import { AdminTable, type AdminTableProps } from './admin-table';
import { StatusFilter } from './filter-select';

export type AdminListPageProps<Row> = Omit<AdminTableProps<Row>, 'actions' | 'rowActions' | 'deleteMany'> & {
  /** The page's h1. */
  title: string;
  /** Whose permissions decide which buttons show (`book` → `book:create`, `book:update`…; `back-office`: any back-office user). */
  resource: ListResource;
  /** The list's address: its records are edited at `{basePath}/{id}/edit`, created at `{basePath}/create`. */
  basePath: string;
  /** The create button's text; without it the list has no create button (pages are fixed). */
  addLabel?: string;
  /** Where the create button goes, when not `{basePath}/create` (the question bank creates in batches). */
  createPath?: string;
  /** The ACTIVE / INACTIVE filter before the page's own filters (the list declares the `status` key). */
  hasStatusFilter?: boolean;
  /** Without it the rows have no edit button (a list that is only read). */
  isEditable?: boolean;
  deleteOne?: (row: Row) => Promise<unknown>;
  deleteMany?: AdminTableProps<Row>['deleteMany'];
  deleteBlockedReason?: (row: Row) => string | null;
  /** Row buttons before edit and delete. */
  leadingActions?: (row: Row) => ReactNode;
  /** More page actions beside the title (the question bank's "import from PDF"). */
  headerActions?: ReactNode;
};

/**
 * The one shape of an admin list page: its title, the table with the status filter, the create button,
 * and row edit and delete buttons, each shown only when the user's permissions on `resource` allow it.
 * Going to a record carries the list's state, so coming back restores its page, search and filters.
 */
export function AdminListPage<Row extends object>({
  title,
  resource,
  basePath,
  addLabel,
  createPath,
  hasStatusFilter = false,
  isEditable = true,
  deleteOne,
  deleteMany,
  deleteBlockedReason,
  leadingActions,
  headerActions,
  filters,
  rowKey,
  ...table
}: AdminListPageProps<Row>) {
  const navigate = useNavigate();
  const fromList = useFromListState();
  const { canCreate, canEdit, canDelete } = useResourcePermissions(resource);

  return (
    <>
      <PageHeader title={title} extra={headerActions} />
      <AdminTable<Row>
        {...table}
        rowKey={rowKey}
        filters={
          hasStatusFilter || filters ? (
            <>
              {filters}
              {hasStatusFilter && <StatusFilter list={table.list} />}
            </>
          ) : undefined
        }
        deleteMany={canDelete ? deleteMany : undefined}
        rowActions={{
          onEdit:
            isEditable && canEdit
              ? (row) => void navigate(`${basePath}/${rowKey(row)}/edit`, { state: fromList })
              : undefined,
          deleteOne: canDelete ? deleteOne : undefined,
          deleteBlockedReason,
          leading: leadingActions,
        }}
        actions={
          addLabel &&
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(createPath ?? `${basePath}/create`, { state: fromList })}
            >
              {addLabel}
            </Button>
          )
        }
      />
    </>
  );
}
