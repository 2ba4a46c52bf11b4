import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useListAdminQuery, useListAuditLogQuery } from '@/api/generated/bms-api';
import type { AuditEntry } from '@contract/staff';
import { PrimaryButton, secondaryButtonStyle } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { fieldValue, inputStyle, TextField } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { FilterBar } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { useListParams } from '../ui/use-list-params';
import { ACTION_LABELS, auditMessages, ENTITY_LABELS } from './messages';

const Reset = styled.button`
  ${secondaryButtonStyle};
  min-height: ${({ theme }) => theme.space[7]}px;
`;
const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  select {
    ${inputStyle};
  }
`;
const Summary = styled.code`
  display: block;
  max-width: ${({ theme }) => theme.layout.inputWidth}px;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

const FILTERS = ['entity', 'staffId', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a `YYYY-MM-DD` (the API's `to` is exclusive; the filter's 结束日期 is inclusive). */
export function dayAfter(date: string): string {
  const time = new Date(`${date}T00:00:00Z`);
  time.setUTCDate(time.getUTCDate() + 1);
  return time.toISOString().slice(0, 10);
}

/** China-time day boundaries as the UTC times the API compares. */
const chinaDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** 操作日志: who did what and when, filtered by object type, account and dates (China time), paged. */
export function AuditLogPage() {
  const entityId = useId();
  const staffSelectId = useId();
  const { pageNum, pageSize, filters, update } = useListParams(FILTERS);
  const [dateError, setDateError] = useState<string | null>(null);
  const staffId = Number(filters.staffId);
  const { data, isFetching } = useListAuditLogQuery({
    pageNum,
    pageSize,
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(Number.isInteger(staffId) && staffId > 0 ? { staffId } : {}),
    ...(DATE.test(filters.from) ? { from: chinaDayStart(filters.from) } : {}),
    ...(DATE.test(filters.to) ? { to: chinaDayStart(dayAfter(filters.to)) } : {}),
  });
  const { data: accounts } = useListAdminQuery({ pageNum: 1, pageSize: 100 });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const read = (key: string) => fieldValue(form, key).trim();
    const next = { entity: read('entity'), staffId: read('staffId'), from: read('from'), to: read('to') };
    if (next.from && next.to && next.to < next.from) {
      setDateError(auditMessages.dateOrder);
      return;
    }
    setDateError(null);
    update({ filters: next });
  };

  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: auditMessages.at,
      cell: (row) => formatDateTime(row.at),
      sortValue: (row) => row.at,
    },
    {
      key: 'staff',
      header: auditMessages.staff,
      cell: (row) => row.staffName ?? auditMessages.system,
      sortValue: (row) => row.staffName,
    },
    {
      key: 'action',
      header: auditMessages.action,
      cell: (row) => label(ACTION_LABELS, row.action),
      sortValue: (row) => row.action,
    },
    {
      key: 'entity',
      header: auditMessages.entity,
      cell: (row) => label(ENTITY_LABELS, row.entity),
      sortValue: (row) => row.entity,
    },
    { key: 'entityId', header: auditMessages.entityId, cell: (row) => row.entityId ?? '—' },
    {
      key: 'summary',
      header: auditMessages.summary,
      cell: (row) =>
        Object.keys(row.summary).length > 0 ? <Summary>{JSON.stringify(row.summary)}</Summary> : '—',
    },
    { key: 'ip', header: auditMessages.ip, cell: (row) => row.ip ?? '—' },
  ];

  return (
    <>
      <PageHeader title={auditMessages.title} />
      <FilterBar
        role="search"
        aria-label={uiMessages.filters}
        onSubmit={onSearch}
        key={`${FILTERS.map((key) => filters[key]).join('|')}|${accounts?.total ?? 0}`}
      >
        <SelectField>
          <label htmlFor={entityId}>{auditMessages.entity}</label>
          <select id={entityId} name="entity" defaultValue={filters.entity}>
            <option value="">{auditMessages.allEntities}</option>
            {Object.entries(ENTITY_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </SelectField>
        <SelectField>
          <label htmlFor={staffSelectId}>{auditMessages.staff}</label>
          <select id={staffSelectId} name="staffId" defaultValue={filters.staffId}>
            <option value="">{auditMessages.allStaff}</option>
            {(accounts?.pageList ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName}（{account.username}）
              </option>
            ))}
          </select>
        </SelectField>
        <TextField label={auditMessages.from} name="from" type="date" defaultValue={filters.from} />
        <TextField
          label={auditMessages.to}
          name="to"
          type="date"
          defaultValue={filters.to}
          error={dateError}
        />
        <PrimaryButton type="submit">{uiMessages.search}</PrimaryButton>
        <Reset
          type="button"
          onClick={() => update({ filters: { entity: '', staffId: '', from: '', to: '' } })}
        >
          {uiMessages.reset}
        </Reset>
      </FilterBar>
      <DataTable
        caption={auditMessages.caption}
        columns={columns}
        rows={data?.pageList ?? []}
        rowKey={(row) => row.id}
        busy={isFetching}
      />
      <Pagination total={data?.total ?? 0} pageNum={pageNum} pageSize={pageSize} onChange={update} />
    </>
  );
}
