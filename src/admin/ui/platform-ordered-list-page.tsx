import type { ReactNode } from 'react';
import type { Platform } from '@contract/common';
import { type Column, DataTable } from './data-table';
import { PLATFORM_LABELS } from './platform-messages';
import { platformQuery, usePlatformParam } from './platform-switch';
import {
  editRemoveColumn,
  ListHeader,
  MoveAnnouncement,
  orderColumn,
  removeAfterConfirm,
  useRowMoves,
} from './record-list';
import type { SaveResult } from './use-save-then-back';

type Trigger<Arg> = (arg: Arg) => PromiseLike<SaveResult>;

/**
 * What both per-platform lists kept in display order (this page, PlatformPagedListPage) are given
 * besides how they read their rows.
 */
export type OrderedListParts<Row extends { id: number }> = {
  /** The resource's path under /admin (`banners`, `coworkers`). */
  resource: string;
  texts: {
    listTitle: string;
    record: string;
    add: string;
    caption: (platform: string) => string;
    empty: string;
  };
  useRemove: () => readonly [Trigger<{ id: number }>, unknown];
  useSort: () => readonly [Trigger<{ ids: number[] }>, { isLoading: boolean }];
  /** What a row is called in the buttons' names and the move announcement. */
  nameOf: (row: Row) => string;
  /** The resource's own columns, between 顺序 and 操作. */
  columns: Column<Row>[];
};

export type PlatformOrderedListProps<Row extends { id: number }> = OrderedListParts<Row> & {
  useList: (arg: { platform: Platform }) => { currentData?: readonly Row[]; isFetching: boolean };
};

/**
 * What both per-platform lists kept in display order share (this page, PlatformPagedListPage):
 * the header (title, 新增, the platform switch), the remove and sort calls, the columns 顺序
 * (while `ordering`: a row's place among `count`, its moves through `idsNow` and `onMoved`, see
 * useRowMoves), the resource's own and 操作 (编辑 opens the record in the list's platform, 删除
 * asks first), and what the last move announced.
 */
export function useOrderedList<Row extends { id: number }>(
  { resource, texts, useRemove, useSort, nameOf, columns }: OrderedListParts<Row>,
  order: {
    platform: Platform;
    ordering: boolean;
    placeOf: (row: Row) => number;
    count: number;
    busy: boolean;
    idsNow: Parameters<typeof useRowMoves<Row>>[0]['idsNow'];
    onMoved?: (place: number) => void;
  },
): { header: ReactNode; columns: Column<Row>[]; announcement: string } {
  const query = platformQuery(order.platform);
  const [remove] = useRemove();
  const [sort, { isLoading: sorting }] = useSort();
  const { announcement, move } = useRowMoves({ sort, idsNow: order.idsNow, nameOf, onMoved: order.onMoved });
  return {
    header: (
      <ListHeader
        title={texts.listTitle}
        addTo={`/${resource}/new${query}`}
        addLabel={texts.add}
        platform={order.platform}
      />
    ),
    announcement,
    columns: [
      ...(order.ordering
        ? [
            orderColumn<Row>({
              nameOf,
              placeOf: order.placeOf,
              count: order.count,
              busy: sorting || order.busy,
              onMove: (row, delta) => void move(row, delta),
            }),
          ]
        : []),
      ...columns,
      editRemoveColumn({
        editTo: (row) => `/${resource}/${row.id}${query}`,
        nameOf,
        onRemove: (row) =>
          void removeAfterConfirm(remove, { id: row.id, kind: texts.record, name: nameOf(row) }),
      }),
    ],
  };
}

/**
 * A per-platform list kept in display order, all on one page (轮播图, 招聘职位): the platform
 * switch, 新增, and on each row 上移 / 下移, 编辑 and 删除.
 */
export function PlatformOrderedListPage<Row extends { id: number }>(props: PlatformOrderedListProps<Row>) {
  const { texts, useList } = props;
  const platform = usePlatformParam();
  const { currentData, isFetching } = useList({ platform });
  const rows = currentData ?? [];
  const { header, columns, announcement } = useOrderedList(props, {
    platform,
    ordering: true,
    placeOf: (row) => rows.indexOf(row),
    count: rows.length,
    busy: isFetching,
    idsNow: () => rows.map((row) => row.id),
  });

  return (
    <>
      {header}
      <MoveAnnouncement text={announcement} />
      <DataTable
        caption={texts.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={texts.empty}
        busy={isFetching}
      />
    </>
  );
}
