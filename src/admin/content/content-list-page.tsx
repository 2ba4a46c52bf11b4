import styled from 'styled-components';
import {
  useListSiteContentQuery,
  useListSiteMenuQuery,
  usePublishSiteContentMutation,
  useRemoveSiteContentMutation,
} from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { formatDateTime } from '../ui/format';
import type { ContentAdminItem } from '@contract/site-content';
import { PrimaryLink, SecondaryButton } from '../ui/buttons';
import { type Column, sortableColumn } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { inlineRowStyle, MutedText, Notice } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import {
  EditRemoveActions,
  KeywordField,
  PagedTable,
  removeAfterConfirm,
  SearchBar,
} from '../ui/record-list';
import { TickPage, tickColumn, useRowTicks } from '../ui/row-ticks';
import { useListParams } from '../ui/use-list-params';
import { DEFAULT_PLATFORM, usePlatformParam } from '../ui/platform-switch';
import { findMenu } from '../ui/menu-tree';
import { MenuPicker, PickerSelect } from './menu-picker';
import { contentMessages, SCHEDULE_LABELS } from './messages';
import { ViewOnSiteLink } from './view-on-site-link';

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
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const platform = usePlatformParam();
  // The address's menu is of the site it names: when that site is not the user's, nor is the menu.
  const menuId =
    (filters.platform || DEFAULT_PLATFORM) === platform && Number(filters.menuId) > 0
      ? Number(filters.menuId)
      : null;
  const status = filters.status === 'true' ? true : filters.status === 'false' ? false : undefined;
  const { data: tree } = useListSiteMenuQuery({ platform });
  const place = menuId !== null && tree ? findMenu(tree, menuId) : undefined;
  const items = useListSiteContentQuery(
    {
      menuId: menuId ?? 0,
      pageNum,
      pageSize,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(status === undefined ? {} : { status }),
    },
    { skip: menuId === null },
  );
  const rows = menuId === null ? [] : (items.data?.pageList ?? []);
  const ticks = useRowTicks(rows);
  const { selected, tickOnly } = ticks;
  const [publish, { isLoading: publishing }] = usePublishSiteContentMutation();
  const [remove] = useRemoveSiteContentMutation();

  const editAddress = (id: number) => `/content/${id}?platform=${platform}`;

  const onSearch = (form: HTMLFormElement) =>
    update({ filters: { keyword: fieldValue(form, 'keyword').trim(), status: fieldValue(form, 'status') } });

  const setPublished = async (ids: number[], on: boolean) => {
    const result = await publish({ ids, status: on });
    if (!('data' in result)) return;
    tickOnly([]);
    if (ids.length === 1) showSuccessToast(on ? contentMessages.published : contentMessages.unpublished);
    else
      showSuccessToast(
        on ? contentMessages.publishedMany(ids.length) : contentMessages.unpublishedMany(ids.length),
      );
  };

  const columns: Column<ContentAdminItem>[] = [
    tickColumn(ticks, contentMessages.select, (row) => contentMessages.selectRow(row.title)),
    {
      key: 'image',
      header: contentMessages.image,
      // The title beside it names the row: the thumbnail is decoration.
      cell: (row) =>
        row.image ? (
          <Thumb src={row.image} alt="" loading="lazy" />
        ) : (
          <MutedText>{contentMessages.noImage}</MutedText>
        ),
    },
    sortableColumn('title', contentMessages.title, (row) => row.title),
    sortableColumn(
      'publishTime',
      contentMessages.publishTime,
      (row) => Date.parse(row.publishTime),
      (row) => formatDateTime(row.publishTime),
    ),
    sortableColumn(
      'status',
      contentMessages.status,
      (row) => row.schedule,
      (row) => (row.status ? SCHEDULE_LABELS[row.schedule] : <Draft>{SCHEDULE_LABELS[row.schedule]}</Draft>),
    ),
    sortableColumn('sort', contentMessages.sort, (row) => row.sort),
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <EditRemoveActions
          editTo={editAddress(row.id)}
          editLabel={contentMessages.actionOf(uiMessages.edit, row.title)}
          removeLabel={contentMessages.actionOf(uiMessages.remove, row.title)}
          onRemove={() =>
            void removeAfterConfirm(remove, { id: row.id, kind: contentMessages.record, name: row.title })
          }
        >
          <ViewOnSiteLink item={row} />
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
        </EditRemoveActions>
      ),
    },
  ];

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
          <SearchBar onSearch={onSearch} resetKey={`${filters.keyword}|${filters.status}`}>
            <KeywordField
              label={contentMessages.keyword}
              hint={contentMessages.keywordHint}
              value={filters.keyword}
              maxLength={50}
            />
            <PickerSelect label={contentMessages.status} name="status" defaultValue={filters.status}>
              <option value="">{contentMessages.statusAll}</option>
              <option value={STATUS_VALUES.published}>{contentMessages.statusPublished}</option>
              <option value={STATUS_VALUES.draft}>{contentMessages.statusDraft}</option>
            </PickerSelect>
          </SearchBar>
          <Bulk>
            <TickPage
              rowIds={rows.map((row) => row.id)}
              selected={selected}
              onTick={tickOnly}
              label={contentMessages.selectPage}
            />
            <span aria-live="polite">{contentMessages.selected(selected.length)}</span>
            {(
              [
                [true, contentMessages.publishSelected],
                [false, contentMessages.unpublishSelected],
              ] as const
            ).map(([on, label]) => (
              <SecondaryButton
                key={label}
                type="button"
                disabled={selected.length === 0 || publishing}
                onClick={() => void setPublished(selected, on)}
              >
                {label}
              </SecondaryButton>
            ))}
          </Bulk>
          <PagedTable
            caption={contentMessages.caption(place?.trail.join(' / ') ?? contentMessages.menu)}
            columns={columns}
            result={items}
            list={list}
          />
        </>
      )}
    </>
  );
}
