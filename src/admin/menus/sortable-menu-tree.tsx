import { useMemo, useState } from 'react';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
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
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { FLOATING_KIND_LABELS, floatingKindOf, isFloatingActionPath } from '@contract/floating-menu';
import type { MenuEntry } from '@contract/site-menu';
import type { MenuTarget } from '@/registry/resolver';
import {
  DangerButton,
  SecondaryAnchor,
  SecondaryButton,
  secondaryButtonStyle,
  SecondaryLink,
} from '../ui/buttons';
import { space } from '../ui/theme-helpers';
import { menuMessages } from './messages';
import { moved } from './menu-tree';

/** What a row needs from the page: its public target, the actions. */
export type MenuRowActions = {
  platform: Platform;
  targetOf: (menu: MenuEntry) => MenuTarget;
  /** Saves a sibling group's new order (every id of the group); resolves false when refused. */
  onSort: (ids: number[]) => Promise<boolean>;
  onRemove: (menu: MenuEntry) => void;
  /** The name of the template a scheme-2 pair opens (新闻列表), for the row's words; undefined when none does. */
  pairName: (menu: MenuEntry) => string | undefined;
  /** Whether the menu names a page type that no longer exists. */
  pageTypeGone: (menu: MenuEntry) => boolean;
};

/** Why a menu cannot be deleted as the tree shows it (it has sub-menus), or null. */
export const removeLockOf = (menu: MenuEntry): string | null =>
  menu.subMenus.length > 0 ? menuMessages.hasSubMenus(menu.subMenus.map((sub) => sub.name)) : null;

const List = styled.ul<{ $nested: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ $nested, theme }) => ($nested ? theme.space[6] : 0)}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  ${({ $nested, theme }) => ($nested ? `margin-top: ${theme.space[2]}px;` : '')}
`;

const Row = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ $dragging, theme }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  outline: ${({ $dragging, theme }) => ($dragging ? `2px solid ${theme.colors.primary}` : 'none')};
`;

const Handle = styled.button`
  ${secondaryButtonStyle};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  cursor: grab;
  touch-action: none;
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  letter-spacing: -0.2em;
`;

const Name = styled.strong`
  font-weight: 600;
  min-width: ${space(8)};
`;

const Badge = styled.span<{ $on: boolean }>`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.textMuted)};
  color: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  line-height: ${space(5)};
`;

