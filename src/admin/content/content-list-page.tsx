import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import {
  useListSiteContentQuery,
  useListSiteMenuQuery,
  usePublishSiteContentMutation,
  useRemoveSiteContentMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { articlePath } from '@/features/content/article-path';
import { formatDateTime } from '@/lib/time-format';
import { isPlatform } from '@contract/platform';
import type { ContentAdminItem } from '@contract/site-content';
import {
  DangerButton,
  PrimaryButton,
  PrimaryLink,
  SecondaryAnchor,
  SecondaryButton,
  SecondaryLink,
} from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { CheckRow, fieldValue, TextField } from '../ui/form-field';
import { FilterBar, inlineRowStyle, Notice, RowActions } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { useListParams } from '../ui/use-list-params';
import { findMenu } from './menu-tree';
import { MenuPicker, SelectField } from './menu-picker';
import { contentMessages, SCHEDULE_LABELS } from './messages';

const Place = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
`;
const Bulk = styled.div`
  ${inlineRowStyle};
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
const Thumb = styled.img`
  display: block;
  width: ${({ theme }) => theme.space[7]}px;
  height: ${({ theme }) => theme.space[6]}px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Draft = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const FILTERS = ['platform', 'menuId', 'keyword', 'status'] as const;
const STATUS_VALUES = { published: 'true', draft: 'false' } as const;

/**
 * 内容管理: pick a platform and a menu (both kept in the address), then that menu's content with
 * a title search, a status filter, sortable columns and paging; publish, withdraw and delete per
 * row or for the rows ticked.
 */
export function ContentListPage() {
  const statusId = useId();
  const { pageNum, pageSize, filters, update } = useListParams(FILTERS);
  const platform = isPlatform(filters.platform) ? filters.platform : 'company';
  const menuId = Number(filters.menuId) > 0 ? Number(filters.menuId) : null;
  const status = filters.status === 'true' ? true : filters.status === 'false' ? false : undefined;
  const { data: tree } = useListSiteMenuQuery({ platform });
  const place = menuId !== null && tree ? findMenu(tree, menuId) : undefined;
  const { data, isFetching } = useListSiteContentQuery(
    {
      menuId: menuId ?? 0,
      pageNum,
      pageSize,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(status === undefined ? {} : { status }),
    },
    { skip: menuId === null },
  );
  const rows = menuId === null ? [] : (data?.pageList ?? []);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  // Only rows on this page count: a filter or a page change leaves earlier ticks behind.
  const selected = rows.filter((row) => ticked.has(row.id)).map((row) => row.id);
  const [publish, { isLoading: publishing }] = usePublishSiteContentMutation();
  const [remove] = useRemoveSiteContentMutation();

  const editAddress = (id: number) => `/content/${id}?platform=${platform}`;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    update({ filters: { keyword: fieldValue(form, 'keyword').trim(), status: fieldValue(form, 'status') } });
  };

  const setPublished = async (ids: number[], on: boolean) => {
    const result = await publish({ ids, status: on });
    if (!('data' in result)) return;
    setTicked(new Set());
    if (ids.length === 1) showSuccessToast(on ? contentMessages.published : contentMessages.unpublished);
    else
      showSuccessToast(
        on ? contentMessages.publishedMany(ids.length) : contentMessages.unpublishedMany(ids.length),
      );
  };

  const onRemove = async (item: ContentAdminItem) => {
    if (!(await confirmDialog())) return;
    const result = await remove({ id: item.id });
    if ('data' in result) showSuccessToast(contentMessages.removed);
  };

  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: Column<ContentAdminItem>[] = [
    {
      key: 'select',
      header: contentMessages.select,
      hideHeader: true,
      cell: (row) => (
        <input
          type="checkbox"
          checked={ticked.has(row.id)}
          aria-label={contentMessages.selectRow(row.title)}
          onChange={(event) => toggle(row.id, event.target.checked)}
        />
      ),
    },
    {
      key: 'image',
      header: contentMessages.image,
      // The title beside it names the row: the thumbnail is decoration.
      cell: (row) =>
        row.image ? (
          <Thumb src={row.image} alt="" loading="lazy" />
        ) : (
          <Muted>{contentMessages.noImage}</Muted>
        ),
    },
    {
      key: 'title',
      header: contentMessages.title,
      cell: (row) => row.title,
      sortValue: (row) => row.title,
    },
    {
      key: 'publishTime',
      header: contentMessages.publishTime,
      cell: (row) => formatDateTime(row.publishTime),
      sortValue: (row) => Date.parse(row.publishTime),
    },
    {
      key: 'status',
      header: contentMessages.status,
      cell: (row) =>
        row.status ? SCHEDULE_LABELS[row.schedule] : <Draft>{SCHEDULE_LABELS[row.schedule]}</Draft>,
      sortValue: (row) => row.schedule,
    },
    {
      key: 'sort',
      header: contentMessages.sort,
      cell: (row) => row.sort,
      sortValue: (row) => row.sort,
    },
    {
      key: 'actions',
      header: contentMessages.actions,
      cell: (row) => (
        <RowActions>
          <SecondaryLink
            to={editAddress(row.id)}
            aria-label={contentMessages.actionOf(contentMessages.edit, row.title)}
          >
            {contentMessages.edit}
          </SecondaryLink>
          {row.schedule === 'published' ? (
            <SecondaryAnchor
              href={articlePath(row.menuId, row.id)}
              target="_blank"
              rel="noopener"
              aria-label={contentMessages.viewOf(row.title)}
            >
              {contentMessages.view}
            </SecondaryAnchor>
          ) : null}
          <SecondaryButton
            type="button"
            disabled={publishing}
            onClick={() => void setPublished([row.id], !row.status)}
            aria-label={contentMessages.actionOf(
              row.status ? contentMessages.unpublish : contentMessages.publish,
              row.title,
            )}
          >
            {row.status ? contentMessages.unpublish : contentMessages.publish}
          </SecondaryButton>
          <DangerButton
            type="button"
            onClick={() => void onRemove(row)}
            aria-label={contentMessages.actionOf(contentMessages.remove, row.title)}
          >
            {contentMessages.remove}
          </DangerButton>
        </RowActions>
      ),
    },
  ];

  const allTicked = rows.length > 0 && selected.length === rows.length;

  return (
    <>
      <PageHeader
        title={contentMessages.listTitle}
        actions={
          menuId !== null ? (
            <PrimaryLink to={`/content/new?platform=${platform}&menuId=${menuId}`}>
              {contentMessages.add}
            </PrimaryLink>
          ) : null
        }
      />
      <Place>
        <MenuPicker
          platform={platform}
          menuId={menuId}
          onChange={(next) =>
            update({ filters: { platform: next.platform, menuId: next.menuId ? String(next.menuId) : '' } })
          }
        />
      </Place>
      {menuId === null ? (
        <Notice>{contentMessages.chooseMenuFirst}</Notice>
      ) : (
        <>
          <FilterBar
            role="search"
            aria-label={uiMessages.filters}
            onSubmit={onSearch}
            key={`${filters.keyword}|${filters.status}`}
          >
            <TextField
              label={contentMessages.keyword}
              name="keyword"
              placeholder={contentMessages.keywordHint}
              defaultValue={filters.keyword}
              maxLength={50}
            />
            <SelectField>
              <label htmlFor={statusId}>{contentMessages.status}</label>
              <select id={statusId} name="status" defaultValue={filters.status}>
                <option value="">{contentMessages.statusAll}</option>
                <option value={STATUS_VALUES.published}>{contentMessages.statusPublished}</option>
                <option value={STATUS_VALUES.draft}>{contentMessages.statusDraft}</option>
              </select>
            </SelectField>
            <PrimaryButton type="submit">{uiMessages.search}</PrimaryButton>
          </FilterBar>
          <Bulk>
            <CheckRow>
              <input
                type="checkbox"
                checked={allTicked}
                disabled={rows.length === 0}
                onChange={(event) =>
                  setTicked(new Set(event.target.checked ? rows.map((row) => row.id) : []))
                }
              />
              {contentMessages.selectPage}
            </CheckRow>
            <span aria-live="polite">{contentMessages.selected(selected.length)}</span>
            <SecondaryButton
              type="button"
              disabled={selected.length === 0 || publishing}
              onClick={() => void setPublished(selected, true)}
            >
              {contentMessages.publishSelected}
            </SecondaryButton>
            <SecondaryButton
              type="button"
              disabled={selected.length === 0 || publishing}
              onClick={() => void setPublished(selected, false)}
            >
              {contentMessages.unpublishSelected}
            </SecondaryButton>
          </Bulk>
          <DataTable
            caption={contentMessages.caption(place?.trail.join(' / ') ?? contentMessages.menu)}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            busy={isFetching}
          />
          <Pagination total={data?.total ?? 0} pageNum={pageNum} pageSize={pageSize} onChange={update} />
        </>
      )}
    </>
  );
}
