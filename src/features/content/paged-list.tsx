import { type ComponentType, Fragment, type ReactNode } from 'react';
import type { ContentItemOnSite as ContentItem } from '@contract/media-on-site';
import { ContentStates } from './content-states';
import { type Columns, Grid } from './layout';
import { Pagination } from './pagination';
import { SkeletonBlock, type SkeletonSize } from './skeleton';
import type { ContentList } from './use-content-list';

/** A list element of a template's own: a styled <ul> or <ol>. */
type ListElement = ComponentType<{ children?: ReactNode; 'aria-busy'?: boolean }>;

/** Where a page of items goes: the kit's grid or a list element of the template's own. */
export type ListPlacement =
  | {
      /** The kit's responsive Grid with this many columns on desktop … */
      columns: Columns;
      as?: never;
    }
  | {
      /** … or the template's own list element. */
      as: ListElement;
      columns?: never;
    };

type PagedListProps = {
  /** A menu's content list (useContentList, usually with `paged: true`). */
  list: ContentList;
  /** One placeholder list item, the size of a real one: drawn once for each slot of the page. */
  skeleton: (index: number) => ReactNode;
  /** One item as its list item (<li>), in the template's own look. */
  renderItem: (item: ContentItem, index: number) => ReactNode;
} & ListPlacement;

/** PagedList's `skeleton` for an item whose placeholder is one block of the item's size. */
export const blockSkeleton = (size: SkeletonSize) =>
  function BlockSkeleton() {
    return (
      <li>
        <SkeletonBlock {...size} />
      </li>
    );
  };

/**
 * A page of a menu's items: a fixed-size skeleton of a full page while it loads, a retry on
 * failure, the empty state, then the items and the page navigation.
 */
export function PagedList(props: PagedListProps) {
  const { list, skeleton, renderItem } = props;
  const renderList = (children: ReactNode, busy?: boolean) =>
    props.as ? (
      <props.as aria-busy={busy}>{children}</props.as>
    ) : (
      <Grid $columns={props.columns} aria-busy={busy}>
        {children}
      </Grid>
    );

  return (
    <ContentStates
      state={list}
      skeleton={renderList(
        Array.from({ length: list.pageSize }, (_, index) => (
          <Fragment key={index}>{skeleton(index)}</Fragment>
        )),
      )}
    >
      {renderList(
        list.items.map((item, index) => <Fragment key={item.id}>{renderItem(item, index)}</Fragment>),
        list.isFetching,
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} onChange={list.setPage} />
    </ContentStates>
  );
}
