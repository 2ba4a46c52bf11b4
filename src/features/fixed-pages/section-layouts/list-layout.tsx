import type { ComponentType, ReactNode } from 'react';
import type { ContentItem } from '@contract/site-content';
import { type Columns, Grid } from '@/features/content/layout';
import { type ItemsProps, type LayoutView, type SkeletonProps, slotsOf } from './shared';

/** One item as a layout draws it. `priority`: the first item of the page's first section. */
export type ItemProps = { item: ContentItem; priority: boolean | undefined };

type Slot = 'li' | ComponentType<{ className?: string; children: ReactNode }>;

type ListLayoutSpec = {
  /** One item, inside its slot. */
  Item: ComponentType<ItemProps>;
  /** What a slot holds while the items load: the same size as an item. */
  placeholder: ReactNode;
  /** The element each item (and each placeholder) stands in: a plain list item unless the layout styles its own. */
  Slot?: Slot;
} & (
  | /** A responsive grid of this many columns on desktop. */ { columns: Columns }
  | /** A list the layout styles itself. */ { List: ComponentType<{ children: ReactNode }> }
);

/**
 * A layout that lists a section's items, each in a slot that fades in, and whose placeholder is
 * the same list with as many slots: the section keeps its size from skeleton to content.
 */
export function listLayout(spec: ListLayoutSpec): LayoutView {
  const { Item, placeholder, Slot = 'li' } = spec;
  const List =
    'List' in spec
      ? spec.List
      : function GridList({ children }: { children: ReactNode }) {
          return <Grid $columns={spec.columns}>{children}</Grid>;
        };

  function Items({ items, priority }: ItemsProps) {
    return (
      <List>
        {items.map((item, index) => (
          <Slot key={item.id} className="animate">
            <Item item={item} priority={priority && index === 0} />
          </Slot>
        ))}
      </List>
    );
  }

  function Skeleton({ count }: SkeletonProps) {
    return (
      <List>
        {slotsOf(count).map((slot) => (
          <Slot key={slot}>{placeholder}</Slot>
        ))}
      </List>
    );
  }

  return { Items, Skeleton };
}
