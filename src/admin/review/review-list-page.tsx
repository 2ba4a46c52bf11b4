import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListReviewQuery } from '@/api/generated/cms-api';
import type { ServerData } from '@/api/generated/server-types';
import { collectionOf } from '@contract/collections';
import { PLATFORM_NAMES } from '@contract/platform';
import { REVIEW_KINDS, REVIEW_STATE_NAMES, REVIEW_STATES } from '@contract/review';
import { can, sitesFor } from '@contract/roles';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { SecondaryLink, secondaryButtonStyle } from '../ui/buttons';
import type { Column } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { MutedText } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { siteChoices, siteFilterAmong, useScreenSites } from '../ui/platform-switch';
import { PagedTable, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { reviewMessages as t } from './messages';
import {
  policySites,
  REVIEW_FILTERS,
  reviewListPath,
  stateOf,
  viewOf,
  type ReviewView,
} from './review-links';

type Item = ServerData<'/api/cms/web/review/list', 'get'>['pageList'][number];

const Tabs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A tab: a secondary button, the current one filled (as the lead inbox's views). */
const Tab = styled(Link)`
  ${secondaryButtonStyle};
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;

/** A title, however long and without spaces, wraps inside its column: the table keeps to the page. */
const Wrapping = styled.span`
  display: block;
  word-break: normal;
  overflow-wrap: anywhere;
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Comment = styled(MutedText)`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** 标题: the record's name as proposed, a link to the request; a returned one's comment under it. */
const titleColumn: Column<Item> = {
  key: 'name',
  header: t.title,
  cell: (item) => (
    <Wrapping>
      <TitleLink to={`/review/${item.id}`}>{item.name || t.untitled}</TitleLink>
      {item.state === 'returned' && item.comment ? (
        <Comment>{t.returnedComment(item.comment)}</Comment>
      ) : null}
    </Wrapping>
  ),
};

const columns: Column<Item>[] = [
  titleColumn,
  { key: 'type', header: t.type, cell: (item) => collectionOf(item.entity).label },
  { key: 'platform', header: t.site, cell: (item) => PLATFORM_NAMES[item.platform] },
  { key: 'kind', header: t.kind, cell: (item) => REVIEW_KINDS[item.kind] },
  { key: 'author', header: t.author, cell: (item) => item.authorName },
  {
    key: 'submittedAt',
    header: t.submittedAt,
    cell: (item) =>
      item.submittedAt ? (
        <NoWrap>{formatDateTime(item.submittedAt)}</NoWrap>
      ) : (
        <MutedText>{t.notSubmitted}</MutedText>
      ),
    nowrap: true,
  },
  { key: 'state', header: t.state, cell: (item) => REVIEW_STATES[item.state] },
];

/**
 * 待审核: the changes waiting for the caller's review on the sites they review (待审核), and the
 * caller's own submissions by state (我的提交: 未提交, 待审核, 已退回 with the reviewer's comment,
 * 已通过, 已撤销); a site filter among the caller's sites; tab, filters and paging in the address.
 * Each title opens the request (review-details-page.tsx). 审核设置 for whoever may set a site's mode.
 */
export function ReviewListPage() {
  const staff = useConsoleSelector(selectStaff);
  const roles = staff?.roles ?? [];
  const reviewer = can(roles, 'review');
  const list = useListParams(REVIEW_FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const view = viewOf(filters.view, reviewer);
  const state = stateOf(filters.state);
  // 待审核 lists the sites the caller reviews; 我的提交 any site the caller edits.
  const screenSites = useScreenSites();
  const sites = view === 'pending' ? sitesFor(roles, 'review') : screenSites;
  const platform = siteFilterAmong(filters.platform, sites);
  const settable = policySites(roles).length > 0;

  const result = useListReviewQuery(
    view === 'pending'
      ? { pageNum, pageSize, state: 'pending', ...(platform && { platform }) }
      : { pageNum, pageSize, mine: true, state, ...(platform && { platform }) },
    // A submission made elsewhere shows when staff come back to the queue.
    { refetchOnMountOrArgChange: true },
  );

  const views: { key: ReviewView; label: string }[] = [
    ...(reviewer ? [{ key: 'pending' as const, label: t.pendingView }] : []),
    { key: 'mine', label: t.mineView },
  ];

  const onSearch = (form: HTMLFormElement) =>
    update({
      filters: {
        platform: fieldValue(form, 'platform'),
        ...(view === 'mine' && { state: fieldValue(form, 'state') }),
      },
    });

  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={settable ? <SecondaryLink to="/review/settings">{t.settingsLink}</SecondaryLink> : null}
      />
      <Tabs aria-label={t.views}>
        <ul>
          {views.map((tab) => (
            <li key={tab.key}>
              <Tab
                to={reviewListPath({ view: tab.key === 'mine' ? 'mine' : '', platform: platform ?? '' })}
                aria-current={tab.key === view ? 'page' : undefined}
              >
                {tab.label}
              </Tab>
            </li>
          ))}
        </ul>
      </Tabs>
      {sites.length > 1 || view === 'mine' ? (
        <SearchBar
          onSearch={onSearch}
          onReset={() => update({ filters: { platform: '', state: '' } })}
          resetKey={`${view}|${platform ?? ''}|${state}`}
        >
          {sites.length > 1 ? (
            <SelectField label={t.site} name="platform" defaultValue={platform ?? ''}>
              <Options none={t.allSites} choices={siteChoices(sites)} />
            </SelectField>
          ) : null}
          {view === 'mine' ? (
            <SelectField label={t.state} name="state" defaultValue={state}>
              <Options choices={REVIEW_STATE_NAMES.map((name) => [name, REVIEW_STATES[name]] as const)} />
            </SelectField>
          ) : null}
        </SearchBar>
      ) : null}
      <PagedTable
        caption={view === 'pending' ? t.pendingCaption : t.mineCaption(REVIEW_STATES[state])}
        empty={view === 'pending' ? t.pendingEmpty : t.mineEmpty(REVIEW_STATES[state])}
        columns={columns}
        result={result}
        list={list}
      />
    </>
  );
}
