import { DeleteOutlined, EditOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MenuItem } from '@tutor/contract/menus';
import { Button, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './menu-tree.module.css';
import {
  applyMove,
  type FlatItem,
  isSamePlace,
  type Projection,
  projectDrop,
  withoutDescendants,
} from './tree-moves';

/** Pixels of horizontal drag per nesting level (and the indentation of each level). */
const INDENT = 32;

export type MoveRequest = { id: number; parentId: number | null; leftId: number | null };

type MenuTreeProps = {
  rows: readonly FlatItem[];
  /** Sends a move; the tree shows the moved order until `rows` change again. */
  onMove: (move: MoveRequest) => Promise<unknown>;
  onAddChild: (item: MenuItem) => void;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
  onShowOnHome: (item: MenuItem, showOnHome: boolean) => void;
};

/** Left and right change the level, as dragging sideways does; up and down move between rows. */
const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
  const { currentCoordinates } = args;
  if (event.code === KeyboardCode.Right) return { ...currentCoordinates, x: currentCoordinates.x + INDENT };
  if (event.code === KeyboardCode.Left) return { ...currentCoordinates, x: currentCoordinates.x - INDENT };
  return sortableKeyboardCoordinates(event, args);
};

/**
 * A menu as a sortable list of rows indented by level. Dragging a row up or down reorders it; dragging
 * it right makes it a child of the row above, left takes it out a level. Its children travel with it.
 */
export function MenuTree({ rows, onMove, onAddChild, onEdit, onDelete, onShowOnHome }: MenuTreeProps) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  // The order after a drop, shown while the move is sent and the menu refetched.
  const [pending, setPending] = useState<{ basis: readonly FlatItem[]; rows: FlatItem[] } | null>(null);
  const shown = pending && pending.basis === rows ? pending.rows : rows;

  const visible = useMemo(
    () => (activeId === null ? shown : withoutDescendants(shown, activeId)),
    [shown, activeId],
  );
  const projection: Projection | undefined =
    activeId !== null && overId !== null
      ? projectDrop(visible, activeId, overId, offsetX, INDENT)
      : undefined;
  const active = activeId === null ? undefined : shown.find((row) => row.id === activeId);

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const nameOf = (id: unknown) => shown.find((row) => row.id === id)?.item.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin.menus.a11y.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('admin.menus.a11y.over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('admin.menus.a11y.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('admin.menus.a11y.cancelled', { name: nameOf(active.id) }),
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(Number(active.id));
    setOverId(Number(active.id));
  };
  const onDragMove = ({ delta, over }: DragMoveEvent) => {
    setOffsetX(delta.x);
    if (over) setOverId(Number(over.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = Number(active.id);
    const target = over ? Number(over.id) : null;
    const place = target === null ? undefined : projectDrop(visible, id, target, offsetX, INDENT);
    const moved = shown.find((row) => row.id === id);
    reset();
    if (!place || target === null || !moved || isSamePlace(moved.item, place)) return;
    setPending({ basis: rows, rows: applyMove(shown, id, target, place) });
    // A refused move is toasted by the HTTP client; the refetch that follows puts the tree right.
    onMove({ id, parentId: place.parentId, leftId: place.leftId })
      .catch(() => {})
      .finally(() => setPending(null));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin.menus.a11y.instructions') },
      }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={({ over }) => over && setOverId(Number(over.id))}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={visible.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <ul className={styles.tree} aria-label={t('admin.menus.treeLabel')}>
          {visible.map((row) => (
            <SortableRow
              key={row.id}
              row={row}
              depth={row.id === activeId && projection ? projection.depth : row.depth}
              isPlaceholder={row.id === activeId}
              onAddChild={onAddChild}
              onEdit={onEdit}
              onDelete={onDelete}
              onShowOnHome={onShowOnHome}
            />
          ))}
        </ul>
      </SortableContext>
      <DragOverlay>
        {active ? (
          <div className={`${styles.row} ${styles.overlay}`}>
            <HolderOutlined className={styles.handleIcon} />
            <span className={styles.name}>{active.item.name}</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

type SortableRowProps = Omit<MenuTreeProps, 'rows' | 'onMove'> & {
  row: FlatItem;
  depth: number;
  isPlaceholder: boolean;
};

function SortableRow({
  row,
  depth,
  isPlaceholder,
  onAddChild,
  onEdit,
  onDelete,
  onShowOnHome,
}: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: row.id,
  });
  const { item } = row;
  const target = item.category ? item.category.name : item.link;
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      style={{ transform: CSS.Translate.toString(transform), transition, paddingInlineStart: depth * INDENT }}
      data-menu-item={item.name}
      data-depth={depth}
    >
      <div className={isPlaceholder ? `${styles.row} ${styles.placeholder}` : styles.row}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={t('admin.menus.dragHandle', { name: item.name })}
          {...attributes}
          {...listeners}
        >
          <HolderOutlined className={styles.handleIcon} />
        </button>
        <span className={styles.name}>{item.name}</span>
        {target && (
          <Typography.Text type="secondary" ellipsis className={styles.target}>
            {item.category ? <Tag>{target}</Tag> : target}
          </Typography.Text>
        )}
        <span className={styles.actions}>
          <Tooltip title={t('admin.menus.showOnHome')}>
            <Switch
              size="small"
              checked={item.showOnHome}
              aria-label={t('admin.menus.showOnHomeOf', { name: item.name })}
              onChange={(checked) => onShowOnHome(item, checked)}
            />
          </Tooltip>
          <Button
            type="text"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('admin.menus.addChildOf', { name: item.name })}
            onClick={() => onAddChild(item)}
          />
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('admin.menus.editOf', { name: item.name })}
            onClick={() => onEdit(item)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('admin.menus.deleteOf', { name: item.name })}
            onClick={() => onDelete(item)}
          />
        </span>
      </div>
    </li>
  );
}
