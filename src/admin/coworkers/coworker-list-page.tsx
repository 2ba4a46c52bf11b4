import styled from 'styled-components';
import {
  useLazyListCoworkerQuery,
  useListCoworkerQuery,
  useRemoveCoworkerMutation,
  useSortCoworkerMutation,
} from '@/api/generated/cms-api';
import type { Platform } from '@contract/common';
import type { CoworkerAdmin } from '@contract/coworker';
import { type Column } from '../ui/data-table';
import { Hint } from '../ui/form-field';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import {
  editRemoveColumn,
  KeywordSearch,
  ListHeader,
  MoveAnnouncement,
  PagedTable,
  orderColumn,
  removeAfterConfirm,
  useRowMoves,
} from '../ui/record-list';
import { useListParams } from '../ui/use-list-params';
import { coworkerMessages } from './messages';

const Avatar = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Hidden = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;
const OrderHint = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const FILTERS = ['keyword', 'platform'] as const;
/** The contract's largest page: a sort sends every teacher of the platform, read in pages of this. */
const WHOLE_PAGE = 100;

/** Every teacher id of a platform in display order (a sort must name them all, not one page). */
function useAllIds() {
  const [list] = useLazyListCoworkerQuery();
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

/** 师资团队: one platform's teachers, a keyword filter and paging; add, edit, delete, 上移 / 下移. */
export function CoworkerListPage() {
  const platform = usePlatformParam();
  const query = platformQuery(platform);
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const { currentData, isFetching } = useListCoworkerQuery({
    platform,
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  const [remove] = useRemoveCoworkerMutation();
  const [sort, { isLoading: sorting }] = useSortCoworkerMutation();
  const allIds = useAllIds();
  const rows = currentData?.pageList ?? [];
  const total = currentData?.total ?? 0;
  const firstIndex = (pageNum - 1) * pageSize;
  const { announcement, move } = useRowMoves({
    sort,
    idsNow: () => allIds(platform),
    nameOf: (coworker: CoworkerAdmin) => coworker.name,
    // Moved off this page: follow it, so the next press moves it again.
    onMoved: (place) => {
      const page = Math.floor(place / pageSize) + 1;
      if (page !== pageNum) update({ pageNum: page });
    },
  });

  const ordering = !filters.keyword;
  const columns: Column<CoworkerAdmin>[] = [
    ...(ordering
      ? [
          orderColumn<CoworkerAdmin>({
            nameOf: (row) => row.name,
            placeOf: (row) => firstIndex + rows.indexOf(row),
            count: total,
            busy: sorting || isFetching,
            onMove: (row, delta) => void move(row, delta),
          }),
        ]
      : []),
    {
      key: 'avatar',
      header: coworkerMessages.avatar,
      cell: (row) =>
        row.avatar ? (
          <Avatar src={row.avatar} alt={coworkerMessages.avatarAlt(row.name)} loading="lazy" />
        ) : (
          <Muted>{coworkerMessages.noAvatar}</Muted>
        ),
    },
    { key: 'name', header: coworkerMessages.name, cell: (row) => row.name },
    { key: 'title', header: coworkerMessages.title, cell: (row) => row.title },
    { key: 'subjects', header: coworkerMessages.subjects, cell: (row) => row.subjects },
    {
      key: 'status',
      header: coworkerMessages.status,
      cell: (row) => (row.status ? coworkerMessages.statusOn : <Hidden>{coworkerMessages.statusOff}</Hidden>),
    },
    editRemoveColumn({
      editTo: (row) => `/coworkers/${row.id}${query}`,
      nameOf: (row) => row.name,
      onRemove: (row) => void removeAfterConfirm(remove, row.id),
    }),
  ];

  return (
    <>
      <ListHeader
        title={coworkerMessages.listTitle}
        addTo={`/coworkers/new${query}`}
        addLabel={coworkerMessages.add}
        platform={platform}
      />
      <KeywordSearch
        label={coworkerMessages.keyword}
        hint={coworkerMessages.keywordHint}
        maxLength={50}
        keyword={filters.keyword}
        onKeyword={(keyword) => update({ filters: { keyword } })}
        resetKey={`${platform}-${filters.keyword}`}
      />
      {ordering ? null : <OrderHint>{coworkerMessages.orderNeedsAll}</OrderHint>}
      <MoveAnnouncement text={announcement} />
      <PagedTable
        caption={coworkerMessages.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        result={{ data: currentData, isFetching }}
        empty={coworkerMessages.empty}
        list={list}
      />
    </>
  );
}
