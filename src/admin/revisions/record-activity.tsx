import { useEffect, useState } from 'react';
import { useListOfRecordAuditLogQuery } from '@/api/generated/bms-api';
import { auditActionLabel } from '@contract/audit';
import type { Platform } from '@contract/common';
import type { AuditEntry } from '@contract/staff';
import type { RevisionEntity } from '@contract/revision';
import { auditMessages } from '../audit-log/messages';
import { ChangeLines } from '../audit-log/change-lines';
import { type Column, DataTable, textColumn, timeColumn } from '../ui/data-table';
import { Pagination } from '../ui/pagination';
import { revisionMessages as t } from './messages';

/** The record: by its id, or, for site settings, by their site. */
export type RecordActivityProps = {
  entity: RevisionEntity;
  recordId?: number;
  platform?: Platform;
  savedCount?: number;
};

/**
 * 操作记录 (issue 37 item 5): the record's own trail, newest first — who did what and when, each
 * change in words as 操作日志 writes it — for whoever may change the record (the server checks).
 * A save made on the screen asks it again.
 */
export function RecordActivity({ entity, recordId, platform, savedCount = 0 }: RecordActivityProps) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const { data, isError, isFetching, refetch } = useListOfRecordAuditLogQuery(
    { entity, ...(recordId === undefined ? { platform } : { entityId: recordId }), ...page },
    { refetchOnMountOrArgChange: true },
  );
  useEffect(() => {
    if (savedCount > 0) void refetch();
    // Only a new save asks again; `refetch` is the query's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedCount]);
  if (isError) return <p role="alert">{t.activityLoadFailed}</p>;
  if (!data) return <p role="status">{t.activityLoading}</p>;
  const columns: Column<AuditEntry>[] = [
    timeColumn('at', auditMessages.at, (row) => row.at),
    textColumn('staff', auditMessages.staff, (row) => row.staffName, auditMessages.system),
    { key: 'action', header: auditMessages.action, cell: (row) => auditActionLabel(row.entity, row.action) },
    { key: 'changes', header: auditMessages.changes, cell: (row) => <ChangeLines entry={row} /> },
  ];
  return (
    <>
      <DataTable
        caption={t.activityCaption}
        columns={columns}
        rows={data.pageList}
        rowKey={(row) => row.id}
        empty={t.activityEmpty}
        busy={isFetching}
      />
      {data.total > page.pageSize ? (
        <Pagination total={data.total} pageNum={page.pageNum} pageSize={page.pageSize} onChange={setPage} />
      ) : null}
    </>
  );
}

export default RecordActivity;
