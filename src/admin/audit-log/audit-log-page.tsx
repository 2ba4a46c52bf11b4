import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListAdminQuery, useListAuditLogQuery } from '@/api/generated/bms-api';
import { AUDIT_ENTITY_LABELS, auditActionLabel, auditEntityLabel, isAuditEntity } from '@contract/audit';
import { can } from '@contract/roles';
import type { AuditEntry } from '@contract/staff';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { type Column, sortableColumn, textColumn, timeColumn } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { MutedText } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { DateRangeFields, dateOrderError, PagedTable, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { targetName, targetPath } from './audit-words';
import { ChangeLines } from './change-lines';
import { auditMessages } from './messages';

/**
 * A row's changes: the widest cell, at least 16 characters wide so that the table scrolls rather
 * than squeezing it to a letter a line (overflow-wrap: anywhere would let it: it lowers the
 * cell's narrowest width to one character); a long word or address breaks only to fit.
 */

/** A record's name, linked to its screen: the primary colour, underlined (a link in running text). */
const RecordLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
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

/** The object: its kind, then its name (a link to its screen while it exists) or its number. */
function Target({ entry }: { entry: AuditEntry }) {
  const what = auditEntityLabel(entry.entity);
  const name = targetName(entry);
  const path = targetPath(entry);
  if (!name) return <>{what}</>;
  return (
    <>
      {what}
      <br />
      {path ? (
        <RecordLink to={path} aria-label={auditMessages.targetLink(what, name)}>
          {name}
        </RecordLink>
      ) : (
        <>
          {name}
          {entry.entityId && !entry.exists && <MutedText>{auditMessages.gone}</MutedText>}
        </>
      )}
    </>
  );
}

/**
 * 操作日志: who did what to which record and when, in words (the action, the object and its
 * name linked to its screen, each field's 之前 → 之后), filtered by object type, account and
 * dates (China time), paged.
 */
export function AuditLogPage() {
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const [dateError, setDateError] = useState<string | null>(null);
  const staffId = Number(filters.staffId);
  const entries = useListAuditLogQuery({
    pageNum,
    pageSize,
    ...(isAuditEntity(filters.entity) ? { entity: filters.entity } : {}),
    ...(Number.isInteger(staffId) && staffId > 0 ? { staffId } : {}),
    ...(DATE.test(filters.from) ? { from: chinaDayStart(filters.from) } : {}),
    ...(DATE.test(filters.to) ? { to: chinaDayStart(dayAfter(filters.to)) } : {}),
  });
  // The accounts are for whoever manages them: a 站点管理员 reads the trail without the 操作人 filter.
  const staff = useConsoleSelector(selectStaff);
  const seesAccounts = staff ? can(staff.roles, 'accounts') : false;
  const { data: accounts } = useListAdminQuery({ pageNum: 1, pageSize: 100 }, { skip: !seesAccounts });

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
    sortableColumn('action', auditMessages.action, (row) => auditActionLabel(row.entity, row.action)),
    sortableColumn(
      'entity',
      auditMessages.target,
      (row) => `${auditEntityLabel(row.entity)} ${row.name ?? ''}`,
      (row) => <Target entry={row} />,
    ),
    { key: 'changes', header: auditMessages.changes, cell: (row) => <ChangeLines entry={row} /> },
    { key: 'ip', header: auditMessages.ip, cell: (row) => row.ip ?? auditMessages.none },
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
          <Options none={auditMessages.allEntities} choices={Object.entries(AUDIT_ENTITY_LABELS)} />
        </SelectField>
        {seesAccounts ? (
          <SelectField label={auditMessages.staff} name="staffId" defaultValue={filters.staffId}>
            <Options
              none={auditMessages.allStaff}
              choices={(accounts?.pageList ?? []).map(
                (account) => [account.id, `${account.displayName}（${account.username}）`] as const,
              )}
            />
          </SelectField>
        ) : null}
        <DateRangeFields from={filters.from} to={filters.to} error={dateError} />
      </SearchBar>
      <PagedTable caption={auditMessages.caption} columns={columns} result={entries} list={list} />
    </>
  );
}
