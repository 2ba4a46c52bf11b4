import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useExportSiteMessageMutation, useListSiteMessageQuery } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { PLATFORMS } from '@contract/platform';
import { LEAD_STATUS_LABELS, LEAD_STATUS_VALUES } from '@contract/lead-status';
import { hasBit, PERMISSION } from '@contract/permissions';
import type { LeadListItem } from '@contract/site-message';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { PrimaryButton, secondaryButtonStyle, SecondaryLink } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { fieldValue, TextField } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { FilterBar } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { useListParams } from '../ui/use-list-params';
import { NewBadge, RepeatBadge } from './lead-badges';
import { KEYWORD_MAX, LEAD_FILTERS, type LeadFilterKey, leadQueryOf } from './lead-filters';
import { leadMessages, PLATFORM_LABELS, platformLabel } from './messages';
import { SelectField } from './select-field';

const Reset = styled.button`
  ${secondaryButtonStyle};
  min-height: ${({ theme }) => theme.space[7]}px;
`;
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
  const { pageNum, pageSize, filters, update } = useListParams(LEAD_FILTERS);
  const [dateError, setDateError] = useState<string | null>(null);
  const query = leadQueryOf(filters);
  // A new lead must show when staff come back to the inbox, not after the cache expires.
  const { data, isFetching } = useListSiteMessageQuery(
    { pageNum, pageSize, ...query },
    { refetchOnMountOrArgChange: true },
  );
  const [exportLeads, { isLoading: exporting }] = useExportSiteMessageMutation();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next = Object.fromEntries(LEAD_FILTERS.map((key) => [key, fieldValue(form, key).trim()])) as Record<
      LeadFilterKey,
      string
    >;
    if (next.from && next.to && next.to < next.from) {
      setDateError(leadMessages.dateOrder);
      return;
    }
    setDateError(null);
    update({ filters: next });
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
    {
      key: 'status',
      header: leadMessages.status,
      cell: (row) => row.statusLabel,
      sortValue: (row) => row.status,
    },
    {
      key: 'platform',
      header: leadMessages.platform,
      cell: (row) => platformLabel(row.platform),
      sortValue: (row) => row.platform,
    },
    { key: 'channel', header: leadMessages.channel, cell: (row) => row.channel },
    {
      key: 'createdAt',
      header: leadMessages.createdAt,
      cell: (row) => formatDateTime(row.createdAt),
      sortValue: (row) => row.createdAt,
    },
    {
      key: 'assignee',
      header: leadMessages.assignee,
      cell: (row) => row.assigneeName ?? leadMessages.unassigned,
      sortValue: (row) => row.assigneeName,
    },
    {
      key: 'followUpDate',
      header: leadMessages.followUpDate,
      cell: (row) => row.followUpDate ?? leadMessages.none,
      sortValue: (row) => row.followUpDate,
    },
    {
      key: 'actions',
      header: leadMessages.actions,
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
      <FilterBar
        role="search"
        aria-label={uiMessages.filters}
        onSubmit={onSearch}
        key={LEAD_FILTERS.map((key) => filters[key]).join('|')}
      >
        <TextField label={leadMessages.from} name="from" type="date" defaultValue={filters.from} />
        <TextField
          label={leadMessages.to}
          name="to"
          type="date"
          defaultValue={filters.to}
          error={dateError}
        />
        <SelectField label={leadMessages.platform} name="platform" defaultValue={filters.platform}>
          <option value="">{leadMessages.allPlatforms}</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {PLATFORM_LABELS[platform]}
            </option>
          ))}
        </SelectField>
        <SelectField label={leadMessages.status} name="status" defaultValue={filters.status}>
          <option value="">{leadMessages.allStatuses}</option>
          {LEAD_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={leadMessages.keyword}
          name="keyword"
          placeholder={leadMessages.keywordHint}
          defaultValue={filters.keyword}
          maxLength={KEYWORD_MAX}
        />
        <PrimaryButton type="submit">{uiMessages.search}</PrimaryButton>
        <Reset
          type="button"
          onClick={() => {
            setDateError(null);
            update({ filters: EMPTY_FILTERS });
          }}
        >
          {uiMessages.reset}
        </Reset>
      </FilterBar>
      <DataTable
        caption={leadMessages.caption}
        columns={columns}
        rows={data?.pageList ?? []}
        rowKey={(row) => row.id}
        busy={isFetching}
      />
      <Pagination total={data?.total ?? 0} pageNum={pageNum} pageSize={pageSize} onChange={update} />
    </>
  );
}
