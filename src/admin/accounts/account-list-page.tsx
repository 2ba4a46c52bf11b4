import styled from 'styled-components';
import {
  useListAdminQuery,
  useInviteAdminMutation,
  useRemoveAdminMutation,
  useRemoveByAccountStaffSessionMutation,
  useResetPasswordAdminMutation,
  useResetTwoFactorAdminMutation,
} from '@/api/generated/bms-api';
import { alertDialog, confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { describeGrants } from '@contract/roles';
import type { StaffAccount } from '@contract/staff';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { SecondaryButton } from '../ui/buttons';
import { type Column, sortableColumn, timeColumn } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { MutedText } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import {
  EditRemoveActions,
  KeywordSearch,
  ListHeader,
  PagedTable,
  removeAfterConfirm,
} from '../ui/record-list';
import { useListParams } from '../ui/use-list-params';
import { sessionMessages } from '../sessions/messages';
import { GeneratedPassword } from './generated-password';
import { InviteLink } from './invite-link';
import { accountMessages } from './messages';
import { SecurityPolicyToggle } from './security-policy';

const Disabled = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled(MutedText)`
  display: block;
`;

const FILTERS = ['keyword'] as const;

/** Where the account stands with its first password: an open invitation, or one an admin set. */
const onboardingNote = (account: StaffAccount) =>
  account.inviteExpiresAt
    ? accountMessages.inviteOpenUntil(formatDateTime(account.inviteExpiresAt))
    : account.mustChangePassword
      ? accountMessages.pendingPassword
      : null;

/**
 * 账号管理: the staff accounts, a keyword filter, paging; edit, reset password, 发送邀请 (a new
 * invitation link, shown once), reset two-factor sign-in, 结束全部登录 (not on one's own row) and
 * delete per row; the 登录安全 policy above the table. 状态 says 待设置密码 / 邀请有效至 … too.
 */
export function AccountListPage() {
  const me = useConsoleSelector(selectStaff);
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const accounts = useListAdminQuery({
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  const [resetPassword] = useResetPasswordAdminMutation();
  const [remove] = useRemoveAdminMutation();
  const [resetTwoFactor] = useResetTwoFactorAdminMutation();

  const onResetTwoFactor = async (account: StaffAccount) => {
    if (!(await confirmDialog({ message: accountMessages.resetTwoFactorConfirm(account.displayName) })))
      return;
    const result = await resetTwoFactor({ id: account.id });
    if ('data' in result) showSuccessToast(accountMessages.resetTwoFactorDone);
  };

  const [endSessions] = useRemoveByAccountStaffSessionMutation();
  const [invite] = useInviteAdminMutation();

  // Step-up is the base query's (as for the other account actions): a refusal asks the password and sends again.
  const onInvite = async (account: StaffAccount) => {
    if (!(await confirmDialog({ message: accountMessages.sendInviteConfirm(account.displayName) }))) return;
    const result = await invite({ id: account.id });
    if (!('data' in result) || !result.data) return;
    showSuccessToast(accountMessages.inviteSent);
    await alertDialog({
      title: accountMessages.inviteTitle,
      body: (
        <InviteLink
          username={account.username}
          url={result.data.inviteUrl}
          expiresAt={result.data.inviteExpiresAt}
        />
      ),
    });
  };

  const onEndSessions = async (account: StaffAccount) => {
    const confirmed = await confirmDialog({
      title: sessionMessages.endAllConfirmTitle,
      message: sessionMessages.endAllConfirm(account.displayName),
      confirmText: sessionMessages.confirm,
    });
    if (!confirmed) return;
    const result = await endSessions({ id: account.id });
    if ('data' in result && result.data) showSuccessToast(sessionMessages.endAllDone(result.data.ended));
  };

  const onReset = async (account: StaffAccount) => {
    if (!(await confirmDialog({ message: accountMessages.resetConfirm(account.displayName) }))) return;
    const result = await resetPassword({ id: account.id });
    if (!('data' in result) || !result.data) return;
    showSuccessToast(accountMessages.resetDone);
    if (result.data.password) {
      await alertDialog({
        title: accountMessages.resetDone,
        body: (
          <GeneratedPassword label={accountMessages.resetPasswordShown} password={result.data.password} />
        ),
      });
    }
  };

  const columns: Column<StaffAccount>[] = [
    sortableColumn('username', accountMessages.username, (row) => row.username),
    sortableColumn(
      'displayName',
      accountMessages.displayName,
      (row) => row.displayName,
      (row) => (row.id === me?.id ? `${row.displayName}${accountMessages.you}` : row.displayName),
    ),
    { key: 'roles', header: accountMessages.roles, cell: (row) => describeGrants(row.roles) },
    {
      key: 'status',
      header: accountMessages.status,
      cell: (row) => {
        const note = onboardingNote(row);
        return (
          <>
            {row.enabled ? accountMessages.enabled : <Disabled>{accountMessages.disabled}</Disabled>}
            {note ? <Note>{note}</Note> : null}
          </>
        );
      },
      sortValue: (row) => (row.enabled ? 0 : 1),
    },
    {
      key: 'twoFactor',
      header: accountMessages.twoFactor,
      cell: (row) => (row.twoFactorEnabled ? accountMessages.twoFactorOn : accountMessages.twoFactorOff),
      sortValue: (row) => (row.twoFactorEnabled ? 0 : 1),
    },
    timeColumn('lastSignIn', accountMessages.lastSignIn, (row) => row.lastSignInAt, accountMessages.never),
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <EditRemoveActions
          editTo={`/accounts/${row.id}`}
          editLabel={`${uiMessages.edit} ${row.username}`}
          removeLabel={`${uiMessages.remove} ${row.username}`}
          onRemove={() =>
            void removeAfterConfirm(remove, { id: row.id, kind: accountMessages.record, name: row.username })
          }
          removeLocked={row.id === me?.id ? accountMessages.selfNoDelete : undefined}
        >
          <SecondaryButton
            type="button"
            onClick={() => void onReset(row)}
            aria-label={`${accountMessages.resetPassword} ${row.username}`}
          >
            {accountMessages.resetPassword}
          </SecondaryButton>
          {row.enabled && row.id !== me?.id ? (
            <SecondaryButton
              type="button"
              onClick={() => void onInvite(row)}
              aria-label={`${accountMessages.sendInvite} ${row.username}`}
            >
              {accountMessages.sendInvite}
            </SecondaryButton>
          ) : null}
          {row.twoFactorEnabled && row.id !== me?.id ? (
            <SecondaryButton
              type="button"
              onClick={() => void onResetTwoFactor(row)}
              aria-label={`${accountMessages.resetTwoFactor} ${row.username}`}
            >
              {accountMessages.resetTwoFactor}
            </SecondaryButton>
          ) : null}
          {row.id === me?.id ? null : (
            <SecondaryButton
              type="button"
              onClick={() => void onEndSessions(row)}
              aria-label={sessionMessages.endAllLabel(row.username)}
            >
              {sessionMessages.endAll}
            </SecondaryButton>
          )}
        </EditRemoveActions>
      ),
    },
  ];

  return (
    <>
      <ListHeader title={accountMessages.listTitle} addTo="/accounts/new" addLabel={accountMessages.add} />
      <KeywordSearch
        label={accountMessages.keyword}
        hint={accountMessages.keywordHint}
        maxLength={32}
        keyword={filters.keyword}
        onKeyword={(keyword) => update({ filters: { keyword } })}
      />
      <SecurityPolicyToggle />
      <PagedTable caption={accountMessages.caption} columns={columns} result={accounts} list={list} />
    </>
  );
}
