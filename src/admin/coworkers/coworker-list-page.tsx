import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  useLazyListCoworkerQuery,
  useListCoworkerQuery,
  useRemoveCoworkerMutation,
  useSortCoworkerMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { Platform } from '@contract/common';
import type { CoworkerAdmin } from '@contract/coworker';
import { dangerButtonStyle, primaryButtonStyle, primaryLinkStyle, secondaryButtonStyle } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { fieldValue, Hint, TextField } from '../ui/form-field';
import { FilterBar, RowActions } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { MoveButtons, movedIds } from '../ui/move-buttons';
import { moveMessages } from '../ui/move-messages';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { PlatformSwitch, platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useListParams } from '../ui/use-list-params';
import { coworkerMessages } from './messages';

const AddLink = styled(Link)`
  ${primaryLinkStyle};
`;
const Search = styled.button`
  ${primaryButtonStyle};
`;
const RowLink = styled(Link)`
  ${secondaryButtonStyle};
`;
const DangerButton = styled.button`
  ${dangerButtonStyle};
`;
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
  const { pageNum, pageSize, filters, update } = useListParams(FILTERS);
  const { currentData, isFetching } = useListCoworkerQuery({
    platform,
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  const [remove] = useRemoveCoworkerMutation();
  const [sort, { isLoading: sorting }] = useSortCoworkerMutation();
  const allIds = useAllIds();
  const [announcement, setAnnouncement] = useState('');
  const rows = currentData?.pageList ?? [];
  const total = currentData?.total ?? 0;
  const firstIndex = (pageNum - 1) * pageSize;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ filters: { keyword: fieldValue(event.currentTarget, 'keyword').trim() } });
  };

  const onRemove = async (coworker: CoworkerAdmin) => {
    if (!(await confirmDialog())) return;
    const result = await remove({ id: coworker.id });
    if ('data' in result) showSuccessToast(coworkerMessages.removed);
  };

  const onMove = async (coworker: CoworkerAdmin, delta: -1 | 1) => {
    const current = await allIds(platform);
    const ids = current && movedIds(current, coworker.id, delta);
    if (!ids) return;
    const result = await sort({ ids });
    if (!('data' in result)) return;
    const place = ids.indexOf(coworker.id);
    setAnnouncement(moveMessages.moved(coworker.name, place + 1));
    // Moved off this page: follow it, so the next press moves it again.
    const page = Math.floor(place / pageSize) + 1;
    if (page !== pageNum) update({ pageNum: page });
  };

  const ordering = !filters.keyword;
  const columns: Column<CoworkerAdmin>[] = [
    ...(ordering
      ? [
          {
            key: 'order',
            header: coworkerMessages.order,
            cell: (row: CoworkerAdmin) => (
              <MoveButtons
                name={row.name}
                index={firstIndex + rows.indexOf(row)}
                count={total}
                busy={sorting || isFetching}
                onMove={(delta) => void onMove(row, delta)}
              />
            ),
          },
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
    {
      key: 'actions',
      header: coworkerMessages.actions,
      cell: (row) => (
        <RowActions>
          <RowLink to={`/coworkers/${row.id}${query}`} aria-label={coworkerMessages.editNamed(row.name)}>
            {coworkerMessages.edit}
          </RowLink>
          <DangerButton
            type="button"
            onClick={() => void onRemove(row)}
            aria-label={coworkerMessages.removeNamed(row.name)}
          >
            {coworkerMessages.remove}
          </DangerButton>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={coworkerMessages.listTitle}
        actions={<AddLink to={`/coworkers/new${query}`}>{coworkerMessages.add}</AddLink>}
      />
      <PlatformSwitch current={platform} />
      <FilterBar
        role="search"
        aria-label={uiMessages.filters}
        onSubmit={onSearch}
        key={`${platform}-${filters.keyword}`}
      >
        <TextField
          label={coworkerMessages.keyword}
          name="keyword"
          placeholder={coworkerMessages.keywordHint}
          defaultValue={filters.keyword}
          maxLength={50}
        />
        <Search type="submit">{uiMessages.search}</Search>
      </FilterBar>
      {ordering ? null : <OrderHint>{coworkerMessages.orderNeedsAll}</OrderHint>}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <DataTable
        caption={coworkerMessages.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={coworkerMessages.empty}
        busy={isFetching}
      />
      <Pagination total={total} pageNum={pageNum} pageSize={pageSize} onChange={update} />
    </>
  );
}