const Target = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  flex: 1 1 ${space(9)};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Warning = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** How the row describes where the menu leads, in the editors' words (新闻列表, never c-2 · s-2-1). */
function targetText(menu: MenuEntry, pairName: string | undefined): string {
  const parts = [
    menu.pageType
      ? menuMessages.opensPageType(menu.pageType)
      : menu.contentType
        ? menuMessages.opensScheme2(pairName)
        : null,
    // A button of the floating bar says what it does (拨打电话 …), not its path.
    menu.path && isFloatingActionPath(menu.path)
      ? menuMessages.opensFloatingKind(FLOATING_KIND_LABELS[floatingKindOf(menu.path)])
      : menu.path
        ? menuMessages.opensPath(menu.path)
        : null,
    menu.openType === 'blank' ? menuMessages.newWindow : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('；') : menuMessages.noPage;
}

type ItemProps = MenuRowActions & {
  menu: MenuEntry;
  index: number;
  siblings: number;
  onMove: (from: number, to: number) => void;
};

function SortableMenuItem({ menu, index, siblings, onMove, ...actions }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: menu.id, attributes: { roleDescription: '可排序的栏目' } });
  const target = actions.targetOf(menu);
  const editTo = `/menus/${menu.id}?platform=${actions.platform}`;
  const childTo = `/menus/new?platform=${actions.platform}&parent=${menu.id}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
      data-menu-id={menu.id}
    >
      <Row $dragging={isDragging}>
        <Handle
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={menuMessages.dragHandle(menu.name)}
        >
          <span aria-hidden="true">⋮⋮</span>
        </Handle>
        <Name>{menu.name}</Name>
        <Badge $on={menu.status}>{menu.status ? menuMessages.published : menuMessages.draft}</Badge>
        <Target>
          {actions.pageTypeGone(menu) ? (
            <Warning>{menuMessages.pageTypeGoneShort(menu.pageType ?? '')}</Warning>
          ) : (
            targetText(menu, actions.pairName(menu))
          )}
        </Target>
        <Actions>
          <SecondaryButton
            type="button"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={menuMessages.moveUpOf(menu.name)}
          >
            {menuMessages.moveUp}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            disabled={index === siblings - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={menuMessages.moveDownOf(menu.name)}
          >
            {menuMessages.moveDown}
          </SecondaryButton>
          {target.kind === 'route' ? (
            <SecondaryAnchor
              href={target.to}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={menuMessages.openPageOf(menu.name)}
            >
              {menuMessages.openPage}
            </SecondaryAnchor>
          ) : null}
          <SecondaryLink to={childTo} aria-label={menuMessages.addChildOf(menu.name)}>
            {menuMessages.addChild}
          </SecondaryLink>
          <SecondaryLink to={editTo} aria-label={menuMessages.editOf(menu.name)}>
            {menuMessages.edit}
          </SecondaryLink>
          <DangerButton
            type="button"
            title={removeLockOf(menu) ?? undefined}
            onClick={() => actions.onRemove(menu)}
            aria-label={menuMessages.removeOf(menu.name)}
          >
            {menuMessages.remove}
          </DangerButton>
        </Actions>
      </Row>
      {menu.subMenus.length > 0 ? (
        <SiblingList menus={menu.subMenus} label={menuMessages.subMenusOf(menu.name)} nested {...actions} />
      ) : null}
    </li>
  );
}

type SiblingListProps = MenuRowActions & { menus: readonly MenuEntry[]; label: string; nested?: boolean };

/**
 * One level of the tree: its own drag-and-drop context, so a menu moves only among its siblings
 * (the sort call takes one group), by pointer, by keyboard (Space, arrows, Space) or with 上移/下移.
 */
function SiblingList({ menus, label, nested = false, ...actions }: SiblingListProps) {
  // The new order shows at once; the refetched tree replaces it (or a refusal puts it back).
  const [pending, setPending] = useState<{ of: readonly MenuEntry[]; ids: number[] } | null>(null);
  const byId = useMemo(() => new Map(menus.map((menu) => [menu.id, menu])), [menus]);
  const ordered = (pending?.of === menus ? pending.ids : menus.map((menu) => menu.id))
    .map((id) => byId.get(id))
    .filter((menu): menu is MenuEntry => menu !== undefined);
  const ids = ordered.map((menu) => menu.id);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? '' : (byId.get(Number(id))?.name ?? '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => menuMessages.dragStart(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over
        ? menuMessages.dragOver(nameOf(active.id), nameOf(over.id))
        : menuMessages.dragOverNothing(nameOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? menuMessages.dragEnd(nameOf(active.id), nameOf(over.id))
        : menuMessages.dragEndNothing(nameOf(active.id)),
    onDragCancel: ({ active }) => menuMessages.dragCancel(nameOf(active.id)),
  };

  const save = (next: number[]) => {
    setPending({ of: menus, ids: next });
    void actions.onSort(next).then((saved) => {
      if (!saved) setPending(null);
    });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    save(moved(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: menuMessages.dragInstructions },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List $nested={nested} aria-label={label}>
          {ordered.map((menu, index) => (
            <SortableMenuItem
              key={menu.id}
              menu={menu}
              index={index}
              siblings={ordered.length}
              onMove={move}
              {...actions}
            />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

/** A platform's menu tree: every level sortable, each entry with its status, target and actions. */
export function SortableMenuTree({
  tree,
  label,
  ...actions
}: MenuRowActions & { tree: readonly MenuEntry[]; label: string }) {
  return <SiblingList menus={tree} label={label} {...actions} />;
}
