import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { Hint } from './form-field';
import { PLATFORM_LABELS } from './platform-messages';
import { usePlatformParam } from './platform-switch';
import { type OrderedListParts, useOrderedList } from './platform-ordered-list-page';
import { KeywordSearch, MoveAnnouncement, PagedTable } from './record-list';
import { useListParams } from './use-list-params';

const OrderHint = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

type Page<Row> = { pageList: Row[]; total: number };
type PageArg = { platform: Platform; pageNum: number; pageSize: number; keyword?: string };

export type PlatformPagedListProps<Row extends { id: number }> = OrderedListParts<Row> & {
  /** The keyword box: its label, hint and length, and why moves wait while it filters. */
  search: { label: string; hint: string; maxLength: number; orderNeedsAll: string };
  useList: (arg: PageArg) => { currentData?: Page<Row>; isFetching: boolean };
  /** The same list on demand: a sort sends every id of the platform, read page by page. */
  useLazyList: () => readonly [(arg: PageArg) => PromiseLike<{ data?: Page<Row> }>, ...unknown[]];
};

/** The contract's largest page: a sort sends every record of the platform, read in pages of this. */
const WHOLE_PAGE = 100;
const FILTERS = ['keyword', 'platform'] as const;

/** Every id of a platform in display order (a sort must name them all, not one page). */
function useAllIds<Row extends { id: number }>(useLazyList: PlatformPagedListProps<Row>['useLazyList']) {
  const [list] = useLazyList();
  return async (platform: Platform): Promise<number[] | null> => {
    const ids: number[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const result = await list({ platform, pageNum, pageSize: WHOLE_PAGE });
      if (!result.data) return null;
      ids.push(...result.data.pageList.map((row) => row.id));
      if (ids.length >= result.data.total || result.data.pageList.length === 0) return ids;
    }
  };
}

/**
 * A per-platform list kept in display order, in pages and with a keyword filter (师资团队): the
 * platform switch, 新增, and on each row 上移 / 下移 (only while no keyword filters, across page
 * ends), 编辑 and 删除.
 */
export function PlatformPagedListPage<Row extends { id: number }>(props: PlatformPagedListProps<Row>) {
  const { texts, search, useList, useLazyList } = props;
  const platform = usePlatformParam();
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const { currentData, isFetching } = useList({
    platform,
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  const allIds = useAllIds(useLazyList);
  const rows = currentData?.pageList ?? [];
  const firstIndex = (pageNum - 1) * pageSize;
  const ordering = !filters.keyword;
  const { header, columns, announcement } = useOrderedList(props, {
    platform,
    ordering,
    placeOf: (row) => firstIndex + rows.indexOf(row),
    count: currentData?.total ?? 0,
    busy: isFetching,
    idsNow: () => allIds(platform),
    // Moved off this page: follow it, so the next press moves it again.
    onMoved: (place) => {
      const page = Math.floor(place / pageSize) + 1;
      if (page !== pageNum) update({ pageNum: page });
    },
  });

  return (
    <>
      {header}
      <KeywordSearch
        label={search.label}
        hint={search.hint}
        maxLength={search.maxLength}
        keyword={filters.keyword}
        onKeyword={(keyword) => update({ filters: { keyword } })}
        resetKey={`${platform}-${filters.keyword}`}
      />
      {ordering ? null : <OrderHint>{search.orderNeedsAll}</OrderHint>}
      <MoveAnnouncement text={announcement} />
      <PagedTable
        caption={texts.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        result={{ data: currentData, isFetching }}
        empty={texts.empty}
        list={list}
      />
    </>
  );
}
