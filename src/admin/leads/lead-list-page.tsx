import { useState } from 'react';
import styled from 'styled-components';
import { useExportSiteMessageMutation, useListSiteMessageQuery } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { PLATFORMS } from '@contract/platform';
import { LEAD_STATUS_LABELS, LEAD_STATUS_VALUES } from '@contract/lead-status';
import { hasBit, PERMISSION } from '@contract/permissions';
import type { LeadListItem } from '@contract/site-message';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { PrimaryButton, SecondaryLink } from '../ui/buttons';
import { type Column, sortableColumn, textColumn, timeColumn } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { DateRangeFields, dateOrderError, KeywordField, PagedTable, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { NewBadge, RepeatBadge } from './lead-badges';
import { KEYWORD_MAX, LEAD_FILTERS, type LeadFilterKey, leadQueryOf } from './lead-filters';
import { PLATFORM_SHORT_LABELS } from '../ui/platform-messages';
import { leadMessages, platformLabel } from './messages';

const Name = styled.span<{ $new: boolean }>`
  font-weight: ${({ $new }) => ($new ? 700 : 400)};
`;

const EMPTY_FILTERS: Record<LeadFilterKey, string> = {
  from: '',
  to: '',
  platform: '',
  status: '',
  keyword: '',
};

/**
 * 线索: the visitors' call-back requests, newest first, with date range, platform, status and
 * keyword filters and paging in the address; new ones marked; export to CSV with the same filters
 * for those with the export bit.
 */
export function LeadListPage() {
  const me = useConsoleSelector(selectStaff);
  const canExport = me ? hasBit(me.permissions, PERMISSION.leadExport) : false;
  const list = useListParams(LEAD_FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const [dateError, setDateError] = useState<string | null>(null);
  const query = leadQueryOf(filters);
  // A new lead must show when staff come back to the inbox, not after the cache expires.
  const leads = useListSiteMessageQuery({ pageNum, pageSize, ...query }, { refetchOnMountOrArgChange: true });
  const [exportLeads, { isLoading: exporting }] = useExportSiteMessageMutation();

  const onSearch = (form: HTMLFormElement) => {
    const next = Object.fromEntries(LEAD_FILTERS.map((key) => [key, fieldValue(form, key).trim()])) as Record<
      LeadFilterKey,
      string
    >;
    const error = dateOrderError(next.from, next.to);
    setDateError(error);
    if (!error) update({ filters: next });
  };

  const onExport = async () => {
    const result = await exportLeads(query);
    if ('data' in result) showSuccessToast(leadMessages.exported);
  };

  const columns: Column<LeadListItem>[] = [
    {
      key: 'name',
      header: leadMessages.name,
      cell: (row) => (
        <>
          <Name $new={row.isNew}>{row.name}</Name>
          {row.isNew ? <NewBadge /> : null}
        </>
      ),
      sortValue: (row) => row.name,
    },
    {
      key: 'phone',
      header: leadMessages.phone,
      cell: (row) => (
        <>
          {row.phone}
          {row.repeatPhone ? <RepeatBadge /> : null}
        </>
      ),
    },
    sortableColumn(
      'status',
      leadMessages.status,
      (row) => row.status,
      (row) => row.statusLabel,
    ),
    sortableColumn(
      'platform',
      leadMessages.platform,
      (row) => row.platform,
      (row) => platformLabel(row.platform),
    ),
    { key: 'channel', header: leadMessages.channel, cell: (row) => row.channel },
    timeColumn('createdAt', leadMessages.createdAt, (row) => row.createdAt),
    textColumn('assignee', leadMessages.assignee, (row) => row.assigneeName, leadMessages.unassigned),
    textColumn('followUpDate', leadMessages.followUpDate, (row) => row.followUpDate, leadMessages.none),
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <SecondaryLink to={`/leads/${row.id}`} aria-label={leadMessages.openLead(row.name)}>
          {leadMessages.open}
        </SecondaryLink>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={leadMessages.listTitle}
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
          ) : null
        }
      />
      <SearchBar
        onSearch={onSearch}
        onReset={() => {
          setDateError(null);
          update({ filters: EMPTY_FILTERS });
        }}
        resetKey={LEAD_FILTERS.map((key) => filters[key]).join('|')}
      >
        <DateRangeFields from={filters.from} to={filters.to} error={dateError} />
        <SelectField label={leadMessages.platform} name="platform" defaultValue={filters.platform}>
          <Options
            none={leadMessages.allPlatforms}
            choices={PLATFORMS.map((platform) => [platform, PLATFORM_SHORT_LABELS[platform]] as const)}
          />
        </SelectField>
        <SelectField label={leadMessages.status} name="status" defaultValue={filters.status}>
          <Options
            none={leadMessages.allStatuses}
            choices={LEAD_STATUS_VALUES.map((status) => [status, LEAD_STATUS_LABELS[status]] as const)}
          />
        </SelectField>
        <KeywordField
          label={leadMessages.keyword}
          hint={leadMessages.keywordHint}
          value={filters.keyword}
          maxLength={KEYWORD_MAX}
        />
      </SearchBar>
      <PagedTable caption={leadMessages.caption} columns={columns} result={leads} list={list} />
    </>
  );
}
