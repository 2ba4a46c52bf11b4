import styled from 'styled-components';
import {
  useListStaffSessionQuery,
  useRemoveOthersStaffSessionMutation,
  useRemoveStaffSessionMutation,
} from '@/api/generated/bms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { StaffSession } from '@contract/staff';
import { DangerButton, SecondaryButton } from '../ui/buttons';
import { type Column, DataTable, sortableColumn, timeColumn } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { sessionMessages } from './messages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Current = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * 我的登录: the signed-in account's live sessions (device, IP, started, last seen, 当前), 结束 per
 * other session and 结束其他所有登录, each after a confirmation dialog.
 */
export function SessionListPage() {
  const sessions = useListStaffSessionQuery();
  const [endOne, { isLoading: ending }] = useRemoveStaffSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useRemoveOthersStaffSessionMutation();
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.current).length;

  const onEnd = async (row: StaffSession) => {
    const confirmed = await confirmDialog({
      title: sessionMessages.endConfirmTitle,
      message: sessionMessages.endConfirm(row.device, row.ip ?? sessionMessages.unknownIp),
      confirmText: sessionMessages.confirm,
    });
    if (!confirmed) return;
    const result = await endOne({ id: row.id });
    if ('data' in result && result.data) showSuccessToast(sessionMessages.endDone);
  };

  const onEndOthers = async () => {
    const confirmed = await confirmDialog({
      title: sessionMessages.endOthersConfirmTitle,
      message: sessionMessages.endOthersConfirm,
      confirmText: sessionMessages.confirm,
    });
    if (!confirmed) return;
    const result = await endOthers();
    if ('data' in result && result.data) showSuccessToast(sessionMessages.endOthersDone(result.data.ended));
  };

  const columns: Column<StaffSession>[] = [
    sortableColumn('device', sessionMessages.device, (row) => row.device),
    sortableColumn(
      'ip',
      sessionMessages.ip,
      (row) => row.ip,
      (row) => row.ip ?? sessionMessages.unknownIp,
    ),
    timeColumn('startedAt', sessionMessages.startedAt, (row) => row.startedAt),
    timeColumn('lastSeenAt', sessionMessages.lastSeenAt, (row) => row.lastSeenAt),
    {
      key: 'actions',
      header: sessionMessages.status,
      cell: (row) =>
        row.current ? (
          <Current title={sessionMessages.currentHint}>{sessionMessages.current}</Current>
        ) : (
          <DangerButton
            type="button"
            onClick={() => void onEnd(row)}
            disabled={ending}
            aria-label={sessionMessages.endLabel(row.device)}
          >
            {sessionMessages.end}
          </DangerButton>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={sessionMessages.title}
        actions={
          <DangerButton
            type="button"
            onClick={() => void onEndOthers()}
            disabled={others === 0 || endingOthers}
            title={others === 0 ? sessionMessages.noOthers : undefined}
          >
            {sessionMessages.endOthers}
          </DangerButton>
        }
      />
      <Intro>{sessionMessages.intro}</Intro>
      {sessions.isError ? (
        <Failed role="alert">
          {sessionMessages.loadFailed}{' '}
          <SecondaryButton type="button" onClick={() => void sessions.refetch()}>
            {sessionMessages.retry}
          </SecondaryButton>
        </Failed>
      ) : null}
      <DataTable
        caption={sessionMessages.caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={sessionMessages.empty}
        busy={sessions.isLoading}
      />
    </>
  );
}
