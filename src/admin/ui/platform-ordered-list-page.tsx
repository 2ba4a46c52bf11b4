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

export type PlatformOrderedListProps<Row extends { id: number }> = {
  /** The resource's path under /admin (`banners`). */
  resource: string;
  texts: { listTitle: string; add: string; caption: (platform: string) => string; empty: string };
  useList: (arg: { platform: Platform }) => { currentData?: readonly Row[]; isFetching: boolean };
  useRemove: () => readonly [Trigger<{ id: number }>, unknown];
  useSort: () => readonly [Trigger<{ ids: number[] }>, { isLoading: boolean }];
  /** What a row is called in the buttons' names and the move announcement. */
  nameOf: (row: Row) => string;
  /** The resource's own columns, between 顺序 and 操作. */
  columns: Column<Row>[];
};

/**
 * A per-platform list kept in display order, all on one page (轮播图, 招聘职位): the platform
 * switch, 新增, and on each row 上移 / 下移, 编辑 and 删除.
 */
export function PlatformOrderedListPage<Row extends { id: number }>({
  resource,
  texts,
  useList,
  useRemove,
  useSort,
  nameOf,
  columns,
}: PlatformOrderedListProps<Row>) {
  const platform = usePlatformParam();
  const query = platformQuery(platform);
  const { currentData, isFetching } = useList({ platform });
  const [remove] = useRemove();
  const [sort, { isLoading: sorting }] = useSort();
  const rows = currentData ?? [];
  const { announcement, move } = useRowMoves({ sort, idsNow: () => rows.map((row) => row.id), nameOf });

  const allColumns: Column<Row>[] = [
    orderColumn({
      nameOf,
      placeOf: (row) => rows.indexOf(row),
      count: rows.length,
      busy: sorting || isFetching,
      onMove: (row, delta) => void move(row, delta),
    }),
    ...columns,
    editRemoveColumn({
      editTo: (row) => `/${resource}/${row.id}${query}`,
      nameOf,
      onRemove: (row) => void removeAfterConfirm(remove, row.id),
    }),
  ];

  return (
    <>
      <ListHeader
        title={texts.listTitle}
        addTo={`/${resource}/new${query}`}
        addLabel={texts.add}
        platform={platform}
      />
      <MoveAnnouncement text={announcement} />
      <DataTable
        caption={texts.caption(PLATFORM_LABELS[platform])}
        columns={allColumns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={texts.empty}
        busy={isFetching}
      />
    </>
  );
}
