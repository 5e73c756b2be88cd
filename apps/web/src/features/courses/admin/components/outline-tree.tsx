import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  OrderedListOutlined,
  PlusOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
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
import type { AdminLesson, AdminThematic, CourseTree } from '@tutor/contract/learning';
import { Button, Tag, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './outline-tree.module.css';
import { type Drop, inOrder, type OutlineLevel, type ReorderRequest, reorderRequest } from './tree-order';

type TreeThematic = CourseTree['thematics'][number];

export type OutlineTreeActions = {
  /** Whether the user may change the outline (course:update for thematics, lesson:update for lessons). */
  canEditThematics: boolean;
  canEditLessons: boolean;
  /** lesson:create: adding a lesson, copying one. */
  canCreateLessons: boolean;
  onReorder: (request: ReorderRequest) => Promise<unknown>;
  onAddLesson: (thematic: AdminThematic) => void;
  onRenameThematic: (thematic: AdminThematic) => void;
  onDeleteThematic: (thematic: AdminThematic) => void;
  onOpenLessons: (thematic: AdminThematic) => void;
  onEditLesson: (lesson: AdminLesson) => void;
  onLessonVideos: (lesson: AdminLesson) => void;
  onCopyLesson: (lesson: AdminLesson) => void;
};

type Pending = { basis: CourseTree; level: OutlineLevel; parentId: number; ids: number[] };

/**
 * A course's thematics, each with its lessons, both sortable by dragging their handle (pointer) or
 * with the keyboard (space to pick up, arrows to move, space to drop). A drop sends the parent's
 * complete new order; the tree shows that order until the refetched outline replaces it.
 */
export function OutlineTree({ tree, actions }: { tree: CourseTree; actions: OutlineTreeActions }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = pending && pending.basis === tree ? pending : null;

  const thematics = current?.level === 'thematics' ? inOrder(tree.thematics, current.ids) : tree.thematics;
  const lessonsOf = (thematic: TreeThematic) =>
    current?.level === 'lessons' && current.parentId === thematic.id
      ? inOrder(thematic.lessons, current.ids)
      : thematic.lessons;

  const drop = (input: Drop) => {
    const request = reorderRequest(input);
    if (!request) return;
    setPending({ basis: tree, level: input.level, parentId: input.parentId, ids: request.ids });
    // A refused order is toasted by the HTTP client; the refetch that follows puts the tree right.
    actions.onReorder(request).catch(() => setPending(null));
  };

  return (
    <SortableList
      level="thematics"
      items={thematics}
      disabled={!actions.canEditThematics}
      onDrop={(activeId, overId) =>
        drop({
          level: 'thematics',
          parentId: tree.course.id,
          ids: thematics.map((thematic) => thematic.id),
          activeId,
          overId,
        })
      }
      listClassName={styles.thematics}
      label={tree.course.name}
      renderOverlay={(thematic) => (
        <div className={`${styles.row} ${styles.overlay}`}>
          <HolderOutlined />
          <strong>{thematic.name}</strong>
        </div>
      )}
      renderItem={(thematic, handle, isPlaceholder) => (
        <ThematicCard
          thematic={thematic}
          handle={handle}
          isPlaceholder={isPlaceholder}
          lessons={lessonsOf(thematic)}
          actions={actions}
          onDropLesson={(activeId, overId) =>
            drop({
              level: 'lessons',
              parentId: thematic.id,
              ids: lessonsOf(thematic).map((lesson) => lesson.id),
              activeId,
              overId,
            })
          }
        />
      )}
    />
  );
}

type SortableListProps<T extends { id: number; name: string }> = {
  level: OutlineLevel;
  items: readonly T[];
  disabled: boolean;
  onDrop: (activeId: number, overId: number | null) => void;
  listClassName: string | undefined;
  label: string;
  renderItem: (item: T, handle: ReactNode, isPlaceholder: boolean) => ReactNode;
  renderOverlay: (item: T) => ReactNode;
};

/** One level of the tree: its own drag-and-drop context, so a lesson never lands among thematics. */
function SortableList<T extends { id: number; name: string }>({
  level,
  items,
  disabled,
  onDrop,
  listClassName,
  label,
  renderItem,
  renderOverlay,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => items.find((item) => item.id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('courseAdmin.tree.a11y.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('courseAdmin.tree.a11y.over', { name: nameOf(active.id), target: nameOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t('courseAdmin.tree.a11y.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('courseAdmin.tree.a11y.cancelled', { name: nameOf(active.id) }),
  };
  const active = activeId === null ? undefined : items.find((item) => item.id === activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('courseAdmin.tree.a11y.instructions') },
      }}
      onDragStart={({ active: picked }: DragStartEvent) => setActiveId(Number(picked.id))}
      onDragEnd={({ active: dropped, over }: DragEndEvent) => {
        setActiveId(null);
        onDrop(Number(dropped.id), over ? Number(over.id) : null);
      }}
      onDragCancel={() => setActiveId(null)}
    >
      <SortableContext
        items={items.map((item) => item.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <ul className={listClassName} aria-label={label} data-outline-level={level}>
          {items.map((item) => (
            <SortableItem
              key={item.id}
              item={item}
              level={level}
              disabled={disabled}
              isPlaceholder={item.id === activeId}
              render={renderItem}
            />
          ))}
        </ul>
      </SortableContext>
      <DragOverlay>{active ? renderOverlay(active) : null}</DragOverlay>
    </DndContext>
  );
}

function SortableItem<T extends { id: number; name: string }>({
  item,
  level,
  disabled,
  isPlaceholder,
  render,
}: {
  item: T;
  level: OutlineLevel;
  disabled: boolean;
  isPlaceholder: boolean;
  render: (item: T, handle: ReactNode, isPlaceholder: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: item.id,
    disabled,
  });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      aria-label={t(level === 'thematics' ? 'courseAdmin.tree.dragThematic' : 'courseAdmin.tree.dragLesson', {
        name: item.name,
      })}
      {...attributes}
      {...listeners}
    >
      <HolderOutlined />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={level === 'thematics' ? styles.thematic : styles.lesson}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-outline-item={item.name}
    >
      {render(item, handle, isPlaceholder)}
    </li>
  );
}

function IconButton({
  label,
  icon,
  onClick,
  danger,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" danger={danger} icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

function ThematicCard({
  thematic,
  handle,
  isPlaceholder,
  lessons,
  actions,
  onDropLesson,
}: {
  thematic: TreeThematic;
  handle: ReactNode;
  isPlaceholder: boolean;
  lessons: readonly AdminLesson[];
  actions: OutlineTreeActions;
  onDropLesson: (activeId: number, overId: number | null) => void;
}) {
  const { t } = useTranslation();
  const name = thematic.name;
  return (
    <div className={isPlaceholder ? styles.placeholder : undefined}>
      <div className={styles.thematicHeader}>
        {handle}
        <h2 className={styles.thematicName}>{name}</h2>
        {thematic.status !== 'ACTIVE' && <Tag>{t(`admin.status.${thematic.status}`)}</Tag>}
        <span className={styles.meta}>{t('courseAdmin.tree.lessonCount', { count: lessons.length })}</span>
        <span className={styles.actions}>
          <IconButton
            label={t('courseAdmin.tree.lessonsOf', { name })}
            icon={<OrderedListOutlined />}
            onClick={() => actions.onOpenLessons(thematic)}
          />
          {actions.canCreateLessons && (
            <IconButton
              label={t('courseAdmin.tree.addLessonTo', { name })}
              icon={<PlusOutlined />}
              onClick={() => actions.onAddLesson(thematic)}
            />
          )}
          {actions.canEditThematics && (
            <>
              <IconButton
                label={t('courseAdmin.tree.renameOf', { name })}
                icon={<EditOutlined />}
                onClick={() => actions.onRenameThematic(thematic)}
              />
              <IconButton
                label={t('courseAdmin.tree.deleteOf', { name })}
                icon={<DeleteOutlined />}
                danger
                onClick={() => actions.onDeleteThematic(thematic)}
              />
            </>
          )}
        </span>
      </div>
      {lessons.length === 0 ? (
        <p className={`${styles.lessons} ${styles.empty}`}>{t('courseAdmin.tree.noLessons')}</p>
      ) : (
        <SortableList
          level="lessons"
          items={lessons}
          disabled={!actions.canEditLessons}
          onDrop={onDropLesson}
          listClassName={styles.lessons}
          label={name}
          renderOverlay={(lesson) => (
            <div className={`${styles.row} ${styles.overlay}`}>
              <HolderOutlined />
              <span>{lesson.name}</span>
            </div>
          )}
          renderItem={(lesson, lessonHandle, isLessonPlaceholder) => (
            <div className={isLessonPlaceholder ? `${styles.row} ${styles.placeholder}` : styles.row}>
              {lessonHandle}
              <span className={styles.lessonName}>{lesson.name}</span>
              {lesson.isFree && <Tag color="green">{t('courseAdmin.tree.free')}</Tag>}
              {lesson.status !== 'ACTIVE' && <Tag>{t(`admin.status.${lesson.status}`)}</Tag>}
              <span className={styles.meta}>
                {t('courseAdmin.tree.videoCount', { count: lesson.videoCount })}
              </span>
              <span className={styles.actions}>
                <IconButton
                  label={t('courseAdmin.tree.videosOf', { name: lesson.name })}
                  icon={<VideoCameraOutlined />}
                  onClick={() => actions.onLessonVideos(lesson)}
                />
                <IconButton
                  label={t('courseAdmin.tree.editLessonOf', { name: lesson.name })}
                  icon={<EditOutlined />}
                  onClick={() => actions.onEditLesson(lesson)}
                />
                {actions.canCreateLessons && (
                  <IconButton
                    label={t('courseAdmin.tree.copyOf', { name: lesson.name })}
                    icon={<CopyOutlined />}
                    onClick={() => actions.onCopyLesson(lesson)}
                  />
                )}
              </span>
            </div>
          )}
        />
      )}
    </div>
  );
}
