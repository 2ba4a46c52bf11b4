import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListBySiteSiteContentQuery, useListSiteMenuQuery } from '@/api/generated/cms-api';
import { SCHEDULE_STATES, type ScheduleState } from '@contract/common';
import { PLATFORM_NAMES } from '@contract/platform';
import type { ContentSearchItem } from '@contract/site-content';
import { contentEditAddress } from '../content/content-address';
import { SCHEDULE_LABELS } from '../content/messages';
import type { Column } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { MutedText, Notice } from '../ui/layout';
import { findMenu } from '../ui/menu-tree';
import { PageHeader } from '../ui/page-header';
import { PlatformSwitch, usePlatformParam } from '../ui/platform-switch';
import { DateRangeFields, dateOrderError, KeywordField, PagedTable, SearchBar } from '../ui/record-list';
import { tickColumn, useRowTicks } from '../ui/row-ticks';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { ContentBulkBar } from './content-bulk-bar';
import { searchMessages as t } from './messages';

const FILTERS = ['platform', 'keyword', 'state', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isState = (value: string): value is ScheduleState =>
  (SCHEDULE_STATES as readonly string[]).includes(value);

const Draft = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** A title opens its editor. */
const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;

/** A title and its menu's trail wrap between words, never inside one, at 1024 px. */
const Wrapping = styled.span`
  display: block;
  min-width: 8em;
  overflow-wrap: break-word;
`;

/**
 * 内容搜索 (issue 25 item 6): one site's content found by words of its title, its body's text or
 * its menu's name, by state and publish days (all in the address), newest first; each title opens
 * its editor. The ticked rows are deleted, moved into another content menu of the site, or given
 * new publish and end times, each after a confirmation naming how many.
 */
export function ContentSearchPage() {
  const platform = usePlatformParam();
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const state = isState(filters.state) ? filters.state : undefined;
  const from = DAY.test(filters.from) ? filters.from : '';
  const to = DAY.test(filters.to) ? filters.to : '';
  const orderError = dateOrderError(from, to);
  const result = useListBySiteSiteContentQuery(
    {
      platform,
      pageNum,
      pageSize,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(state ? { state } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    },
    { skip: orderError !== null },
  );
  const { data: tree } = useListSiteMenuQuery({ platform });
  const rows = result.data?.pageList ?? [];
  const ticks = useRowTicks(rows);
  const site = PLATFORM_NAMES[platform];

  const onSearch = (form: HTMLFormElement) =>
    update({
      filters: {
        platform,
        keyword: fieldValue(form, 'keyword').trim(),
        state: fieldValue(form, 'state'),
        from: fieldValue(form, 'from'),
        to: fieldValue(form, 'to'),
      },
    });

  const menuOf = (row: ContentSearchItem) =>
    (tree ? findMenu(tree, row.menuId)?.trail.join(' / ') : undefined) ?? row.menuName;

  const columns: Column<ContentSearchItem>[] = [
    tickColumn(ticks, t.select, (row) => t.selectRow(row.title)),
    {
      key: 'title',
      header: t.titleColumn,
      cell: (row) => (
        <Wrapping>
          <TitleLink to={contentEditAddress(row.id, platform)}>{row.title}</TitleLink>
        </Wrapping>
      ),
    },
    { key: 'menu', header: t.menu, cell: (row) => <Wrapping>{menuOf(row)}</Wrapping> },
    { key: 'publishTime', header: t.publishTime, cell: (row) => formatDateTime(row.publishTime) },
    {
      key: 'endTime',
      header: t.endTime,
      cell: (row) => (row.endTime ? formatDateTime(row.endTime) : <MutedText>{t.noEnd}</MutedText>),
    },
    {
      key: 'state',
      header: t.state,
      cell: (row) =>
        row.schedule === 'draft' ? <Draft>{SCHEDULE_LABELS.draft}</Draft> : SCHEDULE_LABELS[row.schedule],
    },
  ];

  return (
    <>
      <PageHeader title={t.title} />
      <PlatformSwitch current={platform} />
      <SearchBar
        onSearch={onSearch}
        resetKey={`${platform}|${filters.keyword}|${filters.state}|${from}|${to}`}
        onReset={() => update({ filters: { platform, keyword: '', state: '', from: '', to: '' } })}
      >
        <KeywordField label={t.keyword} hint={t.keywordHint} value={filters.keyword} maxLength={50} />
        <SelectField label={t.state} name="state" defaultValue={state ?? ''}>
          <Options
            none={t.stateAll}
            choices={SCHEDULE_STATES.map((key) => [key, SCHEDULE_LABELS[key]] as const)}
          />
        </SelectField>
        <DateRangeFields from={from} to={to} error={orderError} />
      </SearchBar>
      {result.data?.truncated ? <Notice role="status">{t.truncated}</Notice> : null}
      <ContentBulkBar
        platform={platform}
        tree={tree}
        rowIds={rows.map((row) => row.id)}
        selected={ticks.selected}
        onSelectPage={ticks.tickOnly}
        onDone={() => ticks.tickOnly([])}
      />
      <PagedTable
        caption={filters.keyword ? t.captionOf(site, filters.keyword) : t.caption(site)}
        columns={columns}
        result={result}
        empty={t.empty}
        list={list}
      />
    </>
  );
}
