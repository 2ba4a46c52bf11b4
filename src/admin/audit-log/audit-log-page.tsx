import { useState } from 'react';
import styled from 'styled-components';
import { useListAdminQuery, useListAuditLogQuery } from '@/api/generated/bms-api';
import type { AuditEntry } from '@contract/staff';
import { type Column, sortableColumn, textColumn, timeColumn } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { PageHeader } from '../ui/page-header';
import { DateRangeFields, dateOrderError, PagedTable, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { ACTION_LABELS, auditMessages, ENTITY_LABELS } from './messages';

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
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const [dateError, setDateError] = useState<string | null>(null);
  const staffId = Number(filters.staffId);
  const entries = useListAuditLogQuery({
    pageNum,
    pageSize,
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(Number.isInteger(staffId) && staffId > 0 ? { staffId } : {}),
    ...(DATE.test(filters.from) ? { from: chinaDayStart(filters.from) } : {}),
    ...(DATE.test(filters.to) ? { to: chinaDayStart(dayAfter(filters.to)) } : {}),
  });
  const { data: accounts } = useListAdminQuery({ pageNum: 1, pageSize: 100 });

  const onSearch = (form: HTMLFormElement) => {
    const read = (key: string) => fieldValue(form, key).trim();
    const next = { entity: read('entity'), staffId: read('staffId'), from: read('from'), to: read('to') };
    const error = dateOrderError(next.from, next.to);
    setDateError(error);
    if (!error) update({ filters: next });
  };

  const columns: Column<AuditEntry>[] = [
    timeColumn('at', auditMessages.at, (row) => row.at),
    textColumn('staff', auditMessages.staff, (row) => row.staffName, auditMessages.system),
    sortableColumn(
      'action',
      auditMessages.action,
      (row) => row.action,
      (row) => label(ACTION_LABELS, row.action),
    ),
    sortableColumn(
      'entity',
      auditMessages.entity,
      (row) => row.entity,
      (row) => label(ENTITY_LABELS, row.entity),
    ),
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
      <SearchBar
        onSearch={onSearch}
        onReset={() => update({ filters: { entity: '', staffId: '', from: '', to: '' } })}
        resetKey={`${FILTERS.map((key) => filters[key]).join('|')}|${accounts?.total ?? 0}`}
      >
        <SelectField label={auditMessages.entity} name="entity" defaultValue={filters.entity}>
          <Options none={auditMessages.allEntities} choices={Object.entries(ENTITY_LABELS)} />
        </SelectField>
        <SelectField label={auditMessages.staff} name="staffId" defaultValue={filters.staffId}>
          <Options
            none={auditMessages.allStaff}
            choices={(accounts?.pageList ?? []).map(
              (account) => [account.id, `${account.displayName}（${account.username}）`] as const,
            )}
          />
        </SelectField>
        <DateRangeFields from={filters.from} to={filters.to} error={dateError} />
      </SearchBar>
      <PagedTable caption={auditMessages.caption} columns={columns} result={entries} list={list} />
    </>
  );
}
