import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  useExportSiteMessageMutation,
  useGetSummarySiteMessageQuery,
  useListAssigneeSiteMessageQuery,
  useListSiteMessageQuery,
  useListSourceSiteMessageQuery,
} from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { NO_CAMPAIGN_LABEL } from '@contract/lead-rules';
import type { Platform } from '@contract/common';
import { PLATFORM_NAMES } from '@contract/platform';
import { type RoleGrant, sitesFor } from '@contract/roles';
import type { LeadExportQuery, LeadListItem } from '@contract/site-message';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { PrimaryButton, SecondaryButton } from '../ui/buttons';
import { type Column, sortableColumn } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { MutedText } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { useScreenSites } from '../ui/platform-switch';
import { PagedTable } from '../ui/record-list';
import { tickColumn, useRowTicks } from '../ui/row-ticks';
import { useListParams } from '../ui/use-list-params';
import { NewBadge, RepeatBadge } from './lead-badges';
import { assigneesFor } from './lead-assignees';
import { LeadBulkBar } from './lead-bulk-bar';
import { isQuarantineView, LEAD_FILTERS, leadQueryOf } from './lead-filters';
import { LeadFilterForm } from './lead-filter-form';
import { ResponseCell, responseOrder } from './lead-response';
import { LeadViewTabs } from './lead-view-tabs';
import { fillTimeLabel, leadMessages, platformLabel, reasonLabel } from './messages';
import { useRestoreLeads } from './use-restore-leads';

/** A name, a phone or a label stays on one line: the table scrolls inside its box instead. */
const NoWrap = styled.span`
  white-space: nowrap;
`;

/** A campaign code as the visitor's link carried it: a long one breaks rather than widen the table. */
const Code = styled.span`
  display: inline-block;
  max-width: 12em;
  overflow-wrap: break-word;
`;

const NameLink = styled(Link)<{ $strong: boolean }>`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ $strong }) => ($strong ? 700 : 400)};
`;

/**
 * Whether the roles export what the query lists: its site's leads, or, without a site filter, the
 * leads of every site the inbox shows (an export holds every whole phone number of them).
 */
function exportAllowed(
  roles: readonly RoleGrant[],
  exportSites: readonly Platform[],
  query: LeadExportQuery,
) {
  const listed = query.platform ? [query.platform] : sitesFor(roles, 'leads');
  return exportSites.length > 0 && listed.every((site) => exportSites.includes(site));
}

/**
 * 线索: the visitors' call-back requests, newest first. Views (全部线索, 我的线索, 待分配, 超时未响应,
 * 回访, 可疑线索), filters and paging in the address; new ones and overdue ones marked (首次响应);
 * rows ticked for bulk assignment
 * and status, or, among the suspicious ones, for restoring; export to CSV with the same filters
 * for those whose roles export the leads listed.
 */
export function LeadListPage() {
  const me = useConsoleSelector(selectStaff);
  const myId = me?.id ?? 0;
  const list = useListParams(LEAD_FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const quarantine = isQuarantineView(filters);
  const [dateError, setDateError] = useState<string | null>(null);
  const query = leadQueryOf(filters, useScreenSites());
  const exportSites = me ? sitesFor(me.roles, 'leadExport') : [];
  const canExport = me ? exportAllowed(me.roles, exportSites, query) : false;
  // A new lead must show when staff come back to the inbox, not after the cache expires.
  const leads = useListSiteMessageQuery({ pageNum, pageSize, ...query }, { refetchOnMountOrArgChange: true });
  const { data: summary } = useGetSummarySiteMessageQuery();
  const { data: assignees = [] } = useListAssigneeSiteMessageQuery();
  // The sources the leads hold now (an alias just changed may have merged two).
  const { data: sources = [] } = useListSourceSiteMessageQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [exportLeads, { isLoading: exporting }] = useExportSiteMessageMutation();
  const [restoreLeads, restoring] = useRestoreLeads();

  const rows = leads.data?.pageList ?? [];
  const ticks = useRowTicks(rows);
  const { selected, tickOnly } = ticks;

  const onExport = async () => {
    const result = await exportLeads(query);
    if ('data' in result) showSuccessToast(leadMessages.exported);
  };

  const selectColumn = tickColumn<LeadListItem>(ticks, leadMessages.select, (row) =>
    leadMessages.selectRow(row.name),
  );
  // The name opens the lead (查看 陈晓雨): the row needs no column of its own for that.
  const nameColumn: Column<LeadListItem> = {
    key: 'name',
    header: leadMessages.name,
    cell: (row) => (
      <NoWrap>
        <NameLink to={`/leads/${row.id}`} aria-label={leadMessages.openLead(row.name)} $strong={row.isNew}>
          {row.name}
        </NameLink>
        {row.isNew ? <NewBadge /> : null}
      </NoWrap>
    ),
    sortValue: (row) => row.name,
  };
  const phoneColumn: Column<LeadListItem> = {
    key: 'phone',
    header: leadMessages.phone,
    cell: (row) => (
      <NoWrap>
        {row.phone}
        {row.repeatPhone ? <RepeatBadge /> : null}
      </NoWrap>
    ),
  };
  const platformColumn = sortableColumn<LeadListItem, string>(
    'platform',
    leadMessages.platform,
    (row) => row.platform,
    (row) => <NoWrap>{platformLabel(row.platform)}</NoWrap>,
  );
  const sourceColumn = sortableColumn<LeadListItem, string>(
    'source',
    leadMessages.source,
    (row) => row.sourceLabel,
    (row) => <NoWrap>{row.sourceLabel}</NoWrap>,
  );
  const createdColumn = sortableColumn<LeadListItem, string>(
    'createdAt',
    leadMessages.createdAt,
    (row) => row.createdAt,
    (row) => <NoWrap>{formatDateTime(row.createdAt)}</NoWrap>,
  );

  const columns: Column<LeadListItem>[] = quarantine
    ? [
        selectColumn,
        nameColumn,
        phoneColumn,
        sortableColumn(
          'reason',
          leadMessages.reason,
          (row) => reasonLabel(row.quarantineReason),
          (row) => <NoWrap>{reasonLabel(row.quarantineReason)}</NoWrap>,
        ),
        sortableColumn(
          'fillMs',
          leadMessages.fillTime,
          (row) => row.fillMs ?? -1,
          (row) => <NoWrap>{fillTimeLabel(row.fillMs)}</NoWrap>,
        ),
        platformColumn,
        sourceColumn,
        createdColumn,
        {
          key: 'actions',
          header: uiMessages.actions,
          cell: (row) => (
            <SecondaryButton
              type="button"
              disabled={restoring}
              aria-label={leadMessages.restoreRow(row.name)}
              onClick={() => void restoreLeads([row.id], leadMessages.confirmRestoreOne(row.name))}
            >
              {leadMessages.restore}
            </SecondaryButton>
          ),
        },
      ]
    : [
        selectColumn,
        nameColumn,
        phoneColumn,
        sortableColumn(
          'status',
          leadMessages.status,
          (row) => row.status,
          (row) => <NoWrap>{row.statusLabel}</NoWrap>,
        ),
        platformColumn,
        sourceColumn,
        sortableColumn(
          'campaign',
          leadMessages.campaign,
          (row) => row.campaign,
          (row) => <Code>{row.campaign ?? NO_CAMPAIGN_LABEL}</Code>,
        ),
        createdColumn,
        sortableColumn('firstResponse', leadMessages.firstResponse, responseOrder, (row) => (
          <ResponseCell lead={row} />
        )),
        sortableColumn(
          'assignee',
          leadMessages.assignee,
          (row) => row.assigneeName,
          (row) => <NoWrap>{row.assigneeName ?? leadMessages.unassigned}</NoWrap>,
        ),
        sortableColumn(
          'followUpDate',
          leadMessages.followUpDate,
          (row) => row.followUpDate,
          (row) => <NoWrap>{row.followUpDate ?? leadMessages.none}</NoWrap>,
        ),
      ];

  return (
    <>
      <PageHeader
        title={quarantine ? leadMessages.quarantineTitle : leadMessages.listTitle}
        actions={
          canExport ? (
            <PrimaryButton
              type="button"
              disabled={exporting}
              title={leadMessages.exportHint}
              onClick={() => void onExport()}
            >
              {exporting ? leadMessages.exporting : leadMessages.export}
            </PrimaryButton>
          ) : exportSites.length > 0 ? (
            // Some sites' leads are exported, not all the inbox shows: a site filter opens the export.
            <MutedText>
              {leadMessages.exportNeedsSite(exportSites.map((site) => PLATFORM_NAMES[site]).join('、'))}
            </MutedText>
          ) : null
        }
      />
      <LeadViewTabs me={myId} filters={filters} summary={summary} />
      <LeadFilterForm
        filters={filters}
        quarantine={quarantine}
        me={myId}
        assignees={assignees}
        sources={sources}
        dateError={dateError}
        onApply={(next, error) => {
          setDateError(error);
          if (!error) update({ filters: next });
        }}
      />
      <LeadBulkBar
        quarantine={quarantine}
        rowIds={rows.map((row) => row.id)}
        selected={selected}
        assignees={assigneesFor(
          assignees,
          rows.filter((row) => selected.includes(row.id)).map((row) => row.platform),
        )}
        onSelectPage={tickOnly}
        onDone={() => tickOnly([])}
      />
      <PagedTable
        caption={quarantine ? leadMessages.quarantineCaption : leadMessages.caption}
        empty={quarantine ? leadMessages.quarantineEmpty : undefined}
        columns={columns}
        result={leads}
        list={list}
      />
    </>
  );
}
